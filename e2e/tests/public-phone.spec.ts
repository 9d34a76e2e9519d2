import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { DEMO_VEHICLES, HARWELL_CAMPUS_LOOP } from '@shuttle-ops/domain';
import { describeViolations, seriousViolations } from '../support/axe.ts';
import { mainHeading } from '../support/console.ts';
import { simulatedTest as test, startLoopService } from '../support/simulated-test.ts';

// A passenger on a phone: live arrivals need moving shuttles, so these run with the simulator.
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 } });

const PHONE = { width: 390, height: 844 };
const SIZES = [PHONE, { width: 1024, height: 768 }, { width: 1440, height: 900 }];
const shuttle = DEMO_VEHICLES.find((v) => v.customer === 'Darwin')!;
const stop = (name: string) => HARWELL_CAMPUS_LOOP.stops.find((s) => s.name === name)!;

const myStop = (page: Page) => page.getByRole('region', { name: 'Next arrivals at my stop' });
const routeStops = (page: Page) => page.getByRole('region', { name: 'Stops by route' });

async function openShuttlePage(page: Page): Promise<void> {
  await page.goto('/shuttle');
  await expect(mainHeading(page)).toHaveText('Track the shuttle', { timeout: 30_000 });
  await expect(routeStops(page)).toBeVisible({ timeout: 30_000 });
}

async function searchStop(page: Page, typed: string, option: string): Promise<void> {
  await myStop(page).getByRole('combobox', { name: 'Find a stop' }).fill(typed);
  await page.getByRole('option', { name: option }).click();
}

const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN;
const left = async (locator: Locator) => (await locator.boundingBox())?.x ?? Number.NaN;

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.beforeAll(async ({ playwright, simulatedBaseURL }) => {
  const request = await playwright.request.newContext({ baseURL: simulatedBaseURL });
  await startLoopService(request, shuttle.Vehicle_ID);
  await request.dispose();
});

test('the header keeps Login and the theme toggle in view, on a phone, a tablet and a desktop', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await openShuttlePage(page);
    await expect(page.getByRole('link', { name: 'Login' })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: /Switch to (dark|light) theme/ })).toBeInViewport(
      {
        ratio: 1,
      },
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
    await searchStop(page, 'Fermi', 'Fermi Avenue (H2)');
    await expect(page.getByTestId('map')).toHaveAttribute('data-map-ready', 'true', {
      timeout: 30_000,
    });
    await page.screenshot({
      path: testInfo.outputPath(`public-${size.width}x${size.height}.png`),
    });
    // On a phone my stop comes before the map; on a wide screen they sit side by side.
    const panel = myStop(page);
    const map = page.getByTestId('map');
    if (size.width < 1024) expect(await top(panel)).toBeLessThan(await top(map));
    else expect(await left(panel)).toBeGreaterThan(await left(map));
  }
  // On a phone the page links are in a menu.
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Site pages' }).click();
  await expect(page.getByRole('menuitem', { name: 'About Us' })).toBeVisible();
});

test('search picks a stop and its next arrivals come first', async ({ page }) => {
  test.setTimeout(150_000);
  await openShuttlePage(page);
  await expect(myStop(page).getByTestId('stop-arrivals')).toHaveCount(0);
  // By part of the name, or by the stop's code.
  await searchStop(page, 'curie', 'Curie Avenue (H5)');
  await expect(myStop(page).getByRole('heading', { name: 'Curie Avenue' })).toBeVisible();
  // A stop the shuttle is a few minutes from (the one it stands at has no time yet).
  const loop = page.getByRole('region', { name: HARWELL_CAMPUS_LOOP.name });
  const coming = loop
    .getByTestId('stop-arrivals')
    .filter({
      has: page
        .getByTestId('arrival')
        .filter({ hasText: shuttle.name })
        .filter({ hasText: /in (about )?([3-9]|\d\d) min/ }),
    })
    .first();
  await expect(coming).toBeVisible({ timeout: 30_000 });
  const name = (await coming.getAttribute('data-stop-name')) ?? '';
  const code = stop(name).label;
  await searchStop(page, code, `${name} (${code})`);
  const card = myStop(page).getByTestId('stop-arrivals');
  await expect(card.getByRole('heading', { name })).toBeVisible();
  // Other shuttles may be on the loop too (the server is shared): pick ours among them.
  await expect(card.getByTestId('arrival').first()).toBeVisible({ timeout: 30_000 });
  const arrival = card.getByTestId('arrival').filter({ hasText: shuttle.name }).first();
  await expect(arrival).toBeVisible({ timeout: 30_000 });
  await expect(arrival).toHaveText(
    /(due|in (about )?\d+ min).*at (about )?\d{2}:\d{2}.*(\d+ seats? free|Full)/,
  );
  // It is the first stop on the page, above the map and the lists.
  expect(await top(card)).toBeLessThan(await top(page.getByTestId('map')));
  expect(await top(card)).toBeLessThan(await top(routeStops(page)));
});

