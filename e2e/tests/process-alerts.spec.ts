import { expect, test } from '@playwright/test';
import type { Browser, Locator, Page } from '@playwright/test';
import { HARWELL_SITE, signInResponse, vehicleCreated } from '@shuttle-ops/domain';
import type { FleetAlert } from '@shuttle-ops/domain';
import { randomUUID } from 'node:crypto';
import { uniqueSuffix } from '../support/admin.ts';
import { artifactPath, mainHeading, signIn } from '../support/console.ts';
import { DEMO_PASSWORD, demoUser } from '../support/demo-users.ts';
import { connectVehicle } from '../support/vehicle-link.ts';

/**
 * Issue 13's browser test: a vehicle publishes an alert over MQTT; within 2 s the alarm is on
 * /realtimealerts of every console of its customer and of no other; one console acknowledges,
 * assigns, comments and resolves it and the other sees each step live; the sound setting is
 * kept per user.
 */

/** A console in its own browser context (its own session storage and local storage). */
async function openConsole(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, demoUser(username));
  await page.goto('/realtimealerts');
  await expect(mainHeading(page)).toHaveText('Process Alerts');
  await expect(page.getByTestId('alarms-live-status')).toHaveText('Live', { timeout: 20_000 });
  return page;
}

const alarmRow = (page: Page, code: string): Locator =>
  page.getByTestId('alarm-row').filter({ hasText: code });

function alertMessage(vehicleId: string, customerId: string, code: string): FleetAlert {
  const at = new Date();
  const message = `E2E brake pressure low ${code}`;
  return {
    id: randomUUID(),
    level: 'ERROR',
    source_id: vehicleId,
    source_type: 'VEHICLE',
    message,
    time: at.toISOString(),
    Source_ID: vehicleId,
    Customer_ID: customerId,
    event_name: 'ALERT_RAISED',
    msg_id: 1,
    site_name: HARWELL_SITE.siteName,
    timestamp: at.getTime(),
    location: { lat: 51.5736, lon: -1.30395, alt: 120, bearing: 90 },
    alerts: [
      {
        id: randomUUID(),
        category: 'SAFETY',
        code,
        level: 'ERROR',
        state: 'ACTIVE',
        message,
        consequences: 'The shuttle stops at the next stop.',
        correctionProcedure: 'Send a technician to check the brakes.',
      },
    ],
  };
}

