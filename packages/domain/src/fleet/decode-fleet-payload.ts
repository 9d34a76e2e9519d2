import type { z } from 'zod';
import { alertFlags, fleetAlert } from './alert-payload.ts';
import { FLEET_PAYLOAD_MAX_BYTES, type PayloadFlag } from './fleet-fields.ts';
import { fleetMissionEvent, missionEventFlags } from './mission-event.ts';
import { fleetTelemetry, telemetryFlags } from './telemetry-payload.ts';
import { parseFleetTopic, type FleetTopic, type FleetTopicKind } from './topics.ts';
import { fleetCommand, fleetCommandAck } from './vehicle-command.ts';

/** The schema of each topic kind. */
export const FLEET_PAYLOAD_SCHEMAS = {
  telemetry: fleetTelemetry,
  alerts: fleetAlert,
  missions: fleetMissionEvent,
  commands: fleetCommand,
  'commands/ack': fleetCommandAck,
} as const satisfies Record<FleetTopicKind, z.ZodType>;

type Schemas = typeof FLEET_PAYLOAD_SCHEMAS;
export type FleetPayload<K extends FleetTopicKind = FleetTopicKind> = {
  [P in K]: z.infer<Schemas[P]>;
}[K];

/** A valid message; switch on `kind` to narrow `payload`. */
export type FleetMessage = {
  [K in FleetTopicKind]: {
    ok: true;
    kind: K;
    topic: FleetTopic & { kind: K };
    payload: FleetPayload<K>;
  };
}[FleetTopicKind];

/** Why a message was refused; each is worth its own counter. */
export type FleetRefusal =
  | { ok: false; reason: 'TOPIC'; message: string }
  | { ok: false; reason: 'TOO_LARGE'; message: string }
  | { ok: false; reason: 'JSON'; message: string }
  | { ok: false; reason: 'SCHEMA'; message: string; issues: z.core.$ZodIssue[] }
  | { ok: false; reason: 'OWNER'; message: string };

/** The customer and vehicle a payload names about itself (a command names neither). */
function payloadOwner(message: FleetMessage): { customerId?: string; vehicleId?: string } {
  switch (message.kind) {
    case 'telemetry':
      return { customerId: message.payload.customer_id, vehicleId: message.payload.vehicle_id };
    case 'alerts':
      return { customerId: message.payload.Customer_ID, vehicleId: message.payload.Source_ID };
    case 'missions':
      return { customerId: message.payload.Customer_ID, vehicleId: message.payload.vehicle_id };
    case 'commands/ack':
      return { vehicleId: message.payload.vehicle_id };
    case 'commands':
      return {};
  }
}

const decoder = new TextDecoder('utf-8', { fatal: true });

/**
 * Everything a consumer checks before it trusts a vehicle message: a fleet topic, a bounded
 * size, JSON, the schema of the topic's kind, and a payload that names the topic's own customer
 * and vehicle (a vehicle may not speak for another).
 */
export function decodeFleetPayload(
  topic: string,
  body: Uint8Array | string,
): FleetMessage | FleetRefusal {
  const parsedTopic = parseFleetTopic(topic);
  if (!parsedTopic) return { ok: false, reason: 'TOPIC', message: `not a fleet topic: ${topic}` };
  const size = typeof body === 'string' ? new TextEncoder().encode(body).length : body.byteLength;
  if (size > FLEET_PAYLOAD_MAX_BYTES) {
    return {
      ok: false,
      reason: 'TOO_LARGE',
      message: `${size} bytes, more than ${FLEET_PAYLOAD_MAX_BYTES}`,
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(typeof body === 'string' ? body : decoder.decode(body));
  } catch (error) {
    return { ok: false, reason: 'JSON', message: (error as Error).message };
  }
  const result = FLEET_PAYLOAD_SCHEMAS[parsedTopic.kind].safeParse(json);
  if (!result.success) {
    return {
      ok: false,
      reason: 'SCHEMA',
      message: result.error.issues
        .map((issue) => `${issue.path.join('.') || '(payload)'}: ${issue.message}`)
        .join('; '),
      issues: result.error.issues,
    };
  }
  const message = {
    ok: true,
    kind: parsedTopic.kind,
    topic: parsedTopic,
    payload: result.data,
  } as FleetMessage;
  const owner = payloadOwner(message);
  if (
    (owner.customerId !== undefined && owner.customerId !== parsedTopic.customerId) ||
    (owner.vehicleId !== undefined && owner.vehicleId !== parsedTopic.vehicleId)
  ) {
    return {
      ok: false,
      reason: 'OWNER',
      message: 'the payload names another customer or vehicle than its topic',
    };
  }
  return message;
}

/** What the server noticed about an accepted message: unknown words, wrong types, inconsistencies. */
export function payloadFlags(message: FleetMessage): PayloadFlag[] {
  switch (message.kind) {
    case 'telemetry':
      return telemetryFlags(message.payload);
    case 'alerts':
      return alertFlags(message.payload);
    case 'missions':
      return missionEventFlags(message.payload);
    case 'commands':
    case 'commands/ack':
      return [];
  }
}
