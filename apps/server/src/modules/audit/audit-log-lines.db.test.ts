import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Route } from '@shuttle-ops/domain';
import { clientFor, type TestClient } from '../../test/auth-client.ts';
import { createPoolUser, createVehicle } from '../../test/factories.ts';
import { campusLoop, markReported, SERVICES } from '../../test/services.ts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.ts';

// What an operator watching the server's log sees: one info line for each sign-in, failed
// sign-in and lockout, refused departure, alarm raised and incident recorded; never a secret.

interface LogLine {
  level: number;
  msg: string;
  audit?: string;
  outcome?: string;
  username?: string;
  [key: string]: unknown;
}

const INFO = 30;
const lines: LogLine[] = [];
const raw: string[] = [];
let t: TestApp;
let admin: TestClient;
let operator: TestClient;
let manager: TestClient;
let route: Route;

beforeAll(async () => {
  const stream = new PassThrough();
  let buffered = '';
  stream.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    let end = buffered.indexOf('\n');
    while (end >= 0) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 1);
      raw.push(line);
      lines.push(JSON.parse(line) as LogLine);
      end = buffered.indexOf('\n');
    }
  });
  t = await createTestApp({ LOG_LEVEL: 'info' }, { build: { logStream: stream } });
  admin = await clientFor(t.app, 'admin');
  operator = await clientFor(t.app, 'operator');
  manager = await clientFor(t.app, 'service-manager');
  route = await campusLoop(operator);
}, 120_000);
afterAll(() => t.close());

const auditLines = (action: string) => lines.filter((line) => line.audit === action);
/** The details of a line (an object asserted on with `toMatchObject`). */
const detailsOf = (line: LogLine | undefined) => line?.['details'];

describe('the log of what people and the rules do', () => {
  it('has a line for each sign-in, each failed one and the lockout, without the password', async () => {
    expect(auditLines('auth.signin')).toContainEqual(
      expect.objectContaining({
        level: INFO,
        msg: 'sign-in',
        outcome: 'success',
        username: 'operator',
      }),
    );
    const user = await createPoolUser(t.database.db, { password: DEMO_PASSWORD });
    const wrong = 'Not-The-Password-1';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/signin',
        payload: { username: user.username, password: wrong },
      });
      expect(res.statusCode).toBe(401);
    }
    const failures = auditLines('auth.signin').filter((l) => l.username === user.username);
    expect(failures).toHaveLength(5);
    expect(failures.every((l) => l.level === INFO && l.msg === 'sign-in: failure')).toBe(true);
    expect(auditLines('auth.lockout')).toEqual([
      expect.objectContaining({
        level: INFO,
        msg: 'account locked after failed sign-ins: denied',
        username: user.username,
        details: { failures: 5, action: 'auth.signin' },
      }),
    ]);
    expect(raw.some((line) => line.includes(wrong) || line.includes(DEMO_PASSWORD))).toBe(false);
  });

  it('has a line for a start the departure gate refuses', async () => {
    const vehicle = await createVehicle(t.database.db, 'Darwin');
    markReported(t, vehicle);
    const master = await admin.post('/dev/v1/checklist/master', {
      name: 'Daily check',
      sections: [
        {
          title: 'Brakes',
          items: [{ label: 'Brakes hold', type: 'yes_no', safety_critical: true }],
        },
      ],
      applies_to: { Vehicle_IDs: [vehicle.id], Route_IDs: [] },
    });
    expect(master.statusCode).toBe(201);
    const refused = await operator.post(SERVICES, {
      Vehicle_ID: vehicle.id,
      Route_ID: route.Route_ID,
      serviceStatus: 'active',
    });
    expect(refused.statusCode).toBe(409);
    const refusals = auditLines('service.start.refused');
    expect(refusals).toEqual([
      expect.objectContaining({
        level: INFO,
        msg: 'service start refused by the departure gate: denied',
        username: 'operator',
      }),
    ]);
    expect(detailsOf(refusals[0])).toMatchObject({
      Vehicle_ID: vehicle.id,
      code: 'CHECKLIST_REQUIRED',
    });
  });

  it('has a line for an alarm raised and an incident recorded', async () => {
    const vehicle = await createVehicle(t.database.db, 'Darwin');
    const alarm = await manager.post('/dev/v1/realtimealerts', {
      Vehicle_ID: vehicle.id,
      level: 'ERROR',
      category: 'DOORS',
      code: 'DOOR-7',
      message: 'Door stuck half open',
    });
    expect(alarm.statusCode).toBe(201);
    const raised = auditLines('alarm.create');
    expect(raised).toEqual([expect.objectContaining({ level: INFO, msg: 'alarm raised by hand' })]);
    expect(detailsOf(raised[0])).toMatchObject({ vehicle_id: vehicle.id });
    const incident = await manager.post('/dev/v1/incidents', {
      title: 'Kerb strike',
      description: 'The shuttle touched the kerb at the stop.',
      category: 'near-miss',
      severity: 'minor',
      occurred_at: new Date(Date.now() - 10 * 60_000).toISOString(),
    });
    expect(incident.statusCode).toBe(201);
    expect(auditLines('incident.create')).toEqual([
      expect.objectContaining({
        level: INFO,
        msg: 'incident recorded',
        username: 'service-manager',
      }),
    ]);
  });
});
