import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  buildPath,
  departureGateStatus,
  HARWELL_CAMPUS_LOOP,
  pointAt,
  serviceList,
  vehicleLiveStateList,
} from '@shuttle-ops/domain';
import { createFreshUser } from '../support/accounts.ts';
import { uniqueSuffix } from '../support/admin.ts';
import { apiSession, type ApiSession } from '../support/api-session.ts';
import { vehicleWithMaster } from '../support/checklists.ts';
import { mainHeading, signIn } from '../support/console.ts';
import { connectVehicle, telemetrySnapshot, type CreatedVehicle } from '../support/vehicle-link.ts';

/**
 * The departure gate on the operator's tablet: a vehicle that a checklist applies to and that has
 * no passed checklist today is refused a start, with the reason and a link to the checklist;
 * once the operator has passed it there, the same start goes through.
 */

test.use({
  viewport: { width: 1024, height: 768 },
  // The tablet sends its location with the checklist when it may.
  permissions: ['geolocation'],
  geolocation: { latitude: 51.575, longitude: -1.311 },
});

const ITEMS = ['Brakes hold', 'Doors close and lock'];

/**
 * A service starts only on a vehicle that has reported: it sends one telemetry snapshot over
 * MQTT (on the console's WebSocket), and the console then holds its live state.
 */
async function reportOnce(baseURL: string, admin: ApiSession, vehicle: CreatedVehicle) {
  const link = await connectVehicle(baseURL, vehicle);
  try {
    const at = pointAt(buildPath(HARWELL_CAMPUS_LOOP.path.coordinates), 0);
    link.publish(
      'telemetry',
      telemetrySnapshot(vehicle, { at, speed: 0, battery: 90, robotMode: 'IDLE' }),
    );
    await expect
      .poll(
        async () => {
          const states = vehicleLiveStateList.parse(
            await (await admin.get('/dev/v1/vehicles/state')).json(),
          );
          return states.Items.find((s) => s.Vehicle_ID === vehicle.Vehicle_ID)?.dt_canbus ?? null;
        },
        { timeout: 15_000 },
      )
      .not.toBeNull();
  } finally {
    await link.close({ flushTimeoutMs: 500 });
  }
}

/** Picks an option of a searchable Mantine Select by typing its name. */
async function choose(page: Page, label: string, option: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(option);
  // Offered enabled only when it may be chosen (not busy, has reported).
  const item = page.getByRole('option', { name: option, exact: true });
  await expect(item).toBeVisible({ timeout: 30_000 });
  await expect(item).not.toHaveAttribute('aria-disabled', 'true');
  await item.click();
  await expect(input).toHaveValue(option);
}

/**
 * Chooses the vehicle (by the picker's label for it, its name and where its gate stands) and the
 * loop on /operator, and confirms the start.
 */
async function startService(page: Page, vehicleName: string, optionLabel: string) {
  await expect(page.getByRole('heading', { name: 'Start a service' })).toBeVisible();
  await choose(page, 'Vehicle', optionLabel);
  await choose(page, 'Route', HARWELL_CAMPUS_LOOP.name);
  await page.getByRole('button', { name: 'Start service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start this service?' });
  await expect(dialog).toContainText(
    `${vehicleName} starts running ${HARWELL_CAMPUS_LOOP.name} now`,
  );
  const answered = page.waitForResponse(
    (res) =>
      res.url().endsWith('/graphql') && (res.request().postData() ?? '').includes('createService'),
  );
  await dialog.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(dialog).toBeHidden();
  return (await (await answered).json()) as {
    data?: { createService?: { Service_ID: string } | null } | null;
    errors?: { extensions?: { code?: string } }[];
  };
}

