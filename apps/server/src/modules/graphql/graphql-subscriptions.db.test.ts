import { randomUUID } from 'node:crypto';
import type { Client } from 'graphql-ws';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { clientFor } from '../../test/auth-client.ts';
import { customerIdOf } from '../../test/factories.ts';
import {
  alarmEvent,
  alertEvent,
  busLocationEvent,
  dataPointsEvent,
  missionEvent,
  telemetryEvent,
} from '../../test/fleet-events.ts';
import {
  disposeAll,
  eventually,
  graphqlWsUrl,
  subscribe,
  wsClient,
  type Closed,
} from '../../test/graphql-client.ts';
import { createTestApp } from '../../test/test-app.ts';
import { testAppWith } from '../../test/test-kit.ts';

// Fifty consoles of one user on loopback (one address): past the default per-user limit.
const { t } = testAppWith({}, { env: { WS_MAX_PER_USER: '100' } });
let url: string;
let darwinId: string;
let campusId: string;
const token: Record<string, string> = {};
const clients: Client[] = [];

beforeAll(async () => {
  url = await graphqlWsUrl(t.app);
  darwinId = await customerIdOf(t.database.db, 'Darwin');
  campusId = await customerIdOf(t.database.db, 'Campus Mobility');
  for (const user of [
    'operator',
    'campus-operator',
    'admin',
    'service-manager',
    'remote-operator',
  ]) {
    token[user] = (await clientFor(t.app, user)).tokens.AccessToken;
  }
});
// Every test starts with no connection and no subscription left by the one before.
afterEach(async () => {
  await disposeAll(clients);
  await eventually(() => stats().connections === 0 && stats().subscribers === 0);
});

/** A graphql-ws client with the public key and, for a user, their access token. */
function connect(user?: string, apiKey = t.env.PUBLIC_API_KEY) {
  const headers: Record<string, string> = { 'x-api-key': apiKey };
  if (user) headers['x-token'] = token[user]!;
  const client = wsClient(url, headers);
  clients.push(client);
  return client;
}

const stats = () => t.app.graphqlSubscriptions.stats();
/** Waits until the server runs `count` subscriptions. */
const running = (count: number) => eventually(() => stats().subscribers === count);

async function counter(name: string): Promise<number> {
  const metric = await t.app.metrics.getSingleMetric(name)?.get();
  return metric?.values[0]?.value ?? 0;
}

const TELEMETRY = /* GraphQL */ `
  subscription ($vehicle: ID, $customer: ID) {
    onVehicleTelemetryData(vehicle_id: $vehicle, Customer_ID: $customer) {
      customer_id
      vehicle_id
      dt_canbus
      measure_values_list {
        measure_name
        measure_value
      }
    }
  }
`;

type Telemetry = {
  customer_id: string;
  vehicle_id: string;
  measure_values_list: { measure_name: string; measure_value: unknown }[];
};
const telemetryOf = (frame: { data?: Record<string, unknown> | null }) =>
  frame.data?.onVehicleTelemetryData as Telemetry;

