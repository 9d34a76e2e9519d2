import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  DEMO_VEHICLES,
  HARWELL_CAMPUS_LOOP,
  serviceList,
  vehicleCreated,
} from '@shuttle-ops/domain';
import type { Service } from '@shuttle-ops/domain';
import { dialog, findRow, uniqueSuffix } from '../support/admin.ts';
import { headersOf } from '../support/api-session.ts';
import { describeViolations, seriousViolations } from '../support/axe.ts';
import { mainHeading, signIn } from '../support/console.ts';
import { demoUser } from '../support/demo-users.ts';
import { simulatedTest as test } from '../support/simulated-test.ts';

// Stops actually served, passengers counted and commands answered need moving shuttles: a server
// of its own, its simulated shuttles running their demo services ten times faster than life.
test.use({ simulatorSettings: { SIM_SERVICES: 'on', SIM_TIME_SCALE: '10' } });

// One server for the file: its tests run one after the other in one worker, each with time for
// screens that load their chunks on a busy machine.
test.describe.configure({ mode: 'default', timeout: 180_000 });

const SIZES = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
] as const;

const TIME_WITH_SECONDS = /\d{2}:\d{2}:\d{2}/;

/** Waits until no animation (a drawer sliding in) is running. */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running'),
  );
}

test('a service manager opens a service from the history: stops, occupancy, alarms; printable', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const headers = await headersOf(request, 'service-manager');

  // A demo service that has served a few stops and counted passengers.
  let served: Service | undefined;
  await expect
    .poll(
      async () => {
        const answer = serviceList.parse(
          await (
            await request.get('/dev/v1/services?serviceStatus=active&limit=50', { headers })
          ).json(),
        );
        served = answer.Items.find(
          (s) => (s.stops ?? []).filter((stop) => stop.arrived_at !== null).length >= 2,
        );
        return served !== undefined;
      },
      { timeout: 120_000, intervals: [2_000] },
    )
    .toBe(true);
  const service = served!;

  await signIn(page, demoUser('service-manager'));
  await page.goto('/servicehistory');
  await expect(mainHeading(page)).toHaveText('Service History');
  const table = page.getByRole('table', { name: 'Services' });
  await table
    .getByRole('link', {
      name: new RegExp(`^Details of ${service.vehicleName} on ${service.routeName}`),
    })
    .click();
  await expect(page).toHaveURL(new RegExp(`\\?service=${service.Service_ID}$`));

  const detail = page.getByRole('dialog', {
    name: new RegExp(`^${service.vehicleName} on ${service.routeName}`),
  });
  const stops = detail.getByRole('table', { name: 'Stops served' });
  await expect(stops.getByRole('columnheader')).toHaveText([
    'No',
    'Stop',
    'Scheduled',
    'Actual',
    'Difference',
  ]);
  await expect(stops.getByRole('row')).toHaveCount(HARWELL_CAMPUS_LOOP.stops.length + 1);
  // A stop served: scheduled and actual times to the second, and how they compare.
  const reached = stops
    .getByRole('row')
    .filter({ hasText: /On time|late|early/ })
    .first();
  await expect(reached.getByRole('cell').nth(2)).toHaveText(TIME_WITH_SECONDS);
  await expect(reached.getByRole('cell').nth(3)).toHaveText(TIME_WITH_SECONDS);

  await expect(
    detail.getByRole('img', { name: /^Passengers on board from \d{2}:\d{2}:\d{2} to / }),
  ).toBeVisible();
  await expect(
    detail
      .getByRole('table', { name: 'Passenger counts' })
      .or(detail.getByText('No passengers were counted on this service.')),
  ).toBeVisible();
  await expect(
    detail
      .getByRole('table', { name: 'Alarms' })
      .or(detail.getByText('No alarm was raised on this vehicle during the service.')),
  ).toBeVisible();
  // The replay is a link to trip playback on the service's vehicle and time.
  await expect(detail.getByRole('link', { name: 'Replay trip' })).toHaveAttribute(
    'href',
    new RegExp(`^/operator/playback\\?vehicles=${service.Vehicle_ID}&from=`),
  );

  for (const size of SIZES) {
    await page.setViewportSize(size);
    await settled(page);
    await expect(stops).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`history-detail-${size.width}x${size.height}.png`),
    });
  }
  const violations = await seriousViolations(page, testInfo);
  expect(violations, describeViolations(violations)).toEqual([]);

  // On paper only the detail: the list and the shell behind it stay off.
  await page.emulateMedia({ media: 'print' });
  await expect(stops).toBeVisible();
  await expect(table).toBeHidden();
  await expect(detail.getByRole('button', { name: 'Print' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // Escape closes it and the list is as it was.
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(page).toHaveURL(/\/servicehistory$/);
  await expect(table).toBeVisible();
});

test('the command log names each command in words and times it to the second', async ({
  page,
  request,
}) => {
  const shuttle = DEMO_VEHICLES.find((v) => v.customer === 'Darwin')!;
  const headers = await headersOf(request, 'remote-operator');
  const sent = await request.post('/dev/v1/navyacontrolapi/move/stop', {
    headers,
    data: { vehicle_id: shuttle.Vehicle_ID },
  });
  // Executed, refused or unanswered: the log holds it either way.
  expect([200, 409, 504]).toContain(sent.status());

  await signIn(page, demoUser('admin'));
  await page.goto('/admin/commandlog');
  await expect(mainHeading(page)).toHaveText('Command Log');
  const commands = page.getByRole('table', { name: 'Commands' });
  const row = commands.getByRole('row').filter({ hasText: shuttle.name }).first();
  await expect(row).toContainText('Stop');
  await expect(row).not.toContainText('move/stop');
  await expect(row.getByRole('cell').first()).toHaveText(
    /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}:\d{2}$/,
  );
});

