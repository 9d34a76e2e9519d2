import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { vehicleCreated } from '@shuttle-ops/domain';
import type { MqttLink } from '@shuttle-ops/simulator';
import { uniqueSuffix } from '../support/admin.ts';
import { apiSession, type ApiSession } from '../support/api-session.ts';
import { mainHeading, signIn } from '../support/console.ts';
import { demoUser } from '../support/demo-users.ts';
import { connectVehicle, type CreatedVehicle } from '../support/vehicle-link.ts';

/**
 * One vehicle's live state is the same on the dashboard, the remote-control screen and the public
 * page: a partial snapshot changes only what it carries, and a snapshot older than the one shown
 * (a late redelivery) changes nothing, on every screen.
 */

test.use({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });

type Measures = Record<string, number | string>;

async function createVehicle(admin: ApiSession, name: string): Promise<CreatedVehicle> {
  const created = await admin.post('/dev/v1/vehicles', {
    operation: 'CREATE',
    name,
    registration: null,
    status_flag: 'active',
    maxOccupancy: 10,
  });
  expect(created.status(), await created.text()).toBe(201);
  return vehicleCreated.parse(await created.json());
}

/** Publishes one snapshot at `at` and waits for the broker's acknowledgement (stored then). */
async function report(link: MqttLink, vehicle: CreatedVehicle, at: number, measures: Measures) {
  const acknowledged = link.stats().acknowledged;
  link.publish('telemetry', {
    vehicle_id: vehicle.Vehicle_ID,
    customer_id: vehicle.Customer_ID,
    dt_canbus: new Date(at).toISOString(),
    measure_values_list: Object.entries(measures).map(([measure_name, measure_value]) => ({
      measure_name,
      measure_value,
    })),
  });
  await expect
    .poll(() => link.stats().acknowledged, { timeout: 20_000 })
    .toBeGreaterThan(acknowledged);
}

async function signedInPage(browser: Browser, user: string, path: string, heading: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, demoUser(user));
  await page.goto(path);
  await expect(mainHeading(page)).toHaveText(heading, { timeout: 30_000 });
  return page;
}

const position = (lat: number, lon: number) => `${lat.toFixed(5)} ${lon.toFixed(5)}`;

test('dashboard, remote control and public page show one live state after partial and late snapshots', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const suffix = uniqueSuffix(testInfo.workerIndex);
  const admin = await apiSession(request, 'admin');
  const vehicle = await createVehicle(admin, `E2E Live ${suffix}`);
  // A second shuttle whose positions mark, on the public page, that earlier messages arrived.
  const marker = await createVehicle(admin, `E2E Live marker ${suffix}`);
  const link = await connectVehicle(baseURL ?? '', vehicle);
  const markerLink = await connectVehicle(baseURL ?? '', marker);

  const base = Date.now() - 20_000;
  const A = { lat: 51.5741, lon: -1.3102 };
  const B = { lat: 51.5752, lon: -1.3087 };
  const C = { lat: 51.5703, lon: -1.3155 };
  await report(link, vehicle, base, {
    LATITUDE: A.lat,
    LONGITUDE: A.lon,
    COURSE: 45,
    SPEED: 12,
    BATTERY_STATUS_LEVEL: 80,
    DOOR_STATUS: 'CLOSED',
    VEHICLE_MODE: 'AUTONOMOUS',
    ROBOT_MODE: 'DRIVING',
  });
  await report(markerLink, marker, base, { LATITUDE: 51.57, LONGITUDE: -1.3 });

  try {
    const dashboard = await signedInPage(
      browser,
      'service-manager',
      '/servicedashboard',
      'Service Dashboard',
    );
    const control = await signedInPage(
      browser,
      'remote-operator',
      `/operator/control?vehicle=${vehicle.Vehicle_ID}`,
      'Remote Operator',
    );
    const publicPage: Page = await (await browser.newContext()).newPage();
    await publicPage.goto('/shuttle');
    await expect(mainHeading(publicPage)).toHaveText('Track the shuttle', { timeout: 30_000 });

    const row = dashboard.locator(
      `[data-testid="vehicle-item"][data-vehicle-id="${vehicle.Vehicle_ID}"]`,
    );
    const panel = control.locator('section[aria-labelledby="live-state-heading"]');
    const shuttle = (id: string) =>
      publicPage.locator(`[data-testid="shuttle"][data-vehicle-id="${id}"]`);

    // Every screen starts from the first snapshot.
    await expect(row.locator('[data-field="speed"]')).toContainText('12.0 km/h', {
      timeout: 30_000,
    });
    await expect(control.getByTestId('live-speed')).toHaveText('12.0 km/h', { timeout: 30_000 });
    await expect(shuttle(vehicle.Vehicle_ID)).toHaveAttribute(
      'data-position',
      position(A.lat, A.lon),
      {
        timeout: 30_000,
      },
    );
    // The live feeds run before the news comes (the remote control's badge is the feed's).
    await expect(dashboard.getByTestId('live-status')).toContainText('Live', { timeout: 30_000 });
    await expect(publicPage.getByTestId('connection-banner')).toHaveCount(0, { timeout: 30_000 });

    // A partial snapshot: speed and position only; the battery stays as it was.
    await report(link, vehicle, base + 2_000, { SPEED: 7, LATITUDE: B.lat, LONGITUDE: B.lon });
    // A late redelivery of an older snapshot: it must change nothing anywhere.
    await report(link, vehicle, base + 1_000, {
      SPEED: 30,
      BATTERY_STATUS_LEVEL: 20,
      LATITUDE: C.lat,
      LONGITUDE: C.lon,
    });
    // Newer news after it, so each screen has heard the late one before: doors open, and the
    // marker shuttle moves (the public feed carries positions only).
    await report(link, vehicle, base + 3_000, { DOOR_STATUS: 'OPEN' });
    await report(markerLink, marker, base + 3_000, { LATITUDE: 51.571, LONGITUDE: -1.301 });

    await expect(row).toHaveAttribute('data-updated', new Date(base + 3_000).toISOString());
    await expect(control.getByTestId('live-doors')).toHaveText('OPEN');
    await expect(shuttle(marker.Vehicle_ID)).toHaveAttribute(
      'data-position',
      position(51.571, -1.301),
    );

    const shown = position(B.lat, B.lon);
    await expect(row.locator('[data-field="speed"]')).toContainText('7.0 km/h');
    await expect(row.locator('[data-field="battery"]')).toContainText('80 %');
    await expect(row).toHaveAttribute('data-position', shown);
    await expect(control.getByTestId('live-speed')).toHaveText('7.0 km/h');
    await expect(control.getByTestId('live-battery')).toHaveText('80 %');
    await expect(panel).toHaveAttribute('data-position', shown);
    await expect(shuttle(vehicle.Vehicle_ID)).toHaveAttribute('data-position', shown);
    await expect(shuttle(vehicle.Vehicle_ID)).toHaveAttribute('data-stale', 'false');
  } finally {
    await link.close({ flushTimeoutMs: 500 });
    await markerLink.close({ flushTimeoutMs: 500 });
  }
});