describe('GraphQL subscriptions over WebSocket (graphql-transport-ws)', () => {
  it('delivers a stored telemetry snapshot published on the bus, for the vehicle asked', async () => {
    const vehicle = randomUUID();
    const sub = subscribe(connect('operator'), TELEMETRY, { vehicle });
    await running(1);
    t.app.bus.publish(telemetryEvent(darwinId, randomUUID(), 1));
    t.app.bus.publish(telemetryEvent(darwinId, vehicle, 2));
    await sub.until(1);
    const frame = telemetryOf(sub.frames[0]!);
    expect(frame).toMatchObject({ customer_id: darwinId, vehicle_id: vehicle });
    expect(frame.measure_values_list).toContainEqual({ measure_name: 'SPEED', measure_value: 2 });
    expect(frame.measure_values_list).toContainEqual({
      measure_name: 'DOOR_STATUS',
      measure_value: 'AUTONOMOUS',
    });
    expect(sub.frames).toHaveLength(1);
    sub.stop();
  });

  it('never delivers one customer’s events to another, whatever the field', async () => {
    const fields = [
      'onVehicleTelemetryData { customer_id vehicle_id }',
      'onCreateBusLocation { Customer_ID cav_id }',
      'onCreateAlert { Customer_ID Source_ID }',
      'onCreateDataPoint(sensor: "SPEED") { Customer_ID cav_id }',
    ];
    const watch = (user: string) => {
      const client = connect(user);
      return fields.map((field) => subscribe(client, `subscription { ${field} }`));
    };
    const darwin = watch('operator');
    const campus = watch('campus-operator');
    await running(2 * fields.length);
    const [d, c] = [randomUUID(), randomUUID()];
    for (let n = 1; n <= 3; n++) {
      for (const [customer, vehicle] of [
        [darwinId, d],
        [campusId, c],
      ] as const) {
        t.app.bus.publish(telemetryEvent(customer, vehicle, n));
        t.app.bus.publish(busLocationEvent(customer, vehicle, n));
        t.app.bus.publish(alertEvent(customer, vehicle));
        t.app.bus.publish(dataPointsEvent(customer, vehicle, n));
      }
    }
    await Promise.all([...darwin, ...campus].map((sub) => sub.until(3)));
    const seen = (subs: typeof darwin) =>
      new Set(subs.flatMap((sub) => sub.frames.map((f) => JSON.stringify(Object.values(f.data!)))));
    expect([...seen(darwin)].every((f) => f.includes(darwinId) && f.includes(d))).toBe(true);
    expect([...seen(campus)].every((f) => f.includes(campusId) && f.includes(c))).toBe(true);
    expect(
      [...seen(darwin), ...seen(campus)].some((f) => f.includes(campusId) && f.includes(d)),
    ).toBe(false);
    for (const sub of [...darwin, ...campus]) {
      expect(sub.frames).toHaveLength(3);
      sub.stop();
    }
  });

  it('lets only platform-owner admins name another customer', async () => {
    const refused = subscribe(connect('campus-operator'), TELEMETRY, { customer: darwinId });
    expect(await refused.error()).toEqual([
      expect.objectContaining({ extensions: { code: 'FORBIDDEN' } }),
    ]);

    const byAdmin = subscribe(connect('admin'), TELEMETRY, { customer: campusId });
    await running(1);
    t.app.bus.publish(telemetryEvent(darwinId, randomUUID(), 1));
    t.app.bus.publish(telemetryEvent(campusId, randomUUID(), 2));
    await byAdmin.until(1);
    expect(byAdmin.frames.map((f) => telemetryOf(f).customer_id)).toEqual([campusId]);
    byAdmin.stop();
  });

  it('serves the platform owner’s positions to the public page with x-api-key only', async () => {
    const client = connect();
    const positions = subscribe(
      client,
      'subscription { onCreateBusLocation { Customer_ID cav_id lat lon name dt_iot } }',
    );
    const ofCampus = subscribe(
      client,
      `subscription { onCreateBusLocation(Customer_ID: "${campusId}") { cav_id } }`,
    );
    await running(2);
    const vehicle = randomUUID();
    const campusVehicle = randomUUID();
    t.app.bus.publish(busLocationEvent(campusId, campusVehicle, 2));
    t.app.bus.publish(busLocationEvent(darwinId, vehicle, 1));
    await positions.until(1);
    await ofCampus.until(1);
    expect(positions.frames).toHaveLength(1);
    expect(positions.frames[0]!.data).toEqual({
      onCreateBusLocation: {
        Customer_ID: null,
        cav_id: vehicle,
        lat: expect.closeTo(51.57501, 6) as unknown,
        lon: -1.311,
        name: expect.any(String) as unknown,
        dt_iot: '2026-11-01T00:00:01.000Z',
      },
    });
    // A named customer's public feed has that customer's positions only.
    expect(ofCampus.frames.map((f) => f.data)).toEqual([
      { onCreateBusLocation: { cav_id: campusVehicle } },
    ]);
    positions.stop();
    ofCampus.stop();

    const refused = subscribe(client, 'subscription { onVehicleTelemetryData { vehicle_id } }');
    expect(await refused.error()).toEqual([
      expect.objectContaining({ extensions: { code: 'UNAUTHENTICATED' } }),
    ]);
  });

  it('refuses a bad key or token at connection_init with a clear close reason', async () => {
    const cases: [ReturnType<typeof connect>, Closed][] = [
      [
        connect(undefined, 'not-the-key'),
        { code: 4403, reason: 'Forbidden: a valid x-api-key is required' },
      ],
      [
        wsClient(url, { 'x-api-key': t.env.PUBLIC_API_KEY, 'x-token': 'forged.token.value' }),
        { code: 4403, reason: 'Forbidden: the x-token is invalid or has expired' },
      ],
    ];
    for (const [client, expected] of cases) {
      clients.push(client);
      expect(await client.closed).toEqual(expected);
    }
  });

  it('takes x-api-key and x-token from the upgrade request’s headers too', async () => {
    const headers = { 'x-api-key': t.env.PUBLIC_API_KEY, 'x-token': token.operator! };
    class WithHeaders extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    }
    const { createClient } = await import('graphql-ws');
    const client = createClient({ url, webSocketImpl: WithHeaders, retryAttempts: 0 });
    clients.push(client);
    const sub = subscribe(client, TELEMETRY);
    await running(1);
    t.app.bus.publish(telemetryEvent(darwinId, randomUUID(), 3));
    await sub.until(1);
    sub.stop();
  });

  it('executes an event once per subscription shape, not once per subscriber', async () => {
    const shape = 'subscription { onVehicleTelemetryData { vehicle_id dt_canbus } }';
    const other = 'subscription { onVehicleTelemetryData { vehicle_id } }';
    const many = Array.from({ length: 50 }, () => subscribe(connect('operator'), shape));
    const one = subscribe(connect('operator'), other);
    await running(51);
    // Two groups, and one bus subscription for the customer (not one per socket).
    expect(stats()).toMatchObject({ groups: 2, feeds: 1 });

    const [executions, deliveries] = await Promise.all([
      counter('graphql_subscription_executions_total'),
      counter('graphql_subscription_deliveries_total'),
    ]);
    const vehicle = randomUUID();
    t.app.bus.publish(telemetryEvent(darwinId, vehicle, 9));
    await Promise.all([...many, one].map((sub) => sub.until(1)));
    expect(await counter('graphql_subscription_executions_total')).toBe(executions + 2);
    expect(await counter('graphql_subscription_deliveries_total')).toBe(deliveries + 51);
    expect(new Set(many.map((sub) => JSON.stringify(sub.frames[0])))).toEqual(
      new Set([
        JSON.stringify({
          data: {
            onVehicleTelemetryData: { vehicle_id: vehicle, dt_canbus: '2026-11-01T00:00:09.000Z' },
          },
        }),
      ]),
    );

    for (const sub of [...many, one]) sub.stop();
    await running(0);
    expect(stats()).toMatchObject({ groups: 0, feeds: 0 });
  });

  it('filters data points by sensor and alerts by level, and checks each field’s permission', async () => {
    const vehicle = randomUUID();
    const speed = subscribe(
      connect('operator'),
      `subscription { onCreateDataPoint(cav_id: "${vehicle}", sensor: "SPEED") { sensor value cav_id siteName } }`,
    );
    const severe = subscribe(
      connect('service-manager'),
      'subscription { onProcessAlerts(min_level: "ERROR") { change level Vehicle_ID code state } }',
    );
    const missions = subscribe(
      connect('remote-operator'),
      'subscription { onMissionApi { vehicle_id lifecycle data { station_name } } }',
    );
    await running(3);
    t.app.bus.publish(dataPointsEvent(darwinId, randomUUID(), 1));
    t.app.bus.publish(dataPointsEvent(darwinId, vehicle, 4));
    t.app.bus.publish(alarmEvent(darwinId, vehicle, 'WARNING'));
    t.app.bus.publish(alarmEvent(darwinId, vehicle, 'CRITICAL'));
    t.app.bus.publish(missionEvent(darwinId, vehicle));
    await Promise.all([speed.until(1), severe.until(1), missions.until(1)]);
    expect(speed.frames.map((f) => f.data)).toEqual([
      { onCreateDataPoint: { sensor: 'SPEED', value: 4, cav_id: vehicle, siteName: 'Harwell' } },
    ]);
    expect(severe.frames.map((f) => f.data)).toEqual([
      {
        onProcessAlerts: {
          change: 'raised',
          level: 'CRITICAL',
          Vehicle_ID: vehicle,
          code: 'PER-101',
          state: 'OPEN',
        },
      },
    ]);
    expect(missions.frames[0]!.data).toEqual({
      onMissionApi: {
        vehicle_id: vehicle,
        lifecycle: 'accepted',
        data: { station_name: 'Main gate' },
      },
    });
    for (const sub of [speed, severe, missions]) sub.stop();

    for (const [user, query] of [
      ['operator', 'subscription { onProcessAlerts { id } }'],
      ['campus-operator', 'subscription { onMissionApi { mission_id } }'],
    ] as const) {
      expect(await subscribe(connect(user), query).error()).toEqual([
        expect.objectContaining({ extensions: { code: 'FORBIDDEN' } }),
      ]);
    }
    expect(
      await subscribe(
        connect('operator'),
        'subscription { onCreateDataPoint(sensor: "WARP") { value } }',
      ).error(),
    ).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/^sensor: must be one of/) as unknown,
      }),
    ]);
  });
});

