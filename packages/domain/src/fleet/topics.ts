import { fleetId } from './fleet-fields.ts';

/**
 * The MQTT topics of one vehicle, `fleet/{Customer_ID}/{vehicle id}/{kind}` (DESIGN.md).
 * A vehicle publishes telemetry, alerts, mission events and command acks, and subscribes to
 * its commands; it may use no topic outside its own `fleet/{cid}/{vid}/`.
 */
export const FLEET_TOPIC_KINDS = [
  'telemetry',
  'alerts',
  'missions',
  'commands',
  'commands/ack',
] as const;
export type FleetTopicKind = (typeof FLEET_TOPIC_KINDS)[number];

/** Which way each kind travels. */
export const FLEET_TOPIC_DIRECTION: Readonly<
  Record<FleetTopicKind, 'vehicle-to-server' | 'server-to-vehicle'>
> = {
  telemetry: 'vehicle-to-server',
  alerts: 'vehicle-to-server',
  missions: 'vehicle-to-server',
  commands: 'server-to-vehicle',
  'commands/ack': 'vehicle-to-server',
};

export interface FleetTopic {
  customerId: string;
  vehicleId: string;
  kind: FleetTopicKind;
}

export const FLEET_TOPIC_ROOT = 'fleet';

const isKind = (value: string): value is FleetTopicKind =>
  (FLEET_TOPIC_KINDS as readonly string[]).includes(value);

export function fleetTopic(customerId: string, vehicleId: string, kind: FleetTopicKind): string {
  return `${fleetTopicPrefix(customerId, vehicleId)}${kind}`;
}

/** `fleet/{cid}/{vid}/`: everything a vehicle may touch starts with it. */
export function fleetTopicPrefix(customerId: string, vehicleId: string): string {
  return `${FLEET_TOPIC_ROOT}/${customerId}/${vehicleId}/`;
}

/** A subscription filter over every vehicle of every customer, e.g. `fleet/+/+/telemetry`. */
export function fleetTopicFilter(kind: FleetTopicKind): string {
  return `${FLEET_TOPIC_ROOT}/+/+/${kind}`;
}

/** The parts of a concrete fleet topic, or null for anything else (wildcards included). */
export function parseFleetTopic(topic: string): FleetTopic | null {
  const parts = topic.split('/');
  if (parts.length < 4 || parts.length > 5 || parts[0] !== FLEET_TOPIC_ROOT) return null;
  const [, customerId = '', vehicleId = '', ...rest] = parts;
  const kind = rest.join('/');
  if (!isKind(kind)) return null;
  if (!fleetId.safeParse(customerId).success || !fleetId.safeParse(vehicleId).success) return null;
  return { customerId, vehicleId, kind };
}
