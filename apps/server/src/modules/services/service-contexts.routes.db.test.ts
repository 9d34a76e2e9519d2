import { beforeAll, describe, expect, it } from 'vitest';
import {
  pathLengthM,
  scheduledLapMs,
  type Route,
  type Service,
  type ServiceContextList,
} from '@shuttle-ops/domain';
import { clientFor, errorOf, type TestClient } from '../../test/auth-client.ts';
import { SERVICES, campusLoop, startService } from '../../test/services.ts';
import { updateServiceStopEtas } from './services.repository.ts';
import { testAppWith } from '../../test/test-kit.ts';

const { t } = testAppWith({});
let operator: TestClient;
let campus: TestClient;
let loop: Route;
beforeAll(async () => {
  const admin = await clientFor(t.app, 'admin');
  operator = await clientFor(t.app, 'operator');
  campus = await clientFor(t.app, 'campus-operator');
  loop = await campusLoop(admin);
});

const CONTEXT = `${SERVICES}/context`;
const bstOf = (service: Service, no: number) => Date.parse(service.stops![no - 1]!.BSt);

describe('GET services/context', () => {
  it('gives each active service its next stop, delay and headway to the vehicle ahead', async () => {
    const first = await startService(t, operator, loop);
    const second = await startService(t, operator, loop);
    const now = Date.now();
    // The first shuttle is at stop 1 and runs three minutes behind its timetable at every stop.
    await updateServiceStopEtas(t.database.db, first.Service_ID, [
      { No: 1, etaExpected: new Date(now), etaSeconds: null, arrivedAt: new Date(now) },
      ...first.stops!.slice(1).map((stop) => ({
        No: stop.No,
        etaExpected: new Date(Date.parse(stop.BSt) + 180_000),
        etaSeconds: Math.round((Date.parse(stop.BSt) + 180_000 - now) / 1000),
      })),
    ]);
    // The second passed stops 1 and 2 (a minute ago) and is due at stop 3 in half a minute.
    await updateServiceStopEtas(t.database.db, second.Service_ID, [
      {
        No: 1,
        etaExpected: new Date(now + 3_500_000),
        etaSeconds: 3_500,
        arrivedAt: new Date(now - 120_000),
      },
      {
        No: 2,
        etaExpected: new Date(now + 3_600_000),
        etaSeconds: 3_600,
        arrivedAt: new Date(now - 60_000),
      },
      { No: 3, etaExpected: new Date(now + 30_000), etaSeconds: 30 },
    ]);

    const res = await operator.get(CONTEXT);
    expect(res.statusCode).toBe(200);
    const body = res.json<ServiceContextList>();
    const byId = new Map(body.Items.map((item) => [item.Service_ID, item]));
    const lapS = Math.round(
      scheduledLapMs(pathLengthM(loop.path?.coordinates ?? []), loop.busstops!.length) / 1000,
    );
    expect(byId.get(first.Service_ID)).toMatchObject({
      Vehicle_ID: first.Vehicle_ID,
      vehicleName: first.vehicleName,
      routeName: loop.name,
      routeType: 'loop',
      next_stop: { No: 2, BSName: first.stops![1]!.BSName, BSt: first.stops![1]!.BSt },
      delay_s: 180,
      punctuality: 'late',
      ahead: { Service_ID: second.Service_ID, vehicleName: second.vehicleName },
      lap_s: lapS,
    });
    const headway = byId.get(first.Service_ID)!.headway_s!;
    // Due at stop 2 at BSt + 180 s; the second shuttle passed it a minute before now.
    const expected = Math.round((bstOf(first, 2) + 180_000 - (now - 60_000)) / 1000);
    expect(Math.abs(headway - expected)).toBeLessThanOrEqual(1);
    expect(byId.get(second.Service_ID)).toMatchObject({ next_stop: { No: 3 } });
  });

  it('shows only the caller’s customer and ends with the service', async () => {
    const mine = await startService(t, operator, loop);
    const theirs = (await campus.get(CONTEXT)).json<ServiceContextList>();
    expect(theirs.Items.some((item) => item.Service_ID === mine.Service_ID)).toBe(false);

    const ended = await operator.put('/dev/v1/service', {
      Service_ID: mine.Service_ID,
      serviceStatus: 'completed',
    });
    expect(ended.statusCode).toBe(200);
    const after = (await operator.get(CONTEXT)).json<ServiceContextList>();
    expect(after.Items.some((item) => item.Service_ID === mine.Service_ID)).toBe(false);
  });

  it('answers 400 for a malformed customer and 401 without a token', async () => {
    const bad = await operator.get(`${CONTEXT}?Customer_ID=not-a-uuid`);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).code).toBeDefined();
    const anonymous = await t.app.inject({ method: 'GET', url: CONTEXT });
    expect(anonymous.statusCode).toBe(401);
  });
});
