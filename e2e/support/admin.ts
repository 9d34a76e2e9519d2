import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** A suffix that keeps names unique across runs and parallel workers. */
export function uniqueSuffix(workerIndex: number): string {
  return `${Date.now().toString(36)}${workerIndex}`;
}

/** The create/edit drawer (or dialog) of an admin screen, by its title. */
export function dialog(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title });
}

/** Waits until the MapLibre map in `scope` has loaded its style. */
export async function mapReady(scope: Locator): Promise<Locator> {
  const map = scope.getByTestId('map');
  await expect(map).toHaveAttribute('data-map-ready', 'true', { timeout: 30_000 });
  return map;
}

/** Clicks a map at a fraction of its width and height. */
export async function clickMap(map: Locator, x: number, y: number): Promise<void> {
  const canvas = map.locator('canvas');
  const box = await canvas.boundingBox();
  if (box === null) throw new Error('the map has no canvas');
  await canvas.click({ position: { x: box.width * x, y: box.height * y } });
}

/** Picks an option of a Mantine Select or MultiSelect by typing part of it. */
export async function chooseOption(
  page: Page,
  input: Locator,
  search: string,
  option: string,
): Promise<void> {
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
  // A multi-select stays open for more choices; moving on closes it.
  if (await page.getByRole('listbox').isVisible()) await input.press('Tab');
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** Searches an admin table and waits for the row holding `text`. */
export async function findRow(page: Page, text: string): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  const row = page.getByRole('row').filter({ hasText: text });
  await expect(row).toHaveCount(1);
  return row;
}
