import { expect, request as playwrightRequest, test as base } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  buildPath,
  DEMO_VEHICLES,
  HARWELL_CAMPUS_LOOP,
  HARWELL_SITE,
  pointAt,
  signInResponse,
  vehicleCreated,
} from '@shuttle-ops/domain';
import type { MqttLink } from '@shuttle-ops/simulator';
import { randomUUID } from 'node:crypto';
import { describeViolations, seriousViolations } from '../support/axe.ts';
import { fillSignIn, mainHeading } from '../support/console.ts';
import { DEMO_PASSWORD, demoUser } from '../support/demo-users.ts';
import { meanBrightness } from '../support/png-pixels.ts';
import { startSimulatedServer } from '../support/simulated-server.ts';
import { connectVehicle, telemetrySnapshot, type CreatedVehicle } from '../support/vehicle-link.ts';

/**
 * The service dashboard with service context on a fleet of 24 (Darwin's two simulated shuttles
 * and 22 more made over the API): route, next stop, delay and headway per vehicle, the
 * dense list at 1440x900 without scrolling, filters and sort, wall mode and the dark map.
 */

type VehicleCreated = CreatedVehicle;

/** Vehicles seeded over the API; the first REPORTING of them send telemetry and run services. */
const SEEDED = 22;
const REPORTING = 5;

interface Fleet {
  baseURL: string;
  seeded: VehicleCreated[];
  /** In service: the first two simulated Darwin shuttles and the reporting seeded ones. */
  inService: number;
  alarmed: VehicleCreated;
}

const DARWIN = DEMO_VEHICLES.filter((v) => v.customer === 'Darwin');
const FLEET_SIZE = SEEDED + DARWIN.length;
/** The third Darwin shuttle waits for its daily checklist (docs/decisions/0020-demo-flows.md). */
const DARWIN_RUNNING = DARWIN.slice(0, 2);
const loop = buildPath(HARWELL_CAMPUS_LOOP.path.coordinates);

async function adminApi(baseURL: string): Promise<{ api: APIRequestContext; token: string }> {
  const api = await playwrightRequest.newContext({ baseURL });
  const answer = signInResponse.parse(
    await (
      await api.post('/auth/signin', { data: { username: 'admin', password: DEMO_PASSWORD } })
    ).json(),
  );
  if (!('AuthenticationResult' in answer)) throw new Error('admin sign-in asked a challenge');
  return { api, token: answer.AuthenticationResult.AccessToken };
}

/** A telemetry snapshot at a distance along the loop (metres). */
function snapshot(vehicle: VehicleCreated, distance: number) {
  const at = pointAt(loop, ((distance % loop.length) + loop.length) % loop.length);
  return telemetrySnapshot(vehicle, { at, speed: 10, battery: 77, robotMode: 'DRIVING' });
}

function alertOf(vehicle: VehicleCreated) {
  const at = new Date();
  return {
    id: randomUUID(),
    level: 'ERROR',
    source_id: vehicle.Vehicle_ID,
    source_type: 'VEHICLE',
    message: 'E2E door sensor fault',
    time: at.toISOString(),
    Source_ID: vehicle.Vehicle_ID,
    Customer_ID: vehicle.Customer_ID,
    event_name: 'ALERT_RAISED',
    msg_id: 1,
    site_name: HARWELL_SITE.siteName,
    timestamp: at.getTime(),
    location: { lat: 51.5736, lon: -1.30395, alt: 120, bearing: 90 },
    alerts: [
      {
        id: randomUUID(),
        category: 'SAFETY',
        code: 'E2E-DOOR',
        level: 'ERROR',
        state: 'ACTIVE',
        message: 'E2E door sensor fault',
        consequences: 'The shuttle stays at the stop.',
        correctionProcedure: 'Check the door sensor.',
      },
    ],
  };
}

/** MQTT links for vehicles, over the console's /mqtt WebSocket, once all are connected. */
const connectVehicles = (baseURL: string, vehicles: VehicleCreated[]): Promise<MqttLink[]> =>
  Promise.all(vehicles.map((vehicle) => connectVehicle(baseURL, vehicle)));

