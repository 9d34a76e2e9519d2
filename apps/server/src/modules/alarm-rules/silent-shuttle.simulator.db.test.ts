import {
  DEFAULT_ALARM_SETTINGS,
  type Alarm,
  type AlarmDetail,
  type ListResult,
  type VehicleLiveState,
} from '@shuttle-ops/domain';
import type { Fleet } from '@shuttle-ops/simulator';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from '../../test/auth-client.ts';
import { customerIdOf } from '../../test/factories.ts';
import {
  disposeAll,
  eventually,
  graphqlWsUrl,
  subscribe,
  wsClient,
} from '../../test/graphql-client.ts';
import { campusLoop, markReported, SERVICES } from '../../test/services.ts';
import { simulateShuttle } from '../../test/simulated-shuttle.ts';
import { createMqttVehicle, listenForVehicles, type TestVehicle } from '../../test/vehicles.ts';
import { testAppWith } from '../../test/test-kit.ts';

/**
 * The "ghost shuttle" rule end to end: a simulated shuttle on an active service goes silent over
 * real MQTT; the server raises VEHICLE_SILENT within the customer's threshold plus 5 s, every
 * console of the customer sees it live, and the alarm resolves itself when the shuttle speaks
 * again.
 */

const SILENT_AFTER_S = 5;

const { t, manager } = testAppWith({ manager: 'service-manager' });
let shuttle: TestVehicle;
let fleet: Fleet | null = null;
const sockets: Client[] = [];

const fleetOf = () => simulateShuttle(t, shuttle, { tickMs: 250 });

beforeAll(async () => {
  await listenForVehicles(t.app);
  shuttle = await createMqttVehicle(t.database.db, await customerIdOf(t.database.db, 'Darwin'));
  const admin = await clientFor(t.app, 'admin');
  const settings = await admin.put('/dev/v1/realtimealerts/settings', {
    ...DEFAULT_ALARM_SETTINGS,
    vehicleSilentAfterS: SILENT_AFTER_S,
  });
  expect(settings.statusCode).toBe(200);
  const route = await campusLoop(manager);
  markReported(t, shuttle);
  const service = await manager.post(SERVICES, {
    Vehicle_ID: shuttle.id,
    Route_ID: route.Route_ID,
  });
  expect(service.statusCode).toBe(201);
});
afterAll(async () => {
  await disposeAll(sockets);
  await fleet?.stop();
});

async function reported(after: number): Promise<void> {
  await eventually(async () => {
    const res = await manager.get(`/dev/v1/vehicles/${shuttle.id}/state`);
    return (
      res.statusCode === 200 && Date.parse(res.json<VehicleLiveState>().received_at ?? '') > after
    );
  }, 30_000);
}

async function silentAlarm(): Promise<Alarm | undefined> {
  const res = await manager.get(
    `/dev/v1/realtimealerts?source=RULE&vehicle_id=${shuttle.id}&state=ACTIVE`,
  );
  expect(res.statusCode).toBe(200);
  return res.json<ListResult<Alarm>>().Items.find((a) => a.rule === 'VEHICLE_SILENT');
}

describe('a silent shuttle on an active service', () => {
  it('raises VEHICLE_SILENT within the threshold plus 5 s and resolves it when it speaks again', async () => {
    const socket = wsClient(await graphqlWsUrl(t.app), {
      'x-api-key': t.env.PUBLIC_API_KEY,
      'x-token': manager.tokens.AccessToken,
    });
    sockets.push(socket);
    const live = subscribe(
      socket,
      'subscription { onProcessAlerts { id change rule state auto_resolved Vehicle_ID } }',
    );
    await eventually(() => t.app.graphqlSubscriptions.stats().subscribers === 1);

    const started = Date.now();
    fleet = fleetOf();
    await reported(started);
    expect(await silentAlarm()).toBeUndefined();

    await fleet.stop();
    fleet = null;
    const silentFrom = Date.now();
    let alarm: Alarm | undefined;
    await eventually(
      async () => (alarm = await silentAlarm()) !== undefined,
      (SILENT_AFTER_S + 5) * 1000,
    );
    expect(Date.now() - silentFrom).toBeLessThanOrEqual((SILENT_AFTER_S + 5) * 1000);
    expect(alarm).toMatchObject({
      state: 'OPEN',
      source: 'RULE',
      code: 'RULE-SILENT',
      level: 'ERROR',
      Vehicle_ID: shuttle.id,
      condition_active: true,
    });
    const raised = alarm!.id;
    await eventually(() =>
      live.frames.some((f) => {
        const change = f.data?.onProcessAlerts as { id: string; change: string } | undefined;
        return change?.id === raised && change.change === 'raised';
      }),
    );

    const spoke = Date.now();
    fleet = fleetOf();
    await reported(spoke);
    await eventually(async () => {
      const res = await manager.get(`/dev/v1/realtimealerts/${raised}`);
      return res.json<AlarmDetail>().state === 'RESOLVED';
    }, 10_000);
    const resolved = (await manager.get(`/dev/v1/realtimealerts/${raised}`)).json<AlarmDetail>();
    expect(resolved).toMatchObject({
      auto_resolved: true,
      condition_active: false,
      resolved_by: null,
    });
    expect(resolved.history.map((h) => h.action)).toEqual(
      expect.arrayContaining(['raise', 'auto_resolve']),
    );
    await eventually(() =>
      live.frames.some((f) => {
        const change = f.data?.onProcessAlerts as
          { id: string; state: string; auto_resolved: boolean } | undefined;
        return change?.id === raised && change.state === 'RESOLVED' && change.auto_resolved;
      }),
    );
  }, 90_000);
});