test('an alert from a vehicle reaches every console of its customer live and is processed there', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const api = baseURL ?? '';
  const code = `E2E-${uniqueSuffix(testInfo.workerIndex)}`.toUpperCase();

  // A vehicle of Darwin, created over REST for its MQTT credentials.
  const signedIn = signInResponse.parse(
    await (
      await request.post('/auth/signin', { data: { username: 'admin', password: DEMO_PASSWORD } })
    ).json(),
  );
  if (!('AuthenticationResult' in signedIn)) throw new Error('admin sign-in asked a challenge');
  const created = await request.post('/dev/v1/vehicles', {
    headers: { authorization: `Bearer ${signedIn.AuthenticationResult.AccessToken}` },
    data: {
      operation: 'CREATE',
      name: `E2E Alarm Shuttle ${code}`,
      registration: null,
      status_flag: 'active',
      maxOccupancy: 12,
    },
  });
  expect(created.status()).toBe(201);
  const vehicle = vehicleCreated.parse(await created.json());

  // Two consoles of Darwin (a service manager and an admin), one of Campus Mobility.
  const manager = await openConsole(browser, 'service-manager');
  const admin = await openConsole(browser, 'admin');
  const other = await openConsole(browser, 'customer-admin');

  // The service manager switches the sound on for errors and worse.
  await manager.getByRole('button', { name: 'Alerts off' }).click();
  await manager.getByRole('switch', { name: 'Play a sound' }).check();
  await expect(manager.getByTestId('alert-settings')).toHaveText('Alerts from Error');
  await manager.keyboard.press('Escape');
  const announcer = manager.getByTestId('alarm-announcer');
  const tonesBefore = Number(await announcer.getAttribute('data-tones'));

  // The vehicle publishes the alert over MQTT (on WebSocket, as vehicles behind a proxy do).
  const link = await connectVehicle(api, vehicle);
  try {
    link.publish('alerts', alertMessage(vehicle.Vehicle_ID, vehicle.Customer_ID, code));

    // Within 2 s on both consoles of Darwin…
    await Promise.all([
      expect(alarmRow(manager, code)).toBeVisible({ timeout: 2_000 }),
      expect(alarmRow(admin, code)).toBeVisible({ timeout: 2_000 }),
    ]);
    await expect(alarmRow(manager, code)).toHaveAttribute('data-state', 'OPEN');
    const alarmId = await alarmRow(admin, code).getAttribute('data-alarm-id');
    expect(alarmId).toMatch(/\S/);
    await expect(alarmRow(manager, code)).toContainText('Error');
    // …with the sound the service manager asked for.
    await expect
      .poll(async () => Number(await announcer.getAttribute('data-tones')))
      .toBeGreaterThan(tonesBefore);
    // (Other shuttles' alarms may be announced around it: the log keeps each.)
    await expect(announcer).toContainText(`New error alarm: E2E Alarm Shuttle ${code}`);
    // …and on no console of another customer, live or read again.
    await expect(alarmRow(other, code)).toHaveCount(0);
    await other.reload();
    await expect(other.getByTestId('alarm-table')).toBeVisible();
    await expect(alarmRow(other, code)).toHaveCount(0);

    // The admin follows the alarm's detail while the service manager works on it.
    await alarmRow(admin, code).getByRole('link').click();
    const watching = admin.getByTestId('alarm-detail');
    await expect(watching).toHaveAttribute('data-state', 'OPEN');
    await expect(watching).toContainText('Send a technician to check the brakes.');

    await alarmRow(manager, code).getByRole('link').click();
    const detail = manager.getByTestId('alarm-detail');
    await expect(detail).toContainText('The shuttle stops at the next stop.');
    await expect(detail.getByTestId('map')).toBeVisible({ timeout: 30_000 });
    await manager.screenshot({ path: artifactPath('process-alerts-detail.png') });

    // Acknowledge: the other console sees who did it.
    await detail.getByRole('button', { name: 'Acknowledge' }).click();
    await expect(detail).toHaveAttribute('data-state', 'ACKNOWLEDGED');
    await expect(watching).toHaveAttribute('data-state', 'ACKNOWLEDGED', { timeout: 5_000 });
    await expect(watching.getByTestId('alarm-history')).toContainText(
      'Acknowledged by Service Manager',
    );

    // The service manager takes it.
    await detail.getByRole('button', { name: 'Assign to me' }).click();
    await expect(watching).toHaveAttribute('data-state', 'ASSIGNED', { timeout: 5_000 });
    await expect(watching).toContainText('Service Manager');

    // Comment.
    await detail.getByRole('textbox', { name: 'Comment' }).fill('Technician on the way');
    await detail.getByRole('button', { name: 'Add comment' }).click();
    await expect(watching.getByTestId('alarm-history')).toContainText('Technician on the way', {
      timeout: 5_000,
    });

    // Resolve: the vehicle has not cleared the condition, so the console asks first.
    await detail.getByRole('button', { name: 'Resolve' }).click();
    const ask = manager.getByRole('dialog', { name: 'Resolve while the condition is present?' });
    await expect(ask).toContainText('the condition has not cleared');
    await ask.getByRole('button', { name: 'Resolve anyway' }).click();
    await expect(detail).toHaveAttribute('data-state', 'RESOLVED');
    await expect(watching).toHaveAttribute('data-state', 'RESOLVED', { timeout: 5_000 });

    // Acknowledging what was already taken answers with who took it (the admin's view is fresh,
    // so ask over REST with the first version, as a console that did not follow would; a
    // resolved alarm may leave the list's default filter, so its id was read before).
    const stale = await request.put(`/dev/v1/realtimealerts/${alarmId ?? ''}`, {
      headers: { authorization: `Bearer ${signedIn.AuthenticationResult.AccessToken}` },
      data: { action: 'acknowledge', version: 1 },
    });
    expect(stale.status()).toBe(409);
    expect(((await stale.json()) as { error: { message: string } }).error.message).toMatch(
      /Service Manager/,
    );
  } finally {
    await link.close({ flushTimeoutMs: 500 });
  }

  // The sound setting is remembered for the user, and switched off again.
  await manager.goto('/realtimealerts');
  await expect(manager.getByTestId('alert-settings')).toHaveText('Alerts from Error');
  await expect(manager.getByTestId('alert-settings')).toHaveAttribute('data-sound', 'true');
  await manager.getByTestId('alert-settings').click();
  await manager.getByRole('switch', { name: 'Play a sound' }).uncheck();
  await manager.reload();
  await expect(manager.getByRole('button', { name: 'Alerts off' })).toBeVisible();

  for (const page of [manager, admin, other]) await page.context().close();
});

