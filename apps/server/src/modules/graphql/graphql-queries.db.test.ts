import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_LEVELS, MEASURE_NAMES, type FleetTelemetry } from '@shuttle-ops/domain';
import { clientFor, type TestClient } from '../../test/auth-client.ts';
import { customerIdOf } from '../../test/factories.ts';
import { graphqlPost } from '../../test/graphql-client.ts';
import { createTestApp } from '../../test/test-app.ts';
import {
  alertOf,
  connectVehicle,
  createMqttVehicle,
  listenForVehicles,
  publish,
  telemetryOf,
  type TestVehicle,
  topicOf,
} from '../../test/vehicles.ts';
import { testAppWith } from '../../test/test-kit.ts';

const { t } = testAppWith({});
let darwin: TestClient;
let campus: TestClient;
let admin: TestClient;
let shuttle: TestVehicle;
let campusShuttle: TestVehicle;
const links: MqttClient[] = [];

/** A snapshot sent `agoMs` before now (telemetryOf's own times are in March 2026). */
function recent(vehicle: TestVehicle, seq: number, agoMs: number): FleetTelemetry {
  const snapshot = telemetryOf(vehicle, seq);
  const at = new Date(Date.now() - agoMs).toISOString();
  return {
    ...snapshot,
    dt_canbus: at,
    measure_values_list: snapshot.measure_values_list.map((m) =>
      m.measure_name === 'dt_canbus' ? { ...m, measure_value: at } : m,
    ),
  };
}

beforeAll(async () => {
  const url = await listenForVehicles(t.app);
  [darwin, campus, admin] = await Promise.all([
    clientFor(t.app, 'operator'),
    clientFor(t.app, 'campus-operator'),
    clientFor(t.app, 'admin'),
  ]);
  const { db } = t.database;
  shuttle = await createMqttVehicle(db, await customerIdOf(db, 'Darwin'));
  campusShuttle = await createMqttVehicle(db, await customerIdOf(db, 'Campus Mobility'));
  const link = await connectVehicle(url, shuttle);
  const campusLink = await connectVehicle(url, campusShuttle);
  links.push(link, campusLink);
  // Four snapshots two days ago, two in the last minutes; an alert of each age.
  for (let seq = 1; seq <= 4; seq++) {
    await publish(
      link,
      topicOf(shuttle, 'telemetry'),
      recent(shuttle, seq, 2 * 86_400_000 - seq * 1000),
    );
  }
  await publish(link, topicOf(shuttle, 'telemetry'), recent(shuttle, 5, 120_000));
  await publish(link, topicOf(shuttle, 'telemetry'), recent(shuttle, 6, 60_000));
  await publish(link, topicOf(shuttle, 'alerts'), alertOf(shuttle, 1));
  const fresh = alertOf(shuttle, 2);
  const time = new Date(Date.now() - 30_000).toISOString();
  await publish(link, topicOf(shuttle, 'alerts'), {
    ...fresh,
    time,
    timestamp: Date.parse(time),
  });
  await publish(campusLink, topicOf(campusShuttle, 'telemetry'), recent(campusShuttle, 1, 10_000));
});
afterAll(async () => {
  await Promise.all(links.map((link) => link.endAsync()));
});

const VEHICLE_DATA = /* GraphQL */ `
  query ($vehicle: ID, $measure: String, $rows: Int, $since: TimeLimit, $customer: ID) {
    getVehicleData(
      vehicle_id: $vehicle
      measure_name: $measure
      number_of_rows: $rows
      time_limit: $since
      Customer_ID: $customer
      request_type: "vehicle_measure_name_values"
    ) {
      cav_id
      measure_name
      measure_value
      dt_iot
      customer_id
    }
  }
`;

type Row = { cav_id: string; measure_name: string; measure_value: unknown; dt_iot: string };
const rowsOf = (data: Record<string, unknown> | null | undefined, field: string) =>
  (data?.[field] ?? []) as Row[];

