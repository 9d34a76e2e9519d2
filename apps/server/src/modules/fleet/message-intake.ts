import {
  decodeFleetPayload,
  flagField,
  parseFleetTopic,
  payloadFlags,
  type FleetAlert,
  type FleetCommandAck,
  type FleetMissionEvent,
  type FleetTelemetry,
} from '@shuttle-ops/domain';
import { performance } from 'node:perf_hooks';
import type { CostMeter } from '../../lib/cost-meter.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { CommandNonces } from './command-nonce.ts';
import type { FleetMetrics } from './fleet-metrics.ts';
import type { IngestPipeline } from './ingest-pipeline.ts';
import type { Refusals } from './refusals.ts';
import { mayPublish } from './vehicle-acl.ts';
import type { VehicleDirectory, VehicleIdentity } from './vehicle-directory.ts';
import type { CommandAckEvent } from './vehicle-message-events.ts';

/**
 * What became of a message: `stored` (or a known duplicate, or a command ack passed on),
 * `refused` (counted and dropped: acknowledging it keeps a bad message from being sent again
 * forever), `forbidden` (a topic the sender may not use: its connection is closed).
 * A message that could not be stored makes `handle` reject instead.
 */
export type IntakeOutcome = 'stored' | 'refused' | 'forbidden';

export interface MessageIntake {
  /** A message from a signed-in vehicle of the embedded broker. */
  fromVehicle(
    vehicle: VehicleIdentity,
    topic: string,
    body: Uint8Array | string,
  ): Promise<IntakeOutcome>;
  /** A message from an external broker, which authorized the vehicle itself. */
  fromBroker(topic: string, body: Uint8Array | string): Promise<IntakeOutcome>;
  /**
   * A command answer from an external broker that passes every check `fromBroker` makes, or
   * null; nothing is counted or published (the ack watch: the shared ingest does both).
   */
  ackOf(topic: string, body: Uint8Array | string): Promise<CommandAckEvent | null>;
}

export interface IntakeOptions {
  pipeline: IngestPipeline;
  bus: EventBus;
  directory: VehicleDirectory;
  metrics: FleetMetrics;
  refusals: Refusals;
  nonces: CommandNonces;
  /** Times the decoding and checks of each message (the live path's budget). */
  meter?: CostMeter;
  /** Also hears each accepted command answer (the embedded broker's local command-ack feed). */
  onAck?: (event: CommandAckEvent) => void;
}

/** Every check a vehicle message passes before it is stored, for both kinds of broker. */
export function messageIntake(options: IntakeOptions): MessageIntake {
  const { pipeline, bus, metrics, refusals, nonces } = options;
  const ownVehicle = async (customerId: string, vehicleId: string) => {
    const vehicle = await options.directory.byId(vehicleId);
    return vehicle?.customerId === customerId ? vehicle : null;
  };

  const handle = async (
    topic: string,
    body: Uint8Array | string,
    senderOf: (customerId: string, vehicleId: string) => Promise<VehicleIdentity | null>,
  ): Promise<IntakeOutcome> => {
    const startedAt = performance.now();
    const decoded = decodeFleetPayload(topic, body);
    options.meter?.since('decode and validate', startedAt);
    if (!decoded.ok) {
      // The topic names the vehicle (kept with it only if it is that customer's vehicle).
      const named = parseFleetTopic(topic);
      refusals.refuse(decoded.reason, {
        topic,
        ...(named ? { vehicle_id: named.vehicleId, customer_id: named.customerId } : {}),
        message: decoded.message,
      });
      return 'refused';
    }
    const { customerId, vehicleId, kind } = decoded.topic;
    const vehicle = await senderOf(customerId, vehicleId);
    if (!vehicle) {
      refusals.refuse('UNKNOWN_VEHICLE', {
        topic,
        vehicle_id: vehicleId,
        message: 'no such vehicle in this customer',
      });
      return 'refused';
    }
    if (kind === 'commands/ack' && !nonces.verify(vehicleId, decoded.payload as FleetCommandAck)) {
      refusals.refuse('NONCE', {
        topic,
        vehicle_id: vehicleId,
        customer_id: customerId,
        message: (decoded.payload as FleetCommandAck).nonce
          ? 'not the nonce of the command it answers'
          : 'no nonce: an answer echoes the nonce of its command',
      });
      return 'refused';
    }
    if (kind !== 'commands') metrics.accepted.inc({ kind });
    // Unknown words and odd values are kept as sent, and counted.
    const flags = payloadFlags(decoded);
    for (const flag of flags) {
      const field = flagField(flag);
      metrics.flagged.inc({ kind, field, flag: flag.flag });
      if (flag.flag === 'UNKNOWN') metrics.unknownWords.inc({ kind, field });
    }
    const receivedAt = new Date().toISOString();
    switch (decoded.topic.kind) {
      case 'commands/ack': {
        // Not stored: the process waiting for it (maybe another one) hears it on the bus.
        const event: CommandAckEvent = {
          type: 'commandAck',
          customerId,
          vehicleId,
          payload: decoded.payload as FleetCommandAck,
        };
        bus.publish(event);
        options.onAck?.(event);
        return 'stored';
      }
      case 'telemetry':
        await pipeline.accept({
          kind: 'telemetry',
          vehicle,
          receivedAt,
          payload: decoded.payload as FleetTelemetry,
        });
        return 'stored';
      case 'alerts':
        await pipeline.accept({
          kind: 'alerts',
          vehicle,
          receivedAt,
          payload: decoded.payload as FleetAlert,
          flags,
        });
        return 'stored';
      case 'missions':
        await pipeline.accept({
          kind: 'missions',
          vehicle,
          receivedAt,
          payload: decoded.payload as FleetMissionEvent,
        });
        return 'stored';
      case 'commands':
        // Commands travel to vehicles; the ingest's filters never ask for them.
        refusals.refuse('TOPIC', {
          topic,
          vehicle_id: vehicleId,
          customer_id: customerId,
          message: 'a command topic',
        });
        return 'refused';
    }
  };

  return {
    fromVehicle(vehicle, topic, body) {
      if (!mayPublish(vehicle, topic)) {
        refusals.refuse('FORBIDDEN_TOPIC', {
          topic,
          vehicle_id: vehicle.vehicleId,
          customer_id: vehicle.customerId,
          message: 'a vehicle may publish only under its own fleet/{cid}/{vid}/',
        });
        return Promise.resolve('forbidden');
      }
      return handle(topic, body, () => Promise.resolve(vehicle));
    },
    fromBroker(topic, body) {
      return handle(topic, body, ownVehicle);
    },
    async ackOf(topic, body) {
      const decoded = decodeFleetPayload(topic, body);
      if (!decoded.ok || decoded.topic.kind !== 'commands/ack') return null;
      const { customerId, vehicleId } = decoded.topic;
      const payload = decoded.payload as FleetCommandAck;
      if (!nonces.verify(vehicleId, payload)) return null;
      if (!(await ownVehicle(customerId, vehicleId))) return null;
      return { type: 'commandAck', customerId, vehicleId, payload };
    },
  };
}