test('the vehicles list shows when each vehicle was last heard from, online or offline', async ({
  page,
  request,
}, testInfo) => {
  // A vehicle that never connected.
  const name = `E2E Silent ${uniqueSuffix(testInfo.workerIndex)}`;
  const created = await request.post('/dev/v1/vehicles', {
    headers: await headersOf(request, 'admin'),
    data: { operation: 'CREATE', name, registration: null, status_flag: 'active', maxOccupancy: 8 },
  });
  expect(created.status()).toBe(201);
  vehicleCreated.parse(await created.json());

  await signIn(page, demoUser('admin'));
  await page.goto('/admin/vehicle');
  await expect(mainHeading(page)).toHaveText('Vehicles');
  await expect(page.getByRole('columnheader', { name: 'Last seen' })).toBeVisible();

  const driving = DEMO_VEHICLES.find((v) => v.customer === 'Darwin')!;
  const live = await findRow(page, driving.name);
  await expect(live).toContainText('Online');
  await expect(live).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}:\d{2}/);

  const silent = await findRow(page, name);
  await expect(silent).toContainText('Offline');
  await expect(silent).toContainText('Never seen');
});

test('a second bus stop of the same name at the same place is flagged before it is saved', async ({
  page,
}) => {
  const gate = HARWELL_CAMPUS_LOOP.stops[0]!;
  await signIn(page, demoUser('admin'));
  await page.goto('/admin/busstop');
  await expect(mainHeading(page)).toHaveText('Bus Stops');
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill(gate.name);
  const named = page.getByRole('table', { name: 'Bus stops' }).getByRole('row').filter({
    hasText: gate.name,
  });
  await expect(named.first()).toBeVisible();
  const before = await named.count();
  await page.getByRole('button', { name: 'New bus stop' }).click();
  const form = dialog(page, 'New bus stop');
  // The same name in other letters, about 5 m away.
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(gate.name.toUpperCase());
  await form
    .getByRole('textbox', { name: 'Latitude', exact: true })
    .fill(String((gate.lat + 0.00004).toFixed(6)));
  await form.getByRole('textbox', { name: 'Longitude', exact: true }).fill(String(gate.lon));
  const warning = form
    .getByRole('alert')
    .filter({ hasText: 'A stop with this name is already here' });
  await expect(warning).toContainText(`“${gate.name}” (${gate.label}, ${gate.direction}) is`);

  await form.getByRole('button', { name: 'Create bus stop' }).click();
  const confirm = dialog(page, 'Save a second stop here?');
  await expect(confirm).toContainText('Passengers and routes would see two stops');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(form).toBeVisible();

  // Moved 40 m away it is another stop: saved without a question.
  await form
    .getByRole('textbox', { name: 'Latitude', exact: true })
    .fill(String((gate.lat + 0.00036).toFixed(6)));
  await expect(warning).toHaveCount(0);
  await form.getByRole('button', { name: 'Create bus stop' }).click();
  await expect(form).toBeHidden();
  await expect(named).toHaveCount(before + 1);
});
