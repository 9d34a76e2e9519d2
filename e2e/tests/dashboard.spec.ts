import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { DEMO_VEHICLES } from '@shuttle-ops/domain';
import { describeViolations, seriousViolations } from '../support/axe.ts';
import { artifactPath, mainHeading, signIn } from '../support/console.ts';
import { demoUser } from '../support/demo-users.ts';
import { simulatedTest as test } from '../support/simulated-test.ts';

test.describe.configure({ mode: 'serial' });

const darwinVehicles = DEMO_VEHICLES.filter((v) => v.customer === 'Darwin');

type Centres = Record<string, [number, number]>;

/** Where each vehicle's marker is drawn on the screen, by vehicle id. */
function markerCentres(page: Page): Promise<Centres> {
  return page.getByTestId('vehicle-marker').evaluateAll((markers) =>
    Object.fromEntries(
      markers.map((marker) => {
        const box = marker.getBoundingClientRect();
        return [
          (marker as HTMLElement).dataset['vehicleId'] ?? '',
          [box.x + box.width / 2, box.y + box.height / 2],
        ];
      }),
    ),
  );
}

const movedBetween = (before: Centres, after: Centres): boolean =>
  Object.entries(after).some(([id, [x, y]]) => {
    const [x0, y0] = before[id] ?? [x, y];
    return Math.hypot(x - x0, y - y0) > 0.5;
  });

/** The vehicle time of each list entry's latest snapshot. */
function listUpdates(page: Page): Promise<string[]> {
  return page
    .getByTestId('vehicle-item')
    .evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset['updated'] ?? ''));
}

