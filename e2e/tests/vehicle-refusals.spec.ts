import { expect, test } from '@playwright/test';
import { signInResponse, vehicleCreated } from '@shuttle-ops/domain';
import { runVehicleCheck } from '@shuttle-ops/simulator';
import { dialog, findRow, uniqueSuffix } from '../support/admin.ts';
import { mainHeading, signIn } from '../support/console.ts';
import { DEMO_PASSWORD, demoUser } from '../support/demo-users.ts';

test('an admin sees why the server refused messages of a vehicle', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const vehicleName = `E2E Gateway ${uniqueSuffix(testInfo.workerIndex)}`;
  const api = baseURL ?? '';

  // A vehicle, created over REST for its MQTT credentials.
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
      name: vehicleName,
      registration: null,
      status_flag: 'active',
      maxOccupancy: 12,
    },
  });
  expect(created.status()).toBe(201);
  const vehicle = vehicleCreated.parse(await created.json());

  // The integrators' check sends good and broken messages over MQTT on WebSocket.
  const report = await runVehicleCheck({
    mqttUrl: `${api.replace(/^http/, 'ws')}/mqtt`,
    vehicleId: vehicle.Vehicle_ID,
    customerId: vehicle.Customer_ID,
    password: vehicle.mqtt.password,
    apiUrl: api,
    user: 'admin',
    userPassword: DEMO_PASSWORD,
    timing: { settleMs: 1000 },
  });
  const wrong = report.results.filter((r) => r.expected.outcome === 'refused');
  expect(wrong.map((r) => [r.verdict, r.reason])).toEqual([
    ['REFUSED', 'JSON'],
    ['REFUSED', 'OWNER'],
    ['REFUSED', 'SCHEMA'],
    ['REFUSED', 'NONCE'],
    ['REFUSED', 'NONCE'],
  ]);

  await signIn(page, demoUser('admin'));
  await page.goto('/admin/vehicle');
  await expect(mainHeading(page)).toHaveText('Vehicles');
  const row = await findRow(page, vehicleName);
  await row.getByRole('button', { name: `More actions for ${vehicleName}` }).click();
  await page.getByRole('menuitem', { name: 'Refused messages' }).click();

  const drawer = dialog(page, `Refused messages of ${vehicleName}`);
  const table = drawer.getByRole('table', { name: 'Refused messages' });
  // Every wrong message is listed with its reason; the schema refusal names the field.
  const rows = table.getByRole('row');
  await expect(rows.filter({ hasText: 'SCHEMA' })).toContainText('dt_canbus');
  await expect(rows.filter({ hasText: 'OWNER' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'JSON' })).toHaveCount(1);
  const count = await rows.count();
  await drawer.getByRole('button', { name: 'Refresh' }).click();
  await expect(rows).toHaveCount(count);
});
