import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_VEHICLES, HARWELL_CAMPUS_LOOP } from '@shuttle-ops/domain';
import { describeViolations, seriousViolations } from '../support/axe.ts';
import { artifactPath, mainHeading, signIn, signOut } from '../support/console.ts';
import { demoUser } from '../support/demo-users.ts';
import { simulatedTest as test, startLoopService } from '../support/simulated-test.ts';

// Moving shuttles need the simulator: these run against their own server with it on.
test.describe.configure({ mode: 'serial' });
// These stub the page's network per test; the offline app shell is tested in public-phone.spec.ts.
test.use({ serviceWorkers: 'block' });

const shuttle = DEMO_VEHICLES.find((v) => v.customer === 'Darwin')!;

/** Where each shuttle marker is, by vehicle id (the marker carries its position). */
function markerPositions(page: Page): Promise<Record<string, string>> {
  return page
    .getByTestId('shuttle-marker')
    .evaluateAll((markers) =>
      Object.fromEntries(
        markers.map((m) => [
          (m as HTMLElement).dataset['vehicleId'] ?? '',
          `${(m as HTMLElement).dataset['lat']},${(m as HTMLElement).dataset['lon']}`,
        ]),
      ),
    );
}

const startService = (request: APIRequestContext) => startLoopService(request, shuttle.Vehicle_ID);

test('signed out, a passenger sees the shuttles move and the next arrivals', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await startService(request);
  await page.goto('/shuttle');
  await expect(mainHeading(page)).toHaveText('Track the shuttle');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  // The shuttles are on the map and in the list, live.
  const markers = page.getByTestId('shuttle-marker');
  await expect(markers.first()).toBeVisible({ timeout: 30_000 });
  const shuttles = page.getByRole('region', { name: 'Shuttles' });
  await expect(shuttles.getByRole('heading', { name: shuttle.name })).toBeVisible();
  await expect(page.getByTestId('updated-ago')).toHaveText(/Updated \d+ s ago/);

  const before = await markerPositions(page);
  await expect
    .poll(
      async () => {
        const after = await markerPositions(page);
        return Object.entries(after).some(
          ([id, at]) => before[id] !== undefined && before[id] !== at,
        );
      },
      { message: 'a shuttle marker moves on the map', timeout: 20_000 },
    )
    .toBe(true);

  // Every stop of the loop is listed; the service gives them arrival times.
  const arrivals = page.getByRole('region', { name: 'Stops by route' });
  for (const stop of HARWELL_CAMPUS_LOOP.stops) {
    await expect(arrivals.getByRole('heading', { name: stop.name, exact: true })).toBeVisible();
  }
  // Other tests on this worker's server may run the other shuttle too: find this one's times.
  const times = arrivals.getByTestId('arrival').filter({ hasText: shuttle.name });
  await expect(times.first()).toBeVisible({ timeout: 30_000 });
  await expect(times.first()).toHaveText(/(due|in (about )?\d+ min).*at (about )?\d{2}:\d{2}/);
  // The time to wait, "in about" included, shows whole beside the shuttle on a desktop and a phone.
  for (const size of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    const cut = await times.evaluateAll((rows) =>
      rows
        .map((row) => row.firstElementChild as HTMLElement)
        .filter((eta) => eta.scrollWidth > eta.clientWidth + 1)
        .map((eta) => eta.textContent),
    );
    expect(cut, `cut at ${size.width} px`).toEqual([]);
  }
  await expect(
    shuttles.getByText(new RegExp(`\\d+ of ${shuttle.maxOccupancy} places taken`)).first(),
  ).toBeVisible();
  await expect(page.getByTestId('connection-banner')).toHaveCount(0);
  // Arrivals that fall due are announced politely to screen readers.
  await expect(page.getByTestId('arrivals-announcer')).toHaveAttribute('aria-live', 'polite');
});

test('an announcement a content manager posts appears on the public page', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const text = `The loop is diverted via Fermi Avenue today (${Date.now()}).`;
  const manager = demoUser('content-manager');
  await signIn(page, manager);
  await page.goto('/admin/announcement');
  await expect(mainHeading(page)).toHaveText('Announcements');
  await page.getByRole('button', { name: 'New announcement' }).click();
  const form = page.getByRole('form', { name: 'Announcement' });
  await form.getByRole('button', { name: 'Publish announcement' }).click();
  await expect(form.getByText('Text is required')).toBeVisible();
  await expect(form.getByText('Choose who sees it')).toBeVisible();
  await form.getByLabel('Text').fill(text);
  await form.getByRole('radio', { name: 'Public', exact: true }).check();
  await form.getByRole('button', { name: 'Publish announcement' }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Announcements' })).toContainText(text);
  await signOut(page, manager);

  const visitor = await browser.newContext({ baseURL: baseURL ?? '' });
  const passenger = await visitor.newPage();
  await passenger.goto('/shuttle');
  await expect(
    passenger.getByTestId('public-announcement').filter({ hasText: text }),
  ).toBeVisible();
  await visitor.close();
});

test('without the live connection the page says so and keeps up by polling', async ({ page }) => {
  test.setTimeout(90_000);
  await page.routeWebSocket(/\/graphql$/, (ws) => ws.close({ code: 1011, reason: 'Gone' }));
  await page.goto('/shuttle');
  await expect(page.getByTestId('connection-banner')).toContainText('Live updates interrupted', {
    timeout: 30_000,
  });
  await expect(page.getByTestId('shuttle-marker').first()).toBeVisible({ timeout: 30_000 });
  const before = await markerPositions(page);
  await expect
    .poll(
      async () => {
        const after = await markerPositions(page);
        return Object.entries(after).some(
          ([id, at]) => before[id] !== undefined && before[id] !== at,
        );
      },
      { message: 'the shuttles still move, by polling', timeout: 20_000 },
    )
    .toBe(true);
});

test('cut off from the server, the page says so and a silent shuttle has no live estimate', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await startService(request);
  await page.routeWebSocket(/\/graphql$/, (ws) => ws.close({ code: 1011, reason: 'Gone' }));
  await page.goto('/shuttle');
  await expect(page.getByTestId('arrival').first()).toBeVisible({ timeout: 30_000 });

  await page.route('**/public/v1/**', (route) => route.abort());
  await expect(page.getByTestId('connection-banner')).toContainText(
    'No connection to the shuttle service',
    { timeout: 15_000 },
  );
  // After 10 s without news the shuttle is shown as silent, its times as no live estimate.
  const item = page.getByTestId('shuttle').filter({ hasText: shuttle.name });
  await expect(item).toHaveAttribute('data-stale', 'true', { timeout: 20_000 });
  await expect(item).toContainText('Not reporting');
  await expect(page.getByTestId('no-live-estimate').first()).toBeVisible();
  await expect(page.getByTestId('arrival')).toHaveCount(0);
});

test('the public page has no serious accessibility violations, on a phone too', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/shuttle');
    await expect(page.getByRole('region', { name: 'Stops by route' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByTestId('map')).toHaveAttribute('data-map-ready', 'true', {
      timeout: 30_000,
    });
    const violations = await seriousViolations(page, testInfo);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: artifactPath(`public-tracking-${viewport.width}.png`) });
  }
});
