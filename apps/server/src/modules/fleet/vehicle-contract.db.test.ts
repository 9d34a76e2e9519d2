import { randomUUID } from 'node:crypto';
import { Ajv } from 'ajv';
import type { Client } from 'graphql-ws';
import { connectAsync, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  fleetTopic,
  type VehicleLiveState,
  type VehicleRefusal,
  vehicleClientId,
} from '@shuttle-ops/domain';
import { clientFor, type TestClient } from '../../test/auth-client.ts';
import { disposeAll, graphqlWsUrl, subscribe, wsClient } from '../../test/graphql-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { metricValue, publish } from '../../test/vehicles.ts';
import { FLEET_SCHEMA_FILES } from './payload-schemas.routes.ts';

// A vehicle built by others, following DESIGN.md "Vehicle payloads" to the letter: telemetry
// without seq, an alert in its own words. It must show on the dashboard's live views, and what
// the server refuses must show with the vehicle. On the embedded broker, and on the external
// broker when MQTT_URL names one (npm test's PostgreSQL pass).
const AT = new Date(Date.UTC(2026, 2, 2, 10, 0, 0));

/** DESIGN.md: vehicle_id, customer_id, dt_canbus and measure_values_list; nothing else. */
const telemetryOf = (vehicleId: string, customerId: string, at: Date, lat = 51.5752) => ({
  vehicle_id: vehicleId,
  customer_id: customerId,
  dt_canbus: at.toISOString(),
  measure_values_list: [
    { measure_name: 'LATITUDE', measure_value: lat },
    { measure_name: 'LONGITUDE', measure_value: -1.3105 },
    { measure_name: 'SPEED', measure_value: 11.5 },
  ],
});

/** The spec §3 alert fields with the vehicle's own words and an ISO timestamp. */
const alertOf = (vehicleId: string, customerId: string) => ({
  id: randomUUID(),
  level: 'CRITICAL',
  source_id: vehicleId,
  source_type: 'vehicle',
  message: 'Obstacle on the path',
  time: AT.toISOString(),
  Source_ID: vehicleId,
  Customer_ID: customerId,
  event_name: 'OBSTACLE_DETECTED',
  msg_id: 1,
  site_name: 'Harwell',
  timestamp: AT.toISOString(),
  location: { lat: 51.5752, lon: -1.3105, alt: 120, bearing: 90 },
  alerts: [
    {
      id: randomUUID(),
      category: 'OBSTACLE',
      code: 'lidar/front 12',
      level: 'CRITICAL',
      state: 'ACTIVE',
      message: 'Object in the path, 4 m ahead',
      consequences: 'The shuttle has stopped.',
      correctionProcedure: 'Clear the path or take manual control.',
    },
  ],
});

const modes = [
  ['embedded broker', {}],
  ...(process.env.MQTT_URL
    ? [
        [
          'external broker (MQTT_URL)',
          {
            MQTT_URL: process.env.MQTT_URL,
            // That broker lets anyone in; this server has no accounts to manage there.
            MQTT_UNAUTHENTICATED_BROKER: 'accept',
            MQTT_SHARE_GROUP: `contract-${randomUUID().slice(0, 8)}`,
            MQTT_CLIENT_ID: `contract-${randomUUID().slice(0, 8)}`,
            MQTT_INGEST_CONNECTIONS: '1',
          },
        ] as const,
      ]
    : []),
] as const satisfies readonly (readonly [string, Record<string, string>])[];

