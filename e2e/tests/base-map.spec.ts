import { expect, test, type Page } from '@playwright/test';
import { mainHeading } from '../support/console.ts';

// The base map (MAP_STYLE): a self-hosted style of MAP_FILES_DIR (e2e/fixtures/map-files, served
// by the suite's server at /map-files/) is drawn; an unreachable one gives way to the site drawing
// and the map says so. The server's /config.json names MAP_STYLE; here the page's copy of it is
// changed, so the rest of the suite keeps the site drawing.

test.use({ serviceWorkers: 'block' });

async function withMapStyle(page: Page, style: string) {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, mapStyle: { light: style, dark: style } } });
  });
}

test('a self-hosted base map from MAP_FILES_DIR is drawn under the shuttles', async ({ page }) => {
  await withMapStyle(page, '/map-files/style.json');
  const style = page.waitForResponse((r) => r.url().endsWith('/map-files/style.json'));
  await page.goto('/shuttle');
  await expect(mainHeading(page)).toHaveText('Track the shuttle');
  expect((await style).status()).toBe(200);
  const map = page.getByTestId('map').first();
  await expect(map).toHaveAttribute('data-map-ready', 'true');
  await expect(map).toHaveAttribute('data-base-map', 'configured');
  await expect(page.getByText('Base map unavailable')).toHaveCount(0);
});

test('an unreachable base map gives way to the site drawing, and the map says so', async ({
  page,
}) => {
  await withMapStyle(page, '/map-files/missing-style.json');
  await page.goto('/shuttle');
  const map = page.getByTestId('map').first();
  await expect(map).toHaveAttribute('data-map-ready', 'true');
  await expect(map).toHaveAttribute('data-base-map', 'fallback');
  await expect(map.getByRole('status')).toHaveText(
    'Base map unavailable: showing the site drawing',
  );
});