test('a vehicle without a passed checklist today is refused a start until the operator passes it', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const run = uniqueSuffix(testInfo.workerIndex);
  const vehicleName = `E2E Gate Shuttle ${run}`;

  // Set-up over HTTP, as the admin: a new vehicle with a master of its own, and its first report.
  const admin = await apiSession(request, 'admin');
  const { vehicle, master } = await vehicleWithMaster(request, vehicleName, [
    {
      title: 'Before departure',
      items: ITEMS.map((label) => ({ label, type: 'pass_fail_na' })),
    },
  ]);
  const masterName = master.name;
  await reportOnce(baseURL ?? '', admin, vehicle);
  // The gate is shut for want of a checklist today (and for nothing else).
  const gate = departureGateStatus.parse(
    await (await admin.get(`/dev/v1/checklist/gate/${vehicle.Vehicle_ID}`)).json(),
  );
  expect(gate).toMatchObject({
    allowed: false,
    state: 'checklist_required',
    CL_Master_IDs: [master.CL_Master_ID],
    last_checklist: null,
    hold: null,
  });

  // An operator of Darwin of this test's own, so no other test's service is on its screen.
  const operator = await createFreshUser(request, testInfo.workerIndex);
  let serviceId: string | undefined;
  let ended = false;
  try {
    await signIn(page, operator, operator.password);
    await page.goto('/operator');
    await expect(mainHeading(page)).toHaveText('Operator');

    // The picker says the vehicle needs today's checklist; chosen, the screen says why it may
    // not start yet, links to the checklist and keeps Start disabled.
    await expect(page.getByRole('heading', { name: 'Start a service' })).toBeVisible();
    await choose(page, 'Vehicle', `${vehicleName} (checklist needed)`);
    await choose(page, 'Route', HARWELL_CAMPUS_LOOP.name);
    const held = page.getByTestId('start-gate-notice');
    await expect(held).toContainText('Today’s checklist first');
    await expect(held).toContainText(
      `Complete “${masterName}” for ${vehicleName} today before starting a service.`,
    );
    await expect(page.getByRole('button', { name: 'Start service' })).toBeDisabled();
    await expect(page.getByTestId('current-service')).toHaveCount(0);
    await held.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('departure-gate-held-1024x768.png') });
    // The server refuses the start too, in the same words, whoever asks.
    const routes = (await (await admin.get('/dev/v1/routes')).json()) as {
      Items: { Route_ID: string; name: string }[];
    };
    const loop = routes.Items.find((r) => r.name === HARWELL_CAMPUS_LOOP.name)!;
    const refused = await admin.post('/dev/v1/services', {
      Vehicle_ID: vehicle.Vehicle_ID,
      Route_ID: loop.Route_ID,
    });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: 'CHECKLIST_REQUIRED' } });
    const link = held.getByRole('link', { name: 'Fill in the checklist' });
    await expect(link).toHaveAttribute(
      'href',
      `/operator/checklist?Vehicle_ID=${vehicle.Vehicle_ID}`,
    );

    // The link opens the checklist of that vehicle, which says it is needed before departure.
    await link.click();
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/operator/checklist' &&
        url.searchParams.get('Vehicle_ID') === vehicle.Vehicle_ID,
    );
    await expect(mainHeading(page)).toHaveText('Operator Checklists');
    const notice = page.getByTestId('departure-gate');
    await expect(notice).toContainText('Checklist needed before departure');
    await expect(notice).toContainText(
      `Complete “${masterName}” for ${vehicleName} today before starting a service.`,
    );
    await expect(page.getByRole('heading', { level: 2, name: masterName })).toBeVisible();

    // Every item passes; the checklist is submitted and passed.
    for (const item of ITEMS) {
      const pass = page
        .getByRole('group', { name: item, exact: true })
        .getByRole('button', { name: 'Pass', exact: true });
      await pass.click();
      await expect(pass).toHaveAttribute('aria-pressed', 'true');
    }
    await page.getByRole('button', { name: 'Submit checklist' }).click();
    const result = page.getByTestId('checklist-result');
    await expect(result).toContainText('Checklist passed', { timeout: 20_000 });
    await expect(result).toContainText(`“${masterName}” for ${vehicleName}: passed.`);
    await expect(notice).toContainText('Ready to depart');

    // Back on the operator screen the same start goes through: the service runs.
    await result.getByRole('link', { name: 'Back to the operator screen' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/operator');
    await expect(mainHeading(page)).toHaveText('Operator');
    const started = await startService(page, vehicleName, `${vehicleName} (checked today)`);
    expect(started.errors ?? []).toEqual([]);
    serviceId = started.data?.createService?.Service_ID;
    expect(serviceId).toMatch(/^[0-9a-f-]{36}$/);
    const current = page.getByTestId('current-service');
    await expect(current).toHaveText(`${vehicleName} on ${HARWELL_CAMPUS_LOOP.name}`);
    await expect(
      page.getByRole('alert').filter({ hasText: 'The service was not started' }),
    ).toHaveCount(0);
    await expect(page.getByTestId('live-state')).toHaveText('Live', { timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'End service' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Start a service' })).toHaveCount(0);

    // The service ends, behind its confirmation, and the screen offers a new start.
    await page.getByRole('button', { name: 'End service' }).click();
    const ending = page.getByRole('dialog', { name: 'End this service?' });
    await ending.getByRole('button', { name: 'End service' }).click();
    await expect(page.getByRole('heading', { name: 'Start a service' })).toBeVisible();
    // The server agrees: this vehicle's only service started once, and is completed now.
    const services = serviceList.parse(
      await (
        await admin.get(`/dev/v1/services?Vehicle_ID=${vehicle.Vehicle_ID}&route_criteria=lite`)
      ).json(),
    );
    expect(services.Items.map((s) => [s.Service_ID, s.serviceStatus])).toEqual([
      [serviceId, 'completed'],
    ]);
    ended = true;
  } finally {
    // A service left running by a failure above ends here, so the vehicle is free again.
    if (serviceId !== undefined && !ended) {
      await admin.put('/dev/v1/service', { Service_ID: serviceId, serviceStatus: 'completed' });
    }
  }
});