describe.each(modes)('a vehicle that follows DESIGN.md, on the %s', (_, overrides) => {
  let t: TestApp;
  let admin: TestClient;
  let vehicleId: string;
  let customerId: string;
  let link: MqttClient;
  const clients: Client[] = [];

  beforeAll(async () => {
    t = await createTestApp(overrides);
    await t.app.mqtt.listen({ port: 0, host: '127.0.0.1' });
    admin = await clientFor(t.app, 'admin');
    // Created as an administrator would: the MQTT login comes with the answer, once.
    const created = await admin.post('/dev/v1/vehicles', {
      operation: 'CREATE',
      name: `Contract shuttle ${randomUUID().slice(0, 6)}`,
      status_flag: 'active',
      maxOccupancy: 10,
    });
    expect(created.statusCode).toBe(201);
    const body = created.json<{
      Vehicle_ID: string;
      Customer_ID: string;
      mqtt: { username: string; password: string };
    }>();
    vehicleId = body.Vehicle_ID;
    customerId = body.Customer_ID;
    const url =
      t.app.mqtt.port === null ? process.env.MQTT_URL! : `mqtt://127.0.0.1:${t.app.mqtt.port}`;
    link = await connectAsync(url, {
      clientId: vehicleClientId(vehicleId),
      username: body.mqtt.username,
      password: body.mqtt.password,
      protocolVersion: 4,
      reconnectPeriod: 0,
      connectTimeout: 5000,
    });
  });
  afterAll(async () => {
    await disposeAll(clients);
    await link?.endAsync();
    await t?.close();
  });

  it('shows on the live views, its alert arrives on onCreateAlert, and its words are flagged', async () => {
    const { tokens } = await clientFor(t.app, 'operator');
    const ws = wsClient(await graphqlWsUrl(t.app), {
      'x-api-key': t.env.PUBLIC_API_KEY,
      'x-token': tokens.AccessToken,
    });
    clients.push(ws);
    const live = subscribe(
      ws,
      `subscription { onVehicleTelemetryData { vehicle_id dt_canbus
         measure_values_list { measure_name measure_value } } }`,
    );
    const alerts = subscribe(
      ws,
      `subscription { onCreateAlert { id level event_name source_type timestamp
         alerts { category code level } } }`,
    );
    // The subscriptions are registered before the vehicle speaks.
    await new Promise((resolve) => setTimeout(resolve, 300));

    await publish(
      link,
      fleetTopic(customerId, vehicleId, 'telemetry'),
      telemetryOf(vehicleId, customerId, AT),
    );
    const alert = alertOf(vehicleId, customerId);
    await publish(link, fleetTopic(customerId, vehicleId, 'alerts'), alert);

    await live.until(1);
    expect(live.frames[0]!.data!.onVehicleTelemetryData).toEqual({
      vehicle_id: vehicleId,
      dt_canbus: AT.toISOString(),
      measure_values_list: [
        { measure_name: 'LATITUDE', measure_value: 51.5752 },
        { measure_name: 'LONGITUDE', measure_value: -1.3105 },
        { measure_name: 'SPEED', measure_value: 11.5 },
      ],
    });
    await alerts.until(1);
    expect(alerts.frames[0]!.data!.onCreateAlert).toEqual({
      id: alert.id,
      level: 'CRITICAL',
      event_name: 'OBSTACLE_DETECTED',
      source_type: 'vehicle',
      timestamp: AT.getTime(),
      alerts: [{ category: 'OBSTACLE', code: 'lidar/front 12', level: 'CRITICAL' }],
    });

    // The dashboard's REST view of the same state.
    const operator = await clientFor(t.app, 'operator');
    const state = await vi.waitFor(async () => {
      const res = await operator.get(`/dev/v1/vehicles/${vehicleId}/state`);
      expect(res.statusCode).toBe(200);
      const s = res.json<VehicleLiveState>();
      expect(s.latest_alert?.id).toBe(alert.id);
      return s;
    });
    expect(state).toMatchObject({ lat: 51.5752, lon: -1.3105, speed: 11.5 });
    expect(state.latest_alert).toMatchObject({
      level: 'CRITICAL',
      event_name: 'OBSTACLE_DETECTED',
    });

    // Redelivered without seq: stored once (de-duplicated by dt_canbus).
    await publish(
      link,
      fleetTopic(customerId, vehicleId, 'telemetry'),
      telemetryOf(vehicleId, customerId, AT),
    );
    // (An external broker acknowledges before the server has stored: wait for the count.)
    await vi.waitFor(async () => {
      const metrics = (await t.app.inject({ url: '/metrics' })).body;
      expect(metricValue(metrics, 'fleet_messages_duplicate_total', { kind: 'telemetry' })).toBe(1);
      // `vehicle` is our VEHICLE in another case: known, not flagged.
      for (const field of ['event_name', 'alerts.category']) {
        expect(
          metricValue(metrics, 'fleet_vocabulary_unknown_total', { kind: 'alerts', field }),
          field,
        ).toBe(1);
      }
    });
  });

  it.each([
    ['strings of its own making', 'alert-628c57', 'msg-11', 'a-1', 'OBSTACLE'],
    ['numbers', 628_057, 11, 1, 'OBSTACLE-N'],
  ] as const)(
    'takes an alert whose ids are %s: it arrives on onCreateAlert, raises one alarm, and a repeat of its id is a repeat',
    async (_, id, msgId, itemId, code) => {
      const manager = await clientFor(t.app, 'service-manager');
      const ws = wsClient(await graphqlWsUrl(t.app), {
        'x-api-key': t.env.PUBLIC_API_KEY,
        'x-token': manager.tokens.AccessToken,
      });
      clients.push(ws);
      const alerts = subscribe(
        ws,
        `subscription { onCreateAlert(vehicle_id: "${vehicleId}") { id msg_id message
           alerts { id code state } } }`,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      // The alert, field for field.
      const time = new Date(Date.now() - 5000).toISOString();
      const alert = {
        id,
        msg_id: msgId,
        level: 'WARNING',
        source_id: vehicleId,
        source_type: 'vehicle',
        message: 'Obstacle ahead',
        time,
        Source_ID: vehicleId,
        Customer_ID: customerId,
        event_name: 'OBSTACLE_DETECTED',
        site_name: 'Harwell',
        timestamp: time,
        location: { alt: 80, bearing: 90, lat: 51.5741, lon: -1.3121 },
        alerts: [
          {
            id: itemId,
            category: 'SAFETY',
            code,
            level: 'WARNING',
            message: 'Obstacle ahead',
            consequences: 'Vehicle slows down',
            correctionProcedure: 'Clear the path',
            state: 'ACTIVE',
          },
        ],
      };
      const topic = fleetTopic(customerId, vehicleId, 'alerts');
      const duplicates = async () =>
        metricValue(
          (await t.app.inject({ url: '/metrics' })).body,
          'fleet_messages_duplicate_total',
          { kind: 'alerts' },
        );
      const duplicatesBefore = await duplicates();
      await publish(link, topic, alert);
      await alerts.until(1);
      expect(alerts.frames[0]!.data!.onCreateAlert).toEqual({
        id,
        msg_id: msgId,
        message: 'Obstacle ahead',
        alerts: [{ id: itemId, code, state: 'ACTIVE' }],
      });
      const alarmsOf = async () => {
        const res = await manager.get(
          `/dev/v1/realtimealerts?vehicle_id=${vehicleId}&query=${code}`,
        );
        expect(res.statusCode).toBe(200);
        return res
          .json<{ Items: { id: string; code: string; count: number; alert_id: unknown }[] }>()
          .Items.filter((a) => a.code === code);
      };
      const raised = await vi.waitFor(
        async () => {
          const found = await alarmsOf();
          expect(found).toHaveLength(1);
          return found[0]!;
        },
        { timeout: 5000, interval: 100 },
      );
      expect(raised).toMatchObject({ count: 1, alert_id: id });

      // The same id again (a redelivery): a repeat, stored once; no second alert, no new alarm.
      await publish(link, topic, alert);
      await vi.waitFor(async () => expect(await duplicates()).toBe(duplicatesBefore + 1), {
        timeout: 5000,
        interval: 100,
      });
      expect(await alarmsOf()).toEqual([raised]);
      expect(alerts.frames).toHaveLength(1);
      // Nothing of it was refused.
      const refusals = await admin.get(`/dev/v1/vehicles/${vehicleId}/refusals`);
      expect(
        refusals.json<{ Items: VehicleRefusal[] }>().Items.filter((r) => r.topic === topic),
      ).toEqual([]);
    },
  );

  it('shows a refused message with the vehicle: its reason, topic and what was wrong', async () => {
    const topic = fleetTopic(customerId, vehicleId, 'telemetry');
    const other = randomUUID();
    await publish(link, topic, telemetryOf(other, customerId, new Date(AT.getTime() + 1000)));
    const refusals = await vi.waitFor(
      async () => {
        const res = await admin.get(`/dev/v1/vehicles/${vehicleId}/refusals`);
        expect(res.statusCode).toBe(200);
        const list = res.json<{ Items: VehicleRefusal[]; Count: number; total: number }>();
        expect(list.Count).toBeGreaterThan(0);
        return list;
      },
      { timeout: 5000, interval: 100 },
    );
    expect(refusals.Items[0]).toMatchObject({
      reason: 'OWNER',
      topic,
      message: 'the payload names another customer or vehicle than its topic',
    });
    const metrics = (await t.app.inject({ url: '/metrics' })).body;
    expect(metricValue(metrics, 'fleet_messages_rejected_total', { reason: 'OWNER' })).toBe(1);
  });

  it('publishes the payload schemas, and the DESIGN.md payloads pass them', async () => {
    let ajv = new Ajv({ strict: false });
    const schemaOf = async (file: string) => {
      ajv = new Ajv({ strict: false });
      const res = await t.app.inject({ url: `/schemas/fleet/${file}` });
      expect(res.statusCode).toBe(200);
      const schema = res.json<Record<string, unknown>>();
      expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
      return ajv.compile(schema);
    };
    const telemetry = await schemaOf(FLEET_SCHEMA_FILES.telemetry);
    expect(
      telemetry(telemetryOf(vehicleId, customerId, AT)),
      ajv.errorsText(telemetry.errors),
    ).toBe(true);
    expect(
      telemetry({ vehicle_id: vehicleId, customer_id: customerId, dt_canbus: AT.toISOString() }),
    ).toBe(false);
    const alerts = await schemaOf(FLEET_SCHEMA_FILES.alerts);
    expect(alerts(alertOf(vehicleId, customerId)), ajv.errorsText(alerts.errors)).toBe(true);
    expect(alerts({ ...alertOf(vehicleId, customerId), alerts: [] })).toBe(false);
    // A command carries its nonce; an answer may echo it (the server, not the schema, refuses
    // an answer without it).
    const command = {
      command_id: randomUUID(),
      command: 'move/stop',
      issued_at: AT.toISOString(),
      expires_at: new Date(AT.getTime() + 5000).toISOString(),
      nonce: 'q5Yx0wZt3mJv8KbN1cR7sA',
    };
    const commands = await schemaOf(FLEET_SCHEMA_FILES.commands);
    expect(commands(command), ajv.errorsText(commands.errors)).toBe(true);
    expect(commands({ ...command, nonce: undefined })).toBe(false);
    const ack = {
      command_id: command.command_id,
      vehicle_id: vehicleId,
      status: 'executed',
      at: AT.toISOString(),
      nonce: command.nonce,
    };
    const acks = await schemaOf(FLEET_SCHEMA_FILES['commands/ack']);
    expect(acks(ack), ajv.errorsText(acks.errors)).toBe(true);
    expect(acks({ ...ack, nonce: 42 })).toBe(false);
    for (const file of Object.values(FLEET_SCHEMA_FILES)) await schemaOf(file);
  });
});