const test = base.extend<{ links: MqttLink[] }, { fleet: Fleet }>({
  fleet: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await startSimulatedServer();
      const { api, token } = await adminApi(server.baseURL);
      const headers = { authorization: `Bearer ${token}` };
      const seeded: VehicleCreated[] = [];
      for (let i = 1; i <= SEEDED; i++) {
        const res = await api.post('/dev/v1/vehicles', {
          headers,
          data: {
            operation: 'CREATE',
            name: `Wall Shuttle ${String(i).padStart(2, '0')}`,
            registration: null,
            status_flag: 'active',
            maxOccupancy: 12,
          },
        });
        expect(res.status(), await res.text()).toBe(201);
        seeded.push(vehicleCreated.parse(await res.json()));
      }
      const routes = (await (await api.get('/dev/v1/routes', { headers })).json()) as {
        Items: { Route_ID: string; name: string }[];
      };
      const route = routes.Items.find((r) => r.name === HARWELL_CAMPUS_LOOP.name)!;
      const starters = [
        ...DARWIN_RUNNING.map((v) => v.Vehicle_ID),
        ...seeded.slice(0, REPORTING).map((v) => v.Vehicle_ID),
      ];
      // A vehicle runs a service only once it has reported: each reporting one sends a first snapshot.
      const first = await connectVehicles(server.baseURL, seeded.slice(0, REPORTING));
      seeded.slice(0, REPORTING).forEach((vehicle, i) => {
        first[i]?.publish('telemetry', snapshot(vehicle, (loop.length * (i + 0.5)) / REPORTING));
      });
      for (const vehicleId of starters) {
        await expect
          .poll(
            async () => {
              const res = await api.post('/dev/v1/services', {
                headers,
                data: { Vehicle_ID: vehicleId, Route_ID: route.Route_ID },
              });
              return res.status() === 201 ? 201 : `${res.status()} ${await res.text()}`;
            },
            { timeout: 30_000 },
          )
          .toBe(201);
      }
      await Promise.all(first.map((link) => link.close()));
      await api.dispose();
      await use({
        baseURL: server.baseURL,
        seeded,
        inService: starters.length,
        alarmed: seeded[0]!,
      });
      await server.stop();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ fleet }, use) => use(fleet.baseURL),
  // The reporting vehicles drive along the loop, a fifth of it apart, while each test runs.
  links: async ({ fleet }, use) => {
    const reporting = fleet.seeded.slice(0, REPORTING);
    const links = await connectVehicles(fleet.baseURL, reporting);
    let step = 0;
    const drive = () => {
      reporting.forEach((vehicle, i) => {
        links[i]?.publish(
          'telemetry',
          snapshot(vehicle, (loop.length * (i + 0.5)) / REPORTING + step * 8),
        );
      });
      step++;
    };
    drive();
    links[0]?.publish('alerts', alertOf(fleet.alarmed));
    const timer = setInterval(drive, 1_000);
    await use(links);
    clearInterval(timer);
    await Promise.all(links.map((link) => link.close()));
  },
});

test.describe.configure({ mode: 'serial' });

const sortBox = (page: Page) =>
  page.getByRole('textbox', { name: 'Sort by' }).or(page.getByLabel('Sort by')).first();

const rows = (page: Page) =>
  page.getByRole('list', { name: 'Vehicles' }).getByTestId('vehicle-item');

async function openDashboard(page: Page, path = '/servicedashboard') {
  // This suite's server drives two shuttles and five more vehicles: give it time to answer.
  const user = demoUser('service-manager');
  await page.goto('/login');
  await fillSignIn(page, user.username, DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: user.displayName, exact: true })).toBeVisible({
    timeout: 60_000,
  });
  await page.goto(path);
  await expect(page.getByTestId('live-status').first()).toHaveText(/Live/, { timeout: 60_000 });
}