// With REDIS_URL (npm test's PostgreSQL pass when Redis answers) the same isolation holds when
// events travel through Redis between processes.
const redisUrl = process.env.REDIS_URL;
if (redisUrl) {
  describe('over the Redis event bus', () => {
    it('delivers through Redis, each customer only its own', async () => {
      const app = await createTestApp({ REDIS_URL: redisUrl });
      const redisClients: Client[] = [];
      try {
        const wsUrl = await graphqlWsUrl(app.app);
        const [darwin, campus] = await Promise.all(
          ['operator', 'campus-operator'].map((user) => clientFor(app.app, user)),
        );
        const make = (access: string) => {
          const client = wsClient(wsUrl, {
            'x-api-key': app.env.PUBLIC_API_KEY,
            'x-token': access,
          });
          redisClients.push(client);
          return subscribe(client, TELEMETRY);
        };
        const ofDarwin = make(darwin!.tokens.AccessToken);
        const ofCampus = make(campus!.tokens.AccessToken);
        await eventually(() => app.app.graphqlSubscriptions.stats().subscribers === 2);
        app.app.bus.publish(telemetryEvent(darwin!.customerId, randomUUID(), 1));
        app.app.bus.publish(telemetryEvent(campus!.customerId, randomUUID(), 2));
        app.app.bus.publish(telemetryEvent(darwin!.customerId, randomUUID(), 3));
        await Promise.all([ofDarwin.until(2), ofCampus.until(1)]);
        expect(ofDarwin.frames.map((f) => telemetryOf(f).customer_id)).toEqual([
          darwin!.customerId,
          darwin!.customerId,
        ]);
        expect(ofCampus.frames.map((f) => telemetryOf(f).customer_id)).toEqual([
          campus!.customerId,
        ]);
      } finally {
        await disposeAll(redisClients);
        await app.close();
      }
    });
  });
}
