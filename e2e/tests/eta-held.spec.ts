import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { DEMO_VEHICLES } from '@shuttle-ops/domain';
import { mainHeading, signIn } from '../support/console.ts';
import { demoUser } from '../support/demo-users.ts';
import { labelsOutsideMap, shownLabels } from '../support/legibility.ts';
import { simulatedTest as test, startLoopService } from '../support/simulated-test.ts';

// A moving shuttle with a service is needed: this runs against its own server with the simulator.
test.describe.configure({ mode: 'serial' });
// It stops a demo shuttle and leaves it held: a server of its own.
test.use({ ownSimulatedServer: 'eta-held' });

const shuttle = DEMO_VEHICLES.find((v) => v.customer === 'Darwin')!;

const speedOf = (text: string | null) => Number.parseFloat(text ?? '');

/** The ETA status of each of the shuttle's arrivals on the public page. */
const publicStatuses = (page: Page) =>
  page
    .getByTestId('arrival')
    .filter({ hasText: shuttle.name })
    .evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset['etaStatus'] ?? ''));

test('a shuttle stopped from afar is not promised on /shuttle or the operator screen', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  await startLoopService(request, shuttle.Vehicle_ID);

  // The operator who runs the service, and a passenger, watch it.
  const operator = await (await browser.newContext({ baseURL })).newPage();
  await signIn(operator, demoUser('operator'));
  await operator.goto('/operator');
  await expect(operator.getByTestId('current-service')).toContainText(shuttle.name, {
    timeout: 30_000,
  });
  const firstStop = operator.getByTestId('next-stop').first();
  await expect(firstStop).toBeVisible({ timeout: 30_000 });
  const passenger = await (await browser.newContext({ baseURL })).newPage();
  await passenger.goto('/shuttle');
  await expect(mainHeading(passenger)).toHaveText('Track the shuttle');
  await expect(
    passenger.getByTestId('arrival').filter({ hasText: shuttle.name }).first(),
  ).toBeVisible({ timeout: 30_000 });

  // The remote operator stops it once it drives.
  await signIn(page, demoUser('remote-operator'));
  await page.goto('/operator/control');
  await page.getByRole('combobox', { name: 'Vehicle' }).click();
  await page.getByRole('option', { name: shuttle.name }).click();
  await expect
    .poll(async () => speedOf(await page.getByTestId('live-speed').textContent()), {
      timeout: 120_000,
      intervals: [500],
    })
    .toBeGreaterThan(0);
  // The map is fitted to the shuttle's route: the stop labels it shows lie inside its frame.
  const map = page.getByRole('region', { name: 'Map', exact: true }).getByTestId('map');
  await expect.poll(() => shownLabels(map), { timeout: 30_000 }).toBeGreaterThanOrEqual(5);
  expect(await labelsOutsideMap(map)).toEqual([]);
  await page.getByRole('button', { name: `Stop ${shuttle.name}`, exact: true }).click();

  // Within 10 s neither screen promises it: they say it is delayed.
  await expect(firstStop).toHaveAttribute('data-eta-status', 'delayed', { timeout: 10_000 });
  await expect(operator.getByTestId('stop-due').first()).toContainText('Delayed');
  await expect(operator.getByTestId('stop-due').first()).not.toContainText(
    /in (about )?\d+ min|due/,
  );
  await expect
    .poll(async () => publicStatuses(passenger), { timeout: 10_000, intervals: [500] })
    .toEqual(expect.arrayContaining(['delayed']));
  expect(new Set(await publicStatuses(passenger))).toEqual(new Set(['delayed']));
  const rows = passenger.getByTestId('arrival').filter({ hasText: shuttle.name });
  await expect(rows.first()).toContainText('Delayed');
  await expect(rows.first()).not.toContainText(/in (about )?\d+ min/);

  // Still so a while later: the hold lasts, nothing counts down.
  await page.waitForTimeout(5_000);
  await expect(firstStop).toHaveAttribute('data-eta-status', 'delayed');
  expect(new Set(await publicStatuses(passenger))).toEqual(new Set(['delayed']));
});
