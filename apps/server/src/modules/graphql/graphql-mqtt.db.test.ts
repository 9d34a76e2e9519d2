import type { Client } from 'graphql-ws';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from '../../test/auth-client.ts';
import { disposeAll, eventually, subscribe, wsClient } from '../../test/graphql-client.ts';
import type { TestApp } from '../../test/test-app.ts';
import { twoCustomerFleet, type TwoCustomerFleet } from '../../test/two-customer-fleet.ts';
import { alertOf, publish, telemetryOf, topicOf, type TestVehicle } from '../../test/vehicles.ts';

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

async function consoleOf(user: string) {
  const { tokens } = await clientFor(t.app, user);
  const client = wsClient(wsUrl, {
    'x-api-key': t.env.PUBLIC_API_KEY,
    'x-token': tokens.AccessToken,
  });
  clients.push(client);
  return client;
}

describe('vehicle → MQTT → database → GraphQL subscription', () => {
  it('delivers what a vehicle publishes to its customer’s consoles only', async () => {
    const darwin = await consoleOf('operator');
    const campus = await consoleOf('campus-operator');
    const query = /* GraphQL */ `
      subscription {
        onVehicleTelemetryData {
          vehicle_id
          dt_canbus
          dt_lambda
          measure_values_list {
            measure_name
            measure_value
          }
        }
      }
    `;
    const ofDarwin = subscribe(darwin, query);
    const ofCampus = subscribe(campus, query);
    const positions = subscribe(
      darwin,
      'subscription { onCreateBusLocation { cav_id lat lon name } }',
    );
    const alerts = subscribe(darwin, 'subscription { onCreateAlert { msg_id alerts { code } } }');
    await eventually(() => t.app.graphqlSubscriptions.stats().subscribers === 4);

    const [link, campusLink] = links;
    await publish(link, topicOf(shuttle, 'telemetry'), telemetryOf(shuttle, 1, { SPEED: 14.5 }));
    await publish(link, topicOf(shuttle, 'alerts'), alertOf(shuttle, 7));
    await publish(campusLink, topicOf(campusShuttle, 'telemetry'), telemetryOf(campusShuttle, 1));
    // A second Darwin snapshot after Campus's: a leaked Campus frame would arrive before it.
    await publish(link, topicOf(shuttle, 'telemetry'), telemetryOf(shuttle, 2));

    await Promise.all([ofDarwin.until(2), ofCampus.until(1), positions.until(2), alerts.until(1)]);
    const frame = ofDarwin.frames[0]!.data!.onVehicleTelemetryData as {
      vehicle_id: string;
      dt_lambda: string;
      measure_values_list: { measure_name: string; measure_value: unknown }[];
    };
    expect(frame.vehicle_id).toBe(shuttle.id);
    expect(Date.parse(frame.dt_lambda)).toBeGreaterThan(Date.now() - 60_000);
    expect(frame.measure_values_list).toContainEqual({
      measure_name: 'SPEED',
      measure_value: 14.5,
    });
    expect(positions.frames[0]!.data).toEqual({
      onCreateBusLocation: { cav_id: shuttle.id, lat: 51.57501, lon: -1.311, name: shuttle.name },
    });
    expect(alerts.frames[0]!.data).toEqual({
      onCreateAlert: { msg_id: 7, alerts: [{ code: 'SAF-001' }] },
    });
    const vehicleOf = (f: (typeof ofDarwin.frames)[number]) =>
      (f.data!.onVehicleTelemetryData as { vehicle_id: string }).vehicle_id;
    expect(ofCampus.frames.map(vehicleOf)).toEqual([campusShuttle.id]);
    expect(ofDarwin.frames.map(vehicleOf)).toEqual([shuttle.id, shuttle.id]);
  });

  it('turns a vehicle’s alert into an alarm on its customer’s onProcessAlerts, and each step after', async () => {
    const manager = await clientFor(t.app, 'service-manager');
    const before = t.app.graphqlSubscriptions.stats().subscribers;
    const darwin = subscribe(
      await consoleOf('service-manager'),
      'subscription { onProcessAlerts { change id code state Vehicle_ID acknowledged_by { name } } }',
    );
    const campus = subscribe(
      await consoleOf('customer-admin'),
      'subscription { onProcessAlerts { change code Vehicle_ID } }',
    );
    await eventually(() => t.app.graphqlSubscriptions.stats().subscribers === before + 2);

    const [link, campusLink] = links;
    const alert = alertOf(shuttle, 900);
    alert.alerts[0]!.code = 'ALM-900';
    await publish(link, topicOf(shuttle, 'alerts'), alert);
    await darwin.until(1);
    type Change = { change: string; id: string; code: string; state: string; Vehicle_ID: string };
    const raised = darwin.frames[0]!.data!.onProcessAlerts as Change;
    expect(raised).toMatchObject({
      change: 'raised',
      code: 'ALM-900',
      state: 'OPEN',
      Vehicle_ID: shuttle.id,
    });

    const acked = await manager.put(`/dev/v1/realtimealerts/${raised.id}`, {
      action: 'acknowledge',
    });
    expect(acked.statusCode).toBe(200);
    await darwin.until(2);
    expect(darwin.frames[1]!.data!.onProcessAlerts).toEqual({
      change: 'updated',
      id: raised.id,
      code: 'ALM-900',
      state: 'ACKNOWLEDGED',
      Vehicle_ID: shuttle.id,
      acknowledged_by: { name: 'Service Manager' },
    });

    // Campus hears its own vehicle's alarm, and nothing of Darwin's before it.
    const campusAlert = alertOf(campusShuttle, 901);
    campusAlert.alerts[0]!.code = 'ALM-901';
    await publish(campusLink, topicOf(campusShuttle, 'alerts'), campusAlert);
    await campus.until(1);
    expect(campus.frames.map((f) => f.data)).toEqual([
      { onProcessAlerts: { change: 'raised', code: 'ALM-901', Vehicle_ID: campusShuttle.id } },
    ]);
    expect(darwin.frames).toHaveLength(2);
    darwin.stop();
    campus.stop();
  });
});