describe('POST /graphql queries', () => {
  it('answers the latest 100 rows of a vehicle by default, newest first, numbers as numbers', async () => {
    const answer = await graphqlPost(t.app, VEHICLE_DATA, {
      token: darwin.tokens.AccessToken,
      variables: { vehicle: shuttle.id },
    });
    expect(answer.status).toBe(200);
    expect(answer.errors).toBeUndefined();
    const rows = rowsOf(answer.data, 'getVehicleData');
    expect(rows).toHaveLength(100);
    const times = rows.map((r) => Date.parse(r.dt_iot));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // 6 snapshots of 32 measures: the newest two whole, then part of the third.
    expect(rows.filter((r) => r.dt_iot === rows[0]!.dt_iot)).toHaveLength(MEASURE_NAMES.length);
    expect(rows.find((r) => r.measure_name === 'SPEED')?.measure_value).toBe(6);
    expect(rows.find((r) => r.measure_name === 'VEHICLE_MODE')?.measure_value).toBe('AUTONOMOUS');
    expect(new Set(rows.map((r) => r.cav_id))).toEqual(new Set([shuttle.id]));
  });

  it('filters by measure, number_of_rows and time_limit (seconds or an ISO 8601 duration)', async () => {
    const token = darwin.tokens.AccessToken;
    const speed = await graphqlPost(t.app, VEHICLE_DATA, {
      token,
      variables: { vehicle: shuttle.id, measure: 'SPEED', rows: 3 },
    });
    expect(rowsOf(speed.data, 'getVehicleData').map((r) => r.measure_value)).toEqual([6, 5, 4]);

    const lastHour = await graphqlPost(t.app, VEHICLE_DATA, {
      token,
      variables: { vehicle: shuttle.id, measure: 'SPEED', since: 'PT1H' },
    });
    expect(rowsOf(lastHour.data, 'getVehicleData').map((r) => r.measure_value)).toEqual([6, 5]);
    // The same hour as seconds, as a variable and written in the query.
    const inSeconds = await graphqlPost(t.app, VEHICLE_DATA, {
      token,
      variables: { vehicle: shuttle.id, measure: 'SPEED', since: 3600 },
    });
    expect(inSeconds.errors).toBeUndefined();
    expect(rowsOf(inSeconds.data, 'getVehicleData').map((r) => r.measure_value)).toEqual([6, 5]);
    const literal = await graphqlPost(
      t.app,
      `{ getVehicleData(vehicle_id: "${shuttle.id}", measure_name: "SPEED", time_limit: 3600) { measure_value } }`,
      { token },
    );
    expect(literal.errors).toBeUndefined();
    expect(rowsOf(literal.data, 'getVehicleData').map((r) => r.measure_value)).toEqual([6, 5]);
    // 90 seconds: only the snapshot of a minute ago.
    const lastMinutes = await graphqlPost(t.app, VEHICLE_DATA, {
      token,
      variables: { vehicle: shuttle.id, measure: 'SPEED', since: 90 },
    });
    expect(rowsOf(lastMinutes.data, 'getVehicleData').map((r) => r.measure_value)).toEqual([6]);

    // Without a vehicle: that measure of every vehicle of the caller's customer.
    const anyVehicle = await graphqlPost(t.app, VEHICLE_DATA, {
      token,
      variables: { measure: 'SPEED', since: 'P7D' },
    });
    expect(rowsOf(anyVehicle.data, 'getVehicleData')).toHaveLength(6);
  });

  it('refuses a time_limit that is neither seconds nor an ISO 8601 duration, naming it', async () => {
    for (const since of ['an hour', '-60', 'P1Y', 'PT0S', 'P400D', 0, -3600, 40_000_000]) {
      const answer = await graphqlPost(t.app, VEHICLE_DATA, {
        token: darwin.tokens.AccessToken,
        variables: { vehicle: shuttle.id, since },
      });
      expect(answer.status).toBe(200);
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0]?.message).toMatch(/^time_limit: must be seconds back from now/);
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('answers getLocationData alike for time_limit 3600 and "PT1H"', async () => {
    const query = /* GraphQL */ `
      query ($vehicle: ID, $since: TimeLimit) {
        getLocationData(request_type: "location_data", vehicle_id: $vehicle, time_limit: $since) {
          cav_id
          dt_iot
        }
      }
    `;
    const token = darwin.tokens.AccessToken;
    const [seconds, duration, day] = await Promise.all(
      [3600, 'PT1H', 'P7D'].map((since) =>
        graphqlPost(t.app, query, { token, variables: { vehicle: shuttle.id, since } }),
      ),
    );
    expect(seconds!.errors).toBeUndefined();
    expect(rowsOf(seconds!.data, 'getLocationData')).toHaveLength(2);
    expect(seconds!.data).toEqual(duration!.data);
    expect(rowsOf(day!.data, 'getLocationData')).toHaveLength(6);
  });

  it('needs the x-token, and answers 401 without the x-api-key', async () => {
    const anonymous = await graphqlPost(t.app, VEHICLE_DATA, {
      variables: { vehicle: shuttle.id },
    });
    expect(anonymous.status).toBe(200);
    expect(anonymous.data).toBeNull();
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(anonymous.errors?.[0]?.message).toMatch(/x-token/);

    const forged = await graphqlPost(t.app, VEHICLE_DATA, {
      token: `${darwin.tokens.AccessToken}x`,
      variables: { vehicle: shuttle.id },
    });
    expect(forged.errors?.[0]?.message).toBe('The x-token is invalid or has expired.');

    for (const apiKey of [null, 'not-the-key']) {
      const keyless = await graphqlPost(t.app, VEHICLE_DATA, {
        apiKey,
        token: darwin.tokens.AccessToken,
        variables: { vehicle: shuttle.id },
      });
      expect(keyless.status).toBe(401);
      expect(keyless.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('never answers another customer’s rows; only platform-owner admins may name another customer', async () => {
    const foreign = await graphqlPost(t.app, VEHICLE_DATA, {
      token: campus.tokens.AccessToken,
      variables: { vehicle: shuttle.id },
    });
    expect(foreign.errors).toBeUndefined();
    expect(rowsOf(foreign.data, 'getVehicleData')).toEqual([]);

    const named = await graphqlPost(t.app, VEHICLE_DATA, {
      token: campus.tokens.AccessToken,
      variables: { vehicle: shuttle.id, customer: shuttle.customerId },
    });
    expect(named.data).toBeNull();
    expect(named.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const byAdmin = await graphqlPost(t.app, VEHICLE_DATA, {
      token: admin.tokens.AccessToken,
      variables: { vehicle: campusShuttle.id, customer: campusShuttle.customerId },
    });
    const rows = rowsOf(byAdmin.data, 'getVehicleData');
    expect(rows).toHaveLength(MEASURE_NAMES.length);
    expect(new Set(rows.map((r) => r.cav_id))).toEqual(new Set([campusShuttle.id]));
    // The admin's own customer by default: not the campus vehicle.
    const ownByDefault = await graphqlPost(t.app, VEHICLE_DATA, {
      token: admin.tokens.AccessToken,
      variables: { vehicle: campusShuttle.id },
    });
    expect(rowsOf(ownByDefault.data, 'getVehicleData')).toEqual([]);
  });

  it('answers locations, alert messages, measure names, level names and compared measures', async () => {
    const answer = await graphqlPost(
      t.app,
      /* GraphQL */ `
        query ($vehicle: ID!) {
          getLocationData(request_type: "location_data", vehicle_id: $vehicle, time_limit: "PT1H") {
            Customer_ID
            cav_id
            lat
            lon
            name
            dt_iot
          }
          getAlertMessages(request_type: "vehicle_alert_messages", vehicle_id: $vehicle) {
            id
            level
            Source_ID
            msg_id
            timestamp
            location {
              lat
            }
            alerts {
              code
              correctionProcedure
              state
            }
          }
          getMeasureNames(request_type: "measure_names_for_vehicle", vehicle_id: $vehicle) {
            measure_name
            label
            unit
            value_type
          }
          getAlertLevelNames(request_type: "level_names")
          getMultipleMeasureNameValues(
            request_type: "vehicle_data_for_comparison"
            measure_name_list: ["BATTERY_STATUS_LEVEL", "SPEED"]
            vehicle_id: $vehicle
            number_of_rows: 2
          ) {
            measure_name
            measure_value
          }
        }
      `,
      { token: darwin.tokens.AccessToken, variables: { vehicle: shuttle.id } },
    );
    expect(answer.errors).toBeUndefined();
    const data = answer.data!;
    expect(data.getLocationData).toEqual([
      expect.objectContaining({ cav_id: shuttle.id, Customer_ID: shuttle.customerId, lon: -1.311 }),
      expect.objectContaining({ cav_id: shuttle.id, name: shuttle.name }),
    ]);
    const alerts = data.getAlertMessages as { id: string; msg_id: number; timestamp: number }[];
    // The vehicle's ids as it sent them: a number stays a number.
    expect(alerts.map((a) => a.msg_id)).toEqual([2, 1]);
    expect(alerts[0]).toMatchObject({
      level: 'CRITICAL',
      Source_ID: shuttle.id,
      location: { lat: 51.5736 },
      alerts: [
        { code: 'SAF-001', state: 'ACTIVE', correctionProcedure: expect.any(String) as unknown },
      ],
    });
    expect(typeof alerts[0]!.timestamp).toBe('number');
    expect(data.getMeasureNames).toHaveLength(MEASURE_NAMES.length);
    expect(data.getMeasureNames).toContainEqual({
      measure_name: 'SPEED',
      label: 'Speed',
      unit: 'km/h',
      value_type: 'number',
    });
    expect(data.getAlertLevelNames).toEqual([...ALERT_LEVELS]);
    expect(data.getMultipleMeasureNameValues).toEqual([
      { measure_name: 'BATTERY_STATUS_LEVEL', measure_value: 6 },
      { measure_name: 'BATTERY_STATUS_LEVEL', measure_value: 5 },
      { measure_name: 'SPEED', measure_value: 6 },
      { measure_name: 'SPEED', measure_value: 5 },
    ]);

    const campusView = await graphqlPost(
      t.app,
      `{ getAlertMessages(vehicle_id: "${shuttle.id}") { id } getMeasureNames(vehicle_id: "${shuttle.id}") { measure_name } }`,
      { token: campus.tokens.AccessToken },
    );
    expect(campusView.data).toEqual({ getAlertMessages: [], getMeasureNames: [] });
  });

  it('spreads the readings of a range over number_of_rows slices, the last of each', async () => {
    const spread = async (variables: Record<string, unknown>) => {
      const answer = await graphqlPost(
        t.app,
        /* GraphQL */ `
          query ($vehicle: ID, $from: String, $to: String, $rows: Int) {
            getMultipleMeasureNameValues(
              measure_name_list: ["SPEED"]
              vehicle_id: $vehicle
              from: $from
              to: $to
              number_of_rows: $rows
            ) {
              measure_value
            }
          }
        `,
        { token: darwin.tokens.AccessToken, variables: { vehicle: shuttle.id, ...variables } },
      );
      expect(answer.errors).toBeUndefined();
      return (answer.data!.getMultipleMeasureNameValues as { measure_value: number }[]).map(
        (row) => row.measure_value,
      );
    };
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
    // Three days in two slices: the four snapshots of two days ago in the first (the last of
    // them, 4), the two of the last minutes in the second (6).
    expect(await spread({ from: ago(3 * 86_400_000), rows: 2 })).toEqual([6, 4]);
    // Ten minutes in 1,000 slices of 0.6 s: each reading in its own.
    expect(await spread({ from: ago(600_000), rows: 1000 })).toEqual([6, 5]);
    // A range that ends before the newest: only what it holds.
    expect(await spread({ from: ago(600_000), to: ago(90_000), rows: 100 })).toEqual([5]);
    expect(await spread({ from: ago(30_000), rows: 100 })).toEqual([]);
    // Another customer's vehicle: nothing, as for the newest rows.
    const campusView = await graphqlPost(
      t.app,
      `{ getMultipleMeasureNameValues(vehicle_id: "${shuttle.id}", measure_name_list: ["SPEED"], from: "${ago(3 * 86_400_000)}") { cav_id } }`,
      { token: campus.tokens.AccessToken },
    );
    expect(campusView.data).toEqual({ getMultipleMeasureNameValues: [] });
  });

  it('refuses bad arguments by name', async () => {
    const token = darwin.tokens.AccessToken;
    const cases: [string, RegExp][] = [
      [
        `{ getVehicleData(vehicle_id: "${shuttle.id}", number_of_rows: 1001) { cav_id } }`,
        /^number_of_rows: must be between 1 and 1000/,
      ],
      [`{ getVehicleData(vehicle_id: "not-a-uuid") { cav_id } }`, /^vehicle_id: must be a UUID/],
      [
        `{ getVehicleData(measure_name: "WARP_FACTOR") { cav_id } }`,
        /^measure_name: must be one of/,
      ],
      [`{ getVehicleData { cav_id } }`, /^vehicle_id: name a vehicle_id or a measure_name/],
      [
        `{ getVehicleData(vehicle_id: "${shuttle.id}", request_type: "level_names") { cav_id } }`,
        /^request_type: must be "vehicle_measure_name_values"/,
      ],
      [
        `{ getMultipleMeasureNameValues(measure_name_list: ["SPEED"]) { cav_id } }`,
        /^vehicle_id: is required/,
      ],
      [
        `{ getMultipleMeasureNameValues(vehicle_id: "${shuttle.id}", measure_name_list: []) { cav_id } }`,
        /^measure_name_list: must name 1 to 10/,
      ],
      ...(
        [
          ['from: "yesterday"', /^from: must be an ISO 8601 date and time with its offset/],
          ['from: "2026-11-29T10:00:00"', /^from: must be an ISO 8601 date and time/],
          ['to: "2026-11-29T10:00:00Z"', /^to: goes with from/],
          ['from: "2026-11-29T10:00:00Z", time_limit: "PT1H"', /^from: and time_limit cannot/],
          ['from: "2026-11-29T10:00:00Z", to: "2026-11-29T09:00:00Z"', /^to: must be after from/],
          [
            'from: "2020-01-01T00:00:00Z", to: "2026-01-01T00:00:00Z"',
            /^from: and to may be at most/,
          ],
        ] as const
      ).map(([range, message]): [string, RegExp] => [
        `{ getMultipleMeasureNameValues(vehicle_id: "${shuttle.id}", measure_name_list: ["SPEED"], ${range}) { cav_id } }`,
        message,
      ]),
    ];
    for (const [query, message] of cases) {
      const answer = await graphqlPost(t.app, query, { token });
      expect(answer.errors?.[0]?.message, query).toMatch(message);
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('answers 400 to what cannot run: syntax, unknown fields, too many aliases, subscriptions', async () => {
    const token = darwin.tokens.AccessToken;
    const aliases = Array.from({ length: 21 }, (_, i) => `a${i}: __typename`).join(' ');
    const cases: [string, RegExp][] = [
      ['{ getVehicleData(', /Syntax Error/],
      ['{ getVehicleDatum { cav_id } }', /Cannot query field "getVehicleDatum"/],
      [`{ ${aliases} }`, /21 aliases; at most 20/],
      ['subscription { onCreateAlert { id } }', /WebSocket/],
    ];
    for (const [query, message] of cases) {
      const answer = await graphqlPost(t.app, query, { token });
      expect(answer.status, query).toBe(400);
      expect(answer.errors?.[0]?.message).toMatch(message);
    }
    const get = await t.app.inject({ method: 'GET', url: '/graphql' });
    expect(get.statusCode).toBe(405);
  });

  it('answers introspection unless GRAPHQL_INTROSPECTION is off', async () => {
    const query = '{ __schema { queryType { fields { name } } } }';
    const on = await graphqlPost(t.app, query);
    expect(on.status).toBe(200);
    expect(JSON.stringify(on.data)).toContain('getMultipleMeasureNameValues');

    const closed = await createTestApp({ GRAPHQL_INTROSPECTION: 'off' });
    try {
      const off = await graphqlPost(closed.app, query);
      expect(off.status).toBe(400);
      expect(off.errors?.[0]?.message).toMatch(/introspection has been disabled/);
    } finally {
      await closed.close();
    }
  });
});
