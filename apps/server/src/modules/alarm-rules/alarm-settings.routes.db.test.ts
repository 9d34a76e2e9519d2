import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ALARM_SETTINGS, type AlarmSettings } from '@shuttle-ops/domain';
import { clientFor, errorOf, type TestClient } from '../../test/auth-client.ts';
import { auditEntries, customerIdOf } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import { alarmRulesTestApp } from './alarm-rules-test-app.ts';

const SETTINGS = '/dev/v1/realtimealerts/settings';
const LEGACY = '/dev/realtimealerts/settings';

let t: TestApp;
let admin: TestClient;
let serviceManager: TestClient;
let operator: TestClient;
let customerAdmin: TestClient;
let campusId: string;

const changed: AlarmSettings = {
  ...DEFAULT_ALARM_SETTINGS,
  enabled: { ...DEFAULT_ALARM_SETTINGS.enabled, STOPPED_OFF_STOP: false },
  levels: { ...DEFAULT_ALARM_SETTINGS.levels, VEHICLE_SILENT: 'CRITICAL' },
  vehicleSilentAfterS: 45,
  lowBatteryPercent: 15,
};

beforeAll(async () => {
  ({ t } = await alarmRulesTestApp());
  admin = await clientFor(t.app, 'admin');
  serviceManager = await clientFor(t.app, 'service-manager');
  operator = await clientFor(t.app, 'operator');
  customerAdmin = await clientFor(t.app, 'customer-admin');
  campusId = await customerIdOf(t.database.db, 'Campus Mobility');
});
afterAll(() => t.close());

describe('GET realtimealerts/settings', () => {
  it('answers the defaults to whoever processes alerts, on both bases', async () => {
    for (const url of [SETTINGS, LEGACY]) {
      const res = await serviceManager.get(url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(DEFAULT_ALARM_SETTINGS);
    }
    expect((await customerAdmin.get(SETTINGS)).json()).toEqual(DEFAULT_ALARM_SETTINGS);
  });

  it('is refused to an operator', async () => {
    const res = await operator.get(SETTINGS);
    expect(res.statusCode).toBe(403);
  });
});

describe('PUT realtimealerts/settings', () => {
  it('saves the whole settings, answers them, audits the change and GET reads them', async () => {
    const res = await admin.put(SETTINGS, changed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(changed);
    expect((await serviceManager.get(SETTINGS)).json()).toEqual(changed);
    expect((await serviceManager.get(LEGACY)).json()).toEqual(changed);
    expect(await t.app.alarmRules.settingsOf(admin.customerId)).toEqual(changed);

    const [entry] = await auditEntries(t.database.db, 'alarm-settings.update');
    expect(entry).toMatchObject({
      outcome: 'success',
      customerId: admin.customerId,
      username: 'admin',
    });
    expect(entry!.details).toMatchObject({
      changed: [
        'enabled.STOPPED_OFF_STOP',
        'levels.VEHICLE_SILENT',
        'lowBatteryPercent',
        'vehicleSilentAfterS',
      ],
    });
  });

  it('is refused to an operator and a service manager, and nothing changes', async () => {
    const other = { ...changed, vehicleSilentAfterS: 99 };
    for (const client of [operator, serviceManager]) {
      const res = await client.put(SETTINGS, other);
      expect(res.statusCode).toBe(403);
      expect((await client.put(LEGACY, other)).statusCode).toBe(403);
    }
    expect((await admin.get(SETTINGS)).json()).toEqual(changed);
  });

  it('keeps each customer’s settings apart', async () => {
    // Darwin's change left Campus Mobility on the defaults.
    expect((await customerAdmin.get(SETTINGS)).json()).toEqual(DEFAULT_ALARM_SETTINGS);
    const campus = { ...DEFAULT_ALARM_SETTINGS, doorOpenMovingKmh: 3.5 };
    const res = await customerAdmin.put(LEGACY, campus);
    expect(res.statusCode).toBe(200);
    expect((await customerAdmin.get(SETTINGS)).json()).toEqual(campus);
    expect((await admin.get(SETTINGS)).json()).toEqual(changed);
    // The platform owner's admin may read and set another customer's.
    expect((await admin.get(`${SETTINGS}?Customer_ID=${campusId}`)).json()).toEqual(campus);
    const byAdmin = { ...campus, stopRadiusM: 60 };
    expect((await admin.put(`${SETTINGS}?Customer_ID=${campusId}`, byAdmin)).statusCode).toBe(200);
    expect((await customerAdmin.get(SETTINGS)).json()).toEqual(byAdmin);
    expect((await admin.get(SETTINGS)).json()).toEqual(changed);
    // Another customer's admin may not.
    const intrusion = await customerAdmin.put(
      `${SETTINGS}?Customer_ID=${admin.customerId}`,
      campus,
    );
    expect(intrusion.statusCode).toBe(403);
    expect(
      (await customerAdmin.get(`${SETTINGS}?Customer_ID=${admin.customerId}`)).statusCode,
    ).toBe(403);
    expect((await admin.get(SETTINGS)).json()).toEqual(changed);
  });

  const { levels: _levels, ...withoutLevels } = changed;
  it.each([
    ['a missing field', withoutLevels, 'body.levels'],
    [
      'an unknown field',
      { ...changed, Customer_ID: '5b1c0b8e-0000-4000-8000-000000000000' },
      'body',
    ],
    [
      'a threshold under its minimum',
      { ...changed, vehicleSilentAfterS: 2 },
      'body.vehicleSilentAfterS',
    ],
    [
      'a threshold over its maximum',
      { ...changed, lowBatteryPercent: 100 },
      'body.lowBatteryPercent',
    ],
    [
      'a fractional number of seconds',
      { ...changed, stoppedOffStopAfterS: 30.5 },
      'body.stoppedOffStopAfterS',
    ],
    ['a number as text', { ...changed, stopRadiusM: '30' }, 'body.stopRadiusM'],
    [
      'an unknown level',
      { ...changed, levels: { ...changed.levels, LOW_BATTERY: 'LOUD' } },
      'body.levels.LOW_BATTERY',
    ],
    [
      'a rule switched on by a string',
      { ...changed, enabled: { ...changed.enabled, LOW_BATTERY: 'yes' } },
      'body.enabled.LOW_BATTERY',
    ],
    [
      'a missing rule',
      { ...changed, enabled: { VEHICLE_SILENT: true } },
      'body.enabled.LOW_BATTERY',
    ],
  ])('refuses %s with a 400 naming it, and saves nothing', async (_name, body, field) => {
    const before = (await auditEntries(t.database.db, 'alarm-settings.update')).length;
    const res = await admin.put(SETTINGS, body);
    expect(res.statusCode).toBe(400);
    const error = errorOf(res);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.fields).toContain(field);
    expect((await admin.get(SETTINGS)).json()).toEqual(changed);
    expect(await auditEntries(t.database.db, 'alarm-settings.update')).toHaveLength(before);
  });

  it('refuses a body that is not an object', async () => {
    const res = await admin.put(SETTINGS, [changed]);
    expect(res.statusCode).toBe(400);
    expect((await admin.get(SETTINGS)).json()).toEqual(changed);
  });
});
