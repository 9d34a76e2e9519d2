import {
  FLEET_TOPIC_DIRECTION,
  fleetTopic,
  parseFleetTopic,
  vehicleMqttUsername,
  vehicleClientId,
} from '@shuttle-ops/domain';
import type { VehicleIdentity } from './vehicle-directory.ts';

/**
 * What a signed-in vehicle may do on the embedded broker: everything under its own
 * `fleet/{cid}/{vid}/` and nothing else (DESIGN.md).
 */

/** Publish: its own telemetry, alerts, missions and commands/ack (never commands). */
export function mayPublish(vehicle: VehicleIdentity, topic: string): boolean {
  const parsed = parseFleetTopic(topic);
  return (
    parsed !== null &&
    parsed.customerId === vehicle.customerId &&
    parsed.vehicleId === vehicle.vehicleId &&
    FLEET_TOPIC_DIRECTION[parsed.kind] === 'vehicle-to-server'
  );
}

/** Subscribe: exactly its own commands topic (no wildcards, no shared subscriptions). */
export function maySubscribe(vehicle: VehicleIdentity, topic: string): boolean {
  return topic === fleetTopic(vehicle.customerId, vehicle.vehicleId, 'commands');
}

/**
 * A client id is the vehicle's own: the simulator's compact form (`v` + the id in base64url,
 * 23 characters, which every MQTT 3.1.1 broker accepts) or anything starting with its username
 * `veh-<id>`. Otherwise one vehicle could take over another's session by reusing its id.
 */
export function ownsClientId(vehicle: VehicleIdentity, clientId: string): boolean {
  return (
    clientId === vehicleClientId(vehicle.vehicleId) ||
    clientId.startsWith(vehicleMqttUsername(vehicle.vehicleId))
  );
}