/** The alert of issue 24 as another maker's vehicle sends it: every spec §3 field, its own ids. */
function ownIdsAlert(
  vehicleId: string,
  customerId: string,
  code: string,
  ids: { id: string | number; msgId: string | number; itemId: string | number },
) {
  const at = new Date().toISOString();
  return {
    id: ids.id,
    msg_id: ids.msgId,
    level: 'WARNING',
    source_id: vehicleId,
    source_type: 'vehicle',
    message: `Obstacle ahead ${code}`,
    time: at,
    Source_ID: vehicleId,
    Customer_ID: customerId,
    event_name: 'OBSTACLE_DETECTED',
    site_name: HARWELL_SITE.siteName,
    timestamp: at,
    location: { alt: 80, bearing: 90, lat: 51.5741, lon: -1.3121 },
    alerts: [
      {
        id: ids.itemId,
        category: 'SAFETY',
        code,
        level: 'WARNING',
        message: `Obstacle ahead ${code}`,
        consequences: 'Vehicle slows down',
        correctionProcedure: 'Clear the path',
        state: 'ACTIVE',
      },
    ],
  };
}

test('an alert whose ids are the vehicle’s own strings or numbers becomes one alarm, and its repeat stays one', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix(testInfo.workerIndex).toUpperCase();
  const signedIn = signInResponse.parse(
    await (
      await request.post('/auth/signin', { data: { username: 'admin', password: DEMO_PASSWORD } })
    ).json(),
  );
  if (!('AuthenticationResult' in signedIn)) throw new Error('admin sign-in asked a challenge');
  const authorization = `Bearer ${signedIn.AuthenticationResult.AccessToken}`;
  const created = await request.post('/dev/v1/vehicles', {
    headers: { authorization },
    data: {
      operation: 'CREATE',
      name: `E2E Other Maker ${suffix}`,
      registration: null,
      status_flag: 'active',
      maxOccupancy: 12,
    },
  });
  expect(created.status()).toBe(201);
  const vehicle = vehicleCreated.parse(await created.json());
  const manager = await openConsole(browser, 'service-manager');

  const strings = {
    code: `OBSTACLE-S-${suffix}`,
    ids: { id: `alert-${suffix}`, msgId: 'msg-11', itemId: 'a-1' },
  };
  const numbers = { code: `OBSTACLE-N-${suffix}`, ids: { id: 628_057, msgId: 11, itemId: 1 } };
  const link = await connectVehicle(baseURL ?? '', vehicle);
  try {
    for (const { code, ids } of [strings, numbers]) {
      const alert = ownIdsAlert(vehicle.Vehicle_ID, vehicle.Customer_ID, code, ids);
      link.publish('alerts', alert);
      await expect(alarmRow(manager, code)).toBeVisible({ timeout: 10_000 });
      await expect(alarmRow(manager, code)).toHaveAttribute('data-state', 'OPEN');
      await expect(alarmRow(manager, code)).toContainText('Warning');
      // The same message again (the same id): a repeat of it, not a new alarm.
      link.publish('alerts', alert);
    }
    // A last message shows that the repeats before it were handled.
    const last = {
      code: `OBSTACLE-L-${suffix}`,
      ids: { id: `last-${suffix}`, msgId: 12, itemId: 'l' },
    };
    link.publish(
      'alerts',
      ownIdsAlert(vehicle.Vehicle_ID, vehicle.Customer_ID, last.code, last.ids),
    );
    await expect(alarmRow(manager, last.code)).toBeVisible({ timeout: 10_000 });

    const listed = await request.get(
      `/dev/v1/realtimealerts?vehicle_id=${vehicle.Vehicle_ID}&state=ACTIVE`,
      { headers: { authorization } },
    );
    expect(listed.status()).toBe(200);
    const alarms = (
      (await listed.json()) as { Items: { code: string; count: number; alert_id: unknown }[] }
    ).Items;
    for (const { code, ids } of [strings, numbers]) {
      await expect(alarmRow(manager, code)).toHaveCount(1);
      await expect(alarmRow(manager, code).getByLabel(/times$/)).toHaveCount(0);
      expect(alarms.filter((a) => a.code === code)).toEqual([
        expect.objectContaining({ count: 1, alert_id: ids.id }),
      ]);
    }
    // Nothing the vehicle sent was refused.
    const refusals = await request.get(`/dev/v1/vehicles/${vehicle.Vehicle_ID}/refusals`, {
      headers: { authorization },
    });
    expect(((await refusals.json()) as { Count: number }).Count).toBe(0);
    await manager.screenshot({ path: artifactPath('process-alerts-own-ids.png') });
  } finally {
    await link.close({ flushTimeoutMs: 500 });
  }
  await manager.context().close();
});
