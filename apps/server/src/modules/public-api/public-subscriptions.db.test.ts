import type { Client } from 'graphql-ws';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disposeAll, eventually, subscribe, wsClient } from '../../test/graphql-client.ts';
import type { TestApp } from '../../test/test-app.ts';
import { twoCustomerFleet, type TwoCustomerFleet } from '../../test/two-customer-fleet.ts';
import { publish, telemetryOf, topicOf, type TestVehicle } from '../../test/vehicles.ts';

let t: TestApp;
let wsUrl: string;
let shuttle: TestVehicle;
let campusShuttle: TestVehicle;
let links: [MqttClient, MqttClient];
let fleet: TwoCustomerFleet;
const clients: Client[] = [];

beforeAll(async () => {
  fleet = await twoCustomerFleet();
  ({ t, wsUrl, shuttle, campusShuttle, links } = fleet);
});
afterAll(async () => {
  await disposeAll(clients);
  await fleet.close();
});

const POSITIONS = 'subscription { onCreateBusLocation { Customer_ID cav_id lat lon } }';

describe('public subscriptions (x-api-key only)', () => {
  it('deliver the platform owner’s shuttle positions from MQTT, and no other customer’s', async () => {
    const page = wsClient(wsUrl, { 'x-api-key': t.env.PUBLIC_API_KEY });
    clients.push(page);
    const positions = subscribe(page, POSITIONS);
    await eventually(() => t.app.graphqlSubscriptions.stats().subscribers === 1);

    await publish(links[1], topicOf(campusShuttle, 'telemetry'), telemetryOf(campusShuttle, 1));
    await publish(links[0], topicOf(shuttle, 'telemetry'), telemetryOf(shuttle, 2));
    await publish(links[1], topicOf(campusShuttle, 'telemetry'), telemetryOf(campusShuttle, 3));
    await publish(links[0], topicOf(shuttle, 'telemetry'), telemetryOf(shuttle, 4));
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
