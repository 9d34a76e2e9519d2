import type { Client } from 'graphql-ws';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerIdOf } from '../../test/factories.ts';
import {
  disposeAll,
  eventually,
  graphqlWsUrl,
  subscribe,
  wsClient,
} from '../../test/graphql-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  connectVehicle,
  createMqttVehicle,
  publish,
  telemetryOf,
  topicOf,
  type TestVehicle,
} from '../../test/vehicles.ts';

let t: TestApp;
let wsUrl: string;
let shuttle: TestVehicle;
let campusShuttle: TestVehicle;
const links: MqttClient[] = [];
const clients: Client[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.mqtt.listen({ port: 0, host: '127.0.0.1' });
  const mqttUrl = `mqtt://127.0.0.1:${t.app.mqtt.port}`;
  wsUrl = await graphqlWsUrl(t.app);
  const { db } = t.database;
  shuttle = await createMqttVehicle(db, await customerIdOf(db, 'Darwin'));
  campusShuttle = await createMqttVehicle(db, await customerIdOf(db, 'Campus Mobility'));
  links.push(await connectVehicle(mqttUrl, shuttle), await connectVehicle(mqttUrl, campusShuttle));
});
afterAll(async () => {
  await disposeAll(clients);
  await Promise.all(links.map((link) => link.endAsync()));
  await t.close();
});

const POSITIONS = 'subscription { onCreateBusLocation { Customer_ID cav_id lat lon } }';

describe('public subscriptions (x-api-key only)', () => {
  it('deliver the platform owner’s shuttle positions from MQTT, and no other customer’s', async () => {
    const page = wsClient(wsUrl, { 'x-api-key': t.env.PUBLIC_API_KEY });
    clients.push(page);
    const positions = subscribe(page, POSITIONS);
    await eventually(() => t.app.graphqlSubscriptions.stats().subscribers === 1);

    await publish(links[1]!, topicOf(campusShuttle, 'telemetry'), telemetryOf(campusShuttle, 1));
    await publish(links[0]!, topicOf(shuttle, 'telemetry'), telemetryOf(shuttle, 2));
    await publish(links[1]!, topicOf(campusShuttle, 'telemetry'), telemetryOf(campusShuttle, 3));
    await publish(links[0]!, topicOf(shuttle, 'telemetry'), telemetryOf(shuttle, 4));
    await positions.until(2);

    const frames = positions.frames.map((f) => f.data?.onCreateBusLocation as { cav_id: string });
    expect(frames.map((f) => f.cav_id)).toEqual([shuttle.id, shuttle.id]);
    expect(frames[0]).toMatchObject({ Customer_ID: null, lon: -1.311 });
    expect(JSON.stringify(positions.frames)).not.toContain(campusShuttle.id);
  });

  it('refuse a wrong key at connection_init and tenant feeds without a token', async () => {
    const wrong = wsClient(wsUrl, { 'x-api-key': 'not-the-key' });
    clients.push(wrong);
    expect(await wrong.closed).toEqual({
      code: 4403,
      reason: 'Forbidden: a valid x-api-key is required',
    });

    const page = wsClient(wsUrl, { 'x-api-key': t.env.PUBLIC_API_KEY });
    clients.push(page);
    const telemetry = subscribe(page, 'subscription { onVehicleTelemetryData { vehicle_id } }');
    expect(await telemetry.error()).toEqual([
      expect.objectContaining({ extensions: { code: 'UNAUTHENTICATED' } }),
    ]);
  });
});
