import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { connectAsync, type IClientOptions, type MqttClient } from 'mqtt';
import {
  fleetTopic,
  MEASURE_NAMES,
  MEASURES,
  vehicleMqttUsername,
  type FleetAlert,
  type FleetTelemetry,
  type FleetTopicKind,
  type MeasureName,
  vehicleClientId,
} from '@shuttle-ops/domain';
import type { Db } from '../db/database.ts';
import { vehicles } from '../db/schema.ts';
import { hashPassword } from '../lib/password-hash.ts';
import { customerIdOf } from './factories.ts';

export interface TestVehicle {
  id: string;
  customerId: string;
  name: string;
  username: string;
  password: string;
}

/** A vehicle with MQTT credentials, as `POST vehicles` would create it. */
export async function createMqttVehicle(db: Db, customerId: string): Promise<TestVehicle> {
  const id = randomUUID();
  const password = `pw-${randomUUID()}`;
  const name = `Test Shuttle ${id.slice(0, 8)}`;
  await db.insert(vehicles).values({
    id,
    customerId,
    name,
    maxOccupancy: 12,
    mqttUsername: vehicleMqttUsername(id),
    mqttPasswordHash: await hashPassword(password),
    mqttRotatedAt: new Date(),
  });
  return { id, customerId, name, username: vehicleMqttUsername(id), password };
}

/** Connects as the vehicle would (its own credentials and client id; no reconnecting). */
export function connectVehicle(
  url: string,
  vehicle: TestVehicle,
  options: IClientOptions = {},
): Promise<MqttClient> {
  return connectAsync(url, {
    clientId: vehicleClientId(vehicle.id),
    username: vehicle.username,
    password: vehicle.password,
    protocolVersion: 4,
    reconnectPeriod: 0,
    connectTimeout: 5000,
    ...options,
  });
}

export const topicOf = (vehicle: TestVehicle, kind: FleetTopicKind) =>
  fleetTopic(vehicle.customerId, vehicle.id, kind);

/** A snapshot with every measure of spec §3; numbers derive from `seq` so rows are checkable. */
export function telemetryOf(
  vehicle: TestVehicle,
  seq: number,
  overrides: Partial<Record<MeasureName, number | string>> = {},
): FleetTelemetry {
  const at = new Date(Date.UTC(2026, 2, 2, 9, 0, 0) + seq * 1000).toISOString();
  const value = (name: MeasureName): number | string => {
    if (name in overrides) return overrides[name]!;
    if (name === 'vehicle_id') return vehicle.id;
    if (name === 'dt_canbus') return at;
    if (name === 'LATITUDE') return Math.round((51.575 + seq / 100_000) * 1e7) / 1e7;
    if (name === 'LONGITUDE') return -1.311;
    return MEASURES[name].valueType === 'number' ? seq : 'AUTONOMOUS';
  };
  return {
    vehicle_id: vehicle.id,
    customer_id: vehicle.customerId,
    dt_canbus: at,
    seq,
    measure_values_list: MEASURE_NAMES.map((measure_name) => ({
      measure_name,
      measure_value: value(measure_name),
    })),
  };
}

export function alertOf(vehicle: TestVehicle, msgId: number): FleetAlert {
  const time = new Date(Date.UTC(2026, 2, 2, 9, 30, 0) + msgId * 1000).toISOString();
  return {
    id: randomUUID(),
    level: 'CRITICAL',
    source_id: vehicle.id,
    source_type: 'VEHICLE',
    message: 'Emergency stop',
    time,
    Source_ID: vehicle.id,
    Customer_ID: vehicle.customerId,
    event_name: 'ALERT_RAISED',
    msg_id: msgId,
    site_name: 'Harwell',
    timestamp: Date.parse(time),
    location: { lat: 51.5736, lon: -1.30395, alt: 124, bearing: 92.5 },
    alerts: [
      {
        id: randomUUID(),
        category: 'SAFETY',
        code: 'SAF-001',
        level: 'CRITICAL',
        state: 'ACTIVE',
        message: 'Emergency stop pressed',
        consequences: 'The shuttle has stopped.',
        correctionProcedure: 'Check the cabin, then release the emergency stop.',
      },
    ],
  };
}

/** Publishes at QoS 1 and resolves on the PUBACK. */
export function publish(client: MqttClient, topic: string, payload: unknown) {
  return client.publishAsync(
    topic,
    typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload),
    { qos: 1 },
  );
}

/** Resolves when the connection has closed (the broker cut it off). */
export function closed(client: MqttClient): Promise<void> {
  return new Promise((resolve) => {
    if (client.stream.destroyed) resolve();
    else client.once('close', () => resolve());
  });
}

/** The value of one Prometheus sample in /metrics (0 when absent). */
export function metricValue(body: string, name: string, labels: Record<string, string> = {}) {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of body.split('\n')) {
    const match = /^([a-z_]+)(?:\{([^}]*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '').split(',').filter(Boolean);
    if (wanted.every((w) => have.includes(w))) return Number(match[3]);
  }
  return 0;
}

/** Starts the app's embedded broker on a free port of 127.0.0.1; its URL. */
export async function listenForVehicles(app: FastifyInstance): Promise<string> {
  await app.mqtt.listen({ port: 0, host: '127.0.0.1' });
  return `mqtt://127.0.0.1:${app.mqtt.port}`;
}

/** A new vehicle of the demo customer named, connected as itself to the broker at `url`. */
export async function connectedVehicle(
  db: Db,
  url: string,
  customer = 'Darwin',
): Promise<{ vehicle: TestVehicle; link: MqttClient }> {
  const vehicle = await createMqttVehicle(db, await customerIdOf(db, customer));
  return { vehicle, link: await connectVehicle(url, vehicle) };
}