test.describe('service dashboard with simulated shuttles', () => {
  test('a service manager follows the shuttles live, opens one and compares its measures', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    // Wide enough for every column of the list, speed and battery too.
    await page.setViewportSize({ width: 1920, height: 1080 });
    await signIn(page, demoUser('service-manager'));
    await page.goto('/servicedashboard');
    await expect(mainHeading(page)).toHaveText('Service Dashboard');
    await expect(page.getByTestId('live-status')).toHaveText(/Live/, { timeout: 20_000 });

    // The customer's shuttles are on the map and in the list.
    const markers = page.getByTestId('vehicle-marker');
    await expect(markers).toHaveCount(darwinVehicles.length, { timeout: 20_000 });
    const list = page.getByRole('list', { name: 'Vehicles' });
    for (const vehicle of darwinVehicles) {
      await expect(list.getByRole('button', { name: new RegExp(vehicle.name) })).toBeVisible();
    }
    await expect(list.getByText(/updated \d+ s ago/).first()).toBeVisible();
    await expect(list.getByText(/km\/h/).first()).toBeVisible();

    // The markers move and the list follows the telemetry.
    const firstCentres = await markerCentres(page);
    const firstUpdates = await listUpdates(page);
    await expect
      .poll(async () => movedBetween(firstCentres, await markerCentres(page)), {
        timeout: 90_000,
        intervals: [500],
        message: 'a shuttle marker moves on the map',
      })
      .toBe(true);
    await expect
      .poll(
        async () => {
          const now = await listUpdates(page);
          return now.some((value, index) => value !== '' && value !== firstUpdates[index]);
        },
        { timeout: 20_000, message: 'the list shows newer telemetry' },
      )
      .toBe(true);
    await expect(page.getByTestId('vehicle-stale')).toHaveCount(0);

    // Opening a vehicle (from the keyboard) shows its live charts and latest readings.
    const shuttle = darwinVehicles[0];
    if (shuttle === undefined) throw new Error('No demo vehicle of Darwin');
    const item = list.getByRole('button', { name: new RegExp(shuttle.name) });
    await item.focus();
    await page.keyboard.press('Enter');
    const detail = page.getByTestId('vehicle-detail');
    await expect(detail.getByRole('heading', { level: 2, name: shuttle.name })).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`vehicle=${shuttle.Vehicle_ID}`));
    const speedChart = detail.locator('[data-testid="measure-chart"][data-measure="SPEED"]');
    await expect(speedChart).toBeVisible({ timeout: 20_000 });
    await expect(speedChart).not.toHaveAttribute('data-points', '0', { timeout: 20_000 });
    await expect(detail.getByTestId('latest-rows').getByRole('row')).not.toHaveCount(0);
    await expect(detail.getByTestId('latest-rows')).toContainText('km/h');
    // Tall enough for map, list and detail in one picture (the shell's footer is fixed).
    await page.setViewportSize({ width: 1280, height: 2000 });
    await page.screenshot({ path: artifactPath('service-dashboard.png') });
    await page.setViewportSize({ width: 1280, height: 800 });

    const violations = await seriousViolations(page, testInfo);
    expect(violations, describeViolations(violations)).toEqual([]);

    // Compare measures on /viewGraph: the charts keep growing as readings arrive.
    await detail.getByRole('link', { name: 'Compare measures' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/viewGraph/${shuttle.Vehicle_ID}\\?measures=SPEED,BATTERY_STATUS_LEVEL$`),
    );
    await expect(mainHeading(page)).toHaveText('Telemetry Graphs');
    const compared = page.getByTestId('measure-chart');
    await expect(compared).toHaveCount(2, { timeout: 20_000 });
    const speed = page.locator('[data-testid="measure-chart"][data-measure="SPEED"]');
    await expect(speed).not.toHaveAttribute('data-last-time', '', { timeout: 20_000 });
    const lastTime = Number(await speed.getAttribute('data-last-time'));
    await expect
      .poll(async () => Number(await speed.getAttribute('data-last-time')), {
        timeout: 20_000,
        message: 'a new point appears on the chart',
      })
      .toBeGreaterThan(lastTime);
    await expect(page.getByTestId('live-status')).toHaveText(/Live/);

    // A longer range back from now, kept in the address…
    await page.getByText('1 h', { exact: true }).click();
    await expect(page).toHaveURL(/[?&]range=1h$/);
    await expect(page.getByTestId('range-caption')).toHaveText(
      'Readings of the last hour, then each new one as it arrives.',
    );
    await expect(speed).not.toHaveAttribute('data-points', '0');
    // …or one between two London times: a reversed one is refused where it is typed.
    await page.getByText('Custom', { exact: true }).click();
    const custom = page.getByRole('form', { name: 'Custom time range' });
    const london = (ms: number) =>
      new Intl.DateTimeFormat('sv-SE', {
        timeZone: 'Europe/London',
        dateStyle: 'short',
        timeStyle: 'short',
      })
        .format(ms)
        .replace(' ', 'T');
    const now = Date.now();
    await custom.getByRole('textbox', { name: 'From', exact: true }).fill(london(now + 3_600_000));
    await custom.getByRole('textbox', { name: 'To', exact: true }).fill(london(now - 600_000));
    await custom.getByRole('button', { name: 'Show range' }).click();
    await expect(custom).toContainText('The end must be after the start');
    await custom.getByRole('textbox', { name: 'From', exact: true }).fill(london(now - 600_000));
    await custom.getByRole('textbox', { name: 'To', exact: true }).fill(london(now + 60_000));
    await custom.getByRole('button', { name: 'Show range' }).click();
    await expect(page).toHaveURL(/[?&]range=custom&from=.+&to=.+$/);
    await expect(page.getByTestId('range-caption')).toHaveText(
      /^Readings from .+ \(London time\)\.$/,
    );
    await expect(speed).not.toHaveAttribute('data-points', '0');
  });

  test('on a 768 px tablet the list is below the map', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await signIn(page, demoUser('operator'));
    await page.goto('/servicedashboard');
    await expect(mainHeading(page)).toHaveText('Service Dashboard');
    const map = page.getByTestId('map');
    const list = page.getByRole('list', { name: 'Vehicles' });
    await expect(map).toHaveAttribute('data-map-ready', 'true', { timeout: 30_000 });
    await expect(list).toBeVisible();
    const mapBox = await map.boundingBox();
    const listBox = await list.boundingBox();
    expect(mapBox && listBox && listBox.y >= mapBox.y + mapBox.height).toBe(true);
    // An operator may not open /viewGraph, so the detail offers no comparison.
    await list.getByRole('button').first().click();
    await expect(page.getByTestId('vehicle-detail')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Compare measures' })).toHaveCount(0);
  });
});