test('a starred stop stays a favourite after a reload, and becomes my stop', async ({ page }) => {
  test.setTimeout(90_000);
  await openShuttlePage(page);
  const loop = page.getByRole('region', { name: HARWELL_CAMPUS_LOOP.name });
  await loop.getByRole('button', { name: 'Add Thomson Avenue to favourites' }).click();
  await expect(
    loop.getByRole('button', { name: 'Remove Thomson Avenue from favourites' }),
  ).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(routeStops(page)).toBeVisible({ timeout: 30_000 });
  const favourites = page.getByRole('group', { name: 'Favourite stops' });
  await expect(favourites.getByRole('button')).toHaveText(['Thomson Avenue (H4)']);
  await expect(myStop(page).getByRole('heading', { name: 'Thomson Avenue' })).toBeVisible();
  await expect(
    loop.getByRole('button', { name: 'Remove Thomson Avenue from favourites' }),
  ).toHaveAttribute('aria-pressed', 'true');
});

test('with location shared, "Nearest stop" picks the closest one', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const diamond = stop('Diamond Light Source');
  await context.grantPermissions(['geolocation'], { origin: baseURL ?? '' });
  await context.setGeolocation({ latitude: diamond.lat + 0.0004, longitude: diamond.lon + 0.0002 });
  await openShuttlePage(page);
  await myStop(page).getByRole('button', { name: 'Nearest stop' }).click();
  await expect(page.getByTestId('locate-message')).toHaveText(
    /^Nearest stop: Diamond Light Source \(H6\), \d+ m away\.$/,
  );
  await expect(myStop(page).getByRole('heading', { name: 'Diamond Light Source' })).toBeVisible();
});

test('with location refused, the page says so and keeps the search', async ({ page, context }) => {
  test.setTimeout(60_000);
  await context.clearPermissions();
  await openShuttlePage(page);
  await myStop(page).getByRole('button', { name: 'Nearest stop' }).click();
  await expect(page.getByTestId('locate-message')).toContainText('Location not shared');
  await expect(myStop(page).getByRole('combobox', { name: 'Find a stop' })).toBeEnabled();
});

test('every route lists its stops in route order', async ({ page }) => {
  await openShuttlePage(page);
  const loop = page.getByRole('region', { name: HARWELL_CAMPUS_LOOP.name });
  await expect(loop.getByRole('heading', { level: 4 })).toHaveText(
    HARWELL_CAMPUS_LOOP.stops.map((s) => s.name),
  );
});

test('the page links a valid web app manifest with real icons', async ({ page, request }) => {
  await openShuttlePage(page);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    short_name: 'Shuttle',
    start_url: '/shuttle',
    display: 'standalone',
    theme_color: '#364fc7',
    background_color: '#ffffff',
  });
  expect(manifest.name.length).toBeGreaterThan(0);
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(await image.body()), icon.src).toEqual({ width, height });
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
    'content',
    manifest.theme_color,
  );
});

test('offline, /shuttle opens from the service worker with the last known information', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  await openShuttlePage(page);
  await searchStop(page, 'Main', 'Main Gate (H1)');
  await expect(page.getByTestId('map')).toHaveAttribute('data-map-ready', 'true', {
    timeout: 30_000,
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      message: 'the service worker controls the page',
      timeout: 30_000,
    })
    .toBe(true);
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const missing: string[] = [];
          for (const entry of performance.getEntriesByType('resource')) {
            const url = new URL(entry.name);
            if (url.origin !== location.origin || !url.pathname.startsWith('/assets/')) continue;
            if ((await caches.match(url.pathname)) === undefined) missing.push(url.pathname);
          }
          return missing;
        }),
      { message: 'every asset the page loaded is cached', timeout: 30_000 },
    )
    .toEqual([]);
  await expect
    .poll(() =>
      page.evaluate(() => localStorage.getItem('shuttle-ops-public-last-known:owner') !== null),
    )
    .toBe(true);

  await context.setOffline(true);
  const shell = await page.reload();
  expect(shell?.fromServiceWorker(), 'the page comes from the service worker').toBe(true);
  await expect(mainHeading(page)).toHaveText('Track the shuttle');
  await expect(page.getByTestId('connection-banner')).toContainText(
    'Offline — showing last known information',
  );
  await expect(page.getByTestId('connection-banner')).toContainText(/Last updated at \d{2}:\d{2}/);
  const loop = page.getByRole('region', { name: HARWELL_CAMPUS_LOOP.name });
  await expect(loop.getByRole('heading', { level: 4 })).toHaveText(
    HARWELL_CAMPUS_LOOP.stops.map((s) => s.name),
  );
  await expect(myStop(page).getByRole('heading', { name: 'Main Gate' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('public-offline-390x844.png') });

  await context.setOffline(false);
  await expect(page.getByTestId('connection-banner')).toHaveCount(0, { timeout: 30_000 });
});

test('the public page has no serious accessibility violations with a stop chosen', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await openShuttlePage(page);
  await searchStop(page, 'Innov', 'Innovation Centre (H3)');
  await myStop(page).getByRole('button', { name: 'Add Innovation Centre to favourites' }).click();
  await expect(page.getByTestId('map')).toHaveAttribute('data-map-ready', 'true', {
    timeout: 30_000,
  });
  const violations = await seriousViolations(page, testInfo);
  expect(violations, describeViolations(violations)).toEqual([]);
});