test.describe('service dashboard with service context', () => {
  test('24 vehicles fit the list at 1440x900 with route, next stop, ETA, delay and headway', async ({
    page,
    fleet,
    links,
  }, testInfo) => {
    test.setTimeout(360_000);
    expect(links).toHaveLength(REPORTING);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openDashboard(page);
    await expect(mainHeading(page)).toHaveText('Service Dashboard');
    await expect(rows(page)).toHaveCount(FLEET_SIZE, { timeout: 20_000 });

    // Every row is on the screen at once: no scrolling, in the list or the page.
    const scroller = await page.getByRole('list', { name: 'Vehicles' }).evaluate((list) => {
      let box: HTMLElement | null = list.parentElement;
      while (box && getComputedStyle(box).overflowY !== 'auto') box = box.parentElement;
      return {
        overflow: box === null ? 0 : box.scrollHeight - box.clientHeight,
        page: document.scrollingElement!.scrollHeight - window.innerHeight,
      };
    });
    expect(scroller.overflow).toBeLessThanOrEqual(0);
    expect(scroller.page).toBeLessThanOrEqual(0);
    const last = await rows(page).last().boundingBox();
    expect(last !== null && last.y + last.height <= 900).toBe(true);

    // The vehicles in service show their route, next stop and, once predicted, their delay.
    const inService = page.locator('[data-testid="vehicle-item"][data-in-service="true"]');
    await expect(inService).toHaveCount(fleet.inService, { timeout: 20_000 });
    await expect(inService.first()).toContainText(HARWELL_CAMPUS_LOOP.name);
    await expect(inService.locator('[data-field="next-stop"]').first()).not.toHaveText(/–$/);
    await expect(
      inService.locator('[data-field="delay"]').filter({ hasText: /min late|min early|On time/ }),
    ).toHaveCount(fleet.inService, { timeout: 30_000 });
    // Five shuttles a fifth of the loop apart: each has a vehicle ahead.
    await expect(
      inService
        .locator('[data-field="headway"]')
        .filter({ hasText: /\d+ (min|s)$/ })
        .first(),
    ).toBeVisible({ timeout: 30_000 });

    await page.screenshot({ path: testInfo.outputPath('dashboard-1440x900.png') });
    const violations = await seriousViolations(page, testInfo);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  test('filters (in service, late, alarm, silent) and sorts by delay and by status', async ({
    page,
    fleet,
    links,
  }) => {
    test.setTimeout(360_000);
    expect(links).toHaveLength(REPORTING);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openDashboard(page);
    await expect(rows(page)).toHaveCount(FLEET_SIZE, { timeout: 20_000 });

    const filter = (name: RegExp) => page.getByTestId('vehicle-filter').getByText(name).click();
    await filter(/^In service \d+$/);
    await expect(page).toHaveURL(/filter=in-service/);
    await expect(rows(page)).toHaveCount(fleet.inService);

    // The vehicle that raised an alarm is listed under Alarm.
    await filter(/^Alarm \d+$/);
    await expect(rows(page).filter({ hasText: 'Wall Shuttle 01' })).toHaveCount(1, {
      timeout: 20_000,
    });
    for (const status of await rows(page).evaluateAll((items) =>
      items.map((item) => (item as HTMLElement).dataset['status']),
    )) {
      expect(['emergency', 'assistance', 'warning', 'driving', 'waiting', 'at-stop']).toContain(
        status,
      );
    }

    // The seeded vehicles that never reported are silent.
    await filter(/^Silent \d+$/);
    await expect(rows(page)).toHaveCount(SEEDED - REPORTING);
    await expect(rows(page).first()).toContainText('No data');

    // Late: only rows whose delay says late (there may be none).
    await filter(/^Late \d+$/);
    await expect(page).toHaveURL(/filter=late/);
    await expect
      .poll(async () => {
        const listed = await rows(page).count();
        if (listed === 0) return page.getByTestId('filter-empty-state').isVisible();
        return (await rows(page).locator('[data-punctuality="late"]').count()) === listed;
      })
      .toBe(true);

    // Sort by delay: latest first, vehicles without a delay last.
    await filter(/^All \d+$/);
    await sortBox(page).click();
    await page.getByRole('option', { name: 'Sort: Delay' }).click();
    await expect(page).toHaveURL(/sort=delay/);
    await expect
      .poll(
        async () => {
          const delays = await rows(page).evaluateAll((items) =>
            items.map((item) => (item as HTMLElement).dataset['delay'] ?? ''),
          );
          const known = delays.filter((d) => d !== '').map(Number);
          const sorted = known.every((d, i) => i === 0 || d <= known[i - 1]!);
          const blanksLast =
            delays.indexOf('') === -1 || delays.slice(delays.indexOf('')).every((d) => d === '');
          return known.length > 0 && sorted && blanksLast;
        },
        { timeout: 20_000, message: 'rows ordered by delay, latest first' },
      )
      .toBe(true);

    // Sort by status: the alarmed vehicle comes before the quiet ones.
    await sortBox(page).click();
    await page.getByRole('option', { name: 'Sort: Status' }).click();
    await expect(rows(page).first()).toHaveAttribute('data-status', /emergency|assistance|warning/);

    // The list folds away and the map takes the whole width.
    const map = page.getByTestId('map');
    const before = (await map.boundingBox())!.width;
    await page.getByRole('button', { name: 'Hide the list' }).click();
    await expect(page.getByRole('list', { name: 'Vehicles' })).toHaveCount(0);
    await expect.poll(async () => (await map.boundingBox())!.width).toBeGreaterThan(before + 300);
    await page.getByTestId('show-list').click();
    await expect(rows(page)).toHaveCount(FLEET_SIZE);
  });

  test('wall mode: full window, large type, no chrome; Escape leaves; ?wall=1 opens it', async ({
    page,
    links,
  }, testInfo) => {
    test.setTimeout(360_000);
    expect(links).toHaveLength(REPORTING);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openDashboard(page);
    await page.getByRole('button', { name: 'Wall mode' }).click();
    const wall = page.getByTestId('wall-view');
    await expect(wall).toBeVisible();
    await expect(page).toHaveURL(/wall=1/);
    // It covers the window: what is at the corners is the wall, not the menu or the top bar.
    const covered = await page.evaluate(() =>
      [
        [5, 5],
        [5, window.innerHeight - 5],
        [window.innerWidth - 5, 5],
      ].every(
        ([x, y]) =>
          document.elementFromPoint(x!, y!)?.closest('[data-testid="wall-view"]') !== null,
      ),
    );
    expect(covered).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('data-layout', 'wall');
    const fontSize = await wall
      .getByTestId('vehicle-item')
      .first()
      .evaluate((row) => parseFloat(getComputedStyle(row).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(18);
    await expect(wall.getByTestId('vehicle-item')).toHaveCount(FLEET_SIZE);
    await page.screenshot({ path: testInfo.outputPath('dashboard-wall-1440x900.png') });
    const violations = await seriousViolations(page, testInfo);
    expect(violations, describeViolations(violations)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(wall).toHaveCount(0);
    await expect(page).not.toHaveURL(/wall=1/);
    await expect(page.locator('html')).not.toHaveAttribute('data-layout', 'wall');
    await expect(page.getByRole('navigation', { name: 'Side menu' })).toBeVisible();

    // A display opens it straight from the address.
    await page.goto('/servicedashboard?wall=1');
    await expect(page.getByTestId('wall-view')).toBeVisible({ timeout: 20_000 });
  });

  test('the dark theme has a dark map; screenshots at 1024x768 and 390x844', async ({
    page,
    links,
  }, testInfo) => {
    test.setTimeout(360_000);
    expect(links).toHaveLength(REPORTING);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await openDashboard(page);
    const map = page.getByTestId('map');
    await expect(map).toHaveAttribute('data-map-ready', 'true', { timeout: 30_000 });
    await expect(map).toHaveAttribute('data-basemap', 'dark');
    // Until the map has drawn its dark tiles.
    const brightness = async () => meanBrightness(await map.screenshot());
    await expect.poll(brightness, { timeout: 15_000 }).toBeLessThan(70);
    const darkBrightness = await brightness();
    expect(darkBrightness).toBeLessThan(70);
    await page.screenshot({ path: testInfo.outputPath('dashboard-dark-1440x900.png') });
    const violations = await seriousViolations(page, testInfo);
    expect(violations, describeViolations(violations)).toEqual([]);

    // The light theme keeps the light map.
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(map).toHaveAttribute('data-basemap', 'light');
    await expect.poll(brightness, { timeout: 15_000 }).toBeGreaterThan(darkBrightness + 80);

    for (const [width, height] of [
      [1024, 768],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await expect(rows(page).first()).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`dashboard-${width}x${height}.png`) });
      const atSize = await seriousViolations(page, testInfo);
      expect(atSize, describeViolations(atSize)).toEqual([]);
    }
  });
});
