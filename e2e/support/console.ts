import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD, headingFor } from './demo-users.ts';
import type { DemoUser, MenuSectionExpectation } from './demo-users.ts';

export const NOT_PERMITTED = 'You are not permitted to view this page.';

/** Screenshots kept as test artifacts (e2e/artifacts/). */
export function artifactPath(name: string): string {
  return fileURLToPath(new URL(`../artifacts/${name}`, import.meta.url));
}

export function sideMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Side menu' });
}

export function mainHeading(page: Page): Locator {
  return page.getByRole('main').getByRole('heading', { level: 1 });
}

export async function fillSignIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in through the login page and waits for the top navigation to name the user. */
export async function signIn(page: Page, user: DemoUser, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await fillSignIn(page, user.username, password);
  await expect(page.getByRole('button', { name: user.displayName, exact: true })).toBeVisible();
}

export async function signOut(page: Page, user: DemoUser): Promise<void> {
  await page.getByRole('button', { name: user.displayName, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  // Signed out once the header offers to sign in again.
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible({ timeout: 20_000 });
}

/** The side menu as shown: each section heading with its item labels, in order. */
export async function readSideMenu(page: Page): Promise<MenuSectionExpectation[]> {
  return sideMenu(page)
    .locator('section')
    .evaluateAll((sections) =>
      sections.map((section) => ({
        title: section.querySelector('h2')?.textContent?.trim() ?? '',
        items: Array.from(section.querySelectorAll('a'), (link) => link.textContent?.trim() ?? ''),
      })),
    );
}

/** The screen at `path` is open: its heading is shown and nothing says it is refused. */
export async function expectScreen(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(mainHeading(page)).toHaveText(headingFor(path));
  await expect(page.getByText(NOT_PERMITTED)).toHaveCount(0);
}

/** Records every level-1 heading that ever appears, to prove a refused page never flashes. */
export async function recordHeadings(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenHeadings: string[] }).seenHeadings = seen;
    new MutationObserver(() => {
      for (const heading of document.querySelectorAll('h1')) {
        const text = heading.textContent?.trim() ?? '';
        if (text !== '' && !seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

export async function seenHeadings(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { seenHeadings: string[] }).seenHeadings);
}
