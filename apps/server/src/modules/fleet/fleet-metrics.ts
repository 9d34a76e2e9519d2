import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { FleetRefusal } from '@shuttle-ops/domain';

/**
 * Why a vehicle message was refused (the `reason` label):
 * TOPIC, TOO_LARGE, JSON, SCHEMA, OWNER as decodeFleetPayload says; FORBIDDEN_TOPIC, a publish
 * outside the sender's own topics (its connection is closed); UNKNOWN_VEHICLE, a message for a
 * vehicle that is not the named customer's (external broker); DATABASE, a row the database
 * refused (constraint or data error) and that no retry can store; NONCE, a command answer
 * without the nonce of the command it answers.
 */
export type RefusalReason =
  FleetRefusal['reason'] | 'FORBIDDEN_TOPIC' | 'UNKNOWN_VEHICLE' | 'DATABASE' | 'NONCE';

export interface FleetMetrics {
  accepted: Counter<'kind'>;
  rejected: Counter<'reason'>;
  duplicates: Counter<'kind'>;
  rowsWritten: Counter<'table'>;
  batchSeconds: Histogram;
  batchFailures: Counter;
  authFailures: Counter<'reason'>;
  unknownWords: Counter<'kind' | 'field'>;
  flagged: Counter<'kind' | 'field' | 'flag'>;
  /** External broker: slots of a copy that was gone, taken over with their sessions. */
  slotAdoptions: Counter;
}

/** The fleet's metrics in the app's registry (see /metrics). */
export function fleetMetrics(
  registry: Registry,
  gauges: { queuedRows: () => number; clients: () => number; slots: () => number },
): FleetMetrics {
  const registers = [registry];
  new Gauge({
    name: 'fleet_ingest_slots',
    help: 'Ingest slots (leases with their persistent sessions) this process holds (external broker)',
    registers,
    collect() {
      this.set(gauges.slots());
    },
  });
  new Gauge({
    name: 'fleet_ingest_queue_rows',
    help: 'Rows queued for the database or being written (bounded; a full queue pushes back)',
    registers,
    collect() {
      this.set(gauges.queuedRows());
    },
  });
  new Gauge({
    name: 'fleet_mqtt_clients',
    help: 'Vehicles connected to the embedded broker (ingest connections with an external one)',
    registers,
    collect() {
      this.set(gauges.clients());
    },
  });
  return {
    accepted: new Counter({
      name: 'fleet_messages_accepted_total',
      help: 'Vehicle messages accepted (valid, from their own vehicle), by kind',
      labelNames: ['kind'] as const,
      registers,
    }),
    rejected: new Counter({
      name: 'fleet_messages_rejected_total',
      help: 'Vehicle messages refused, by reason',
      labelNames: ['reason'] as const,
      registers,
    }),
    duplicates: new Counter({
      name: 'fleet_messages_duplicate_total',
      help: 'Redelivered messages that were stored already, by kind',
      labelNames: ['kind'] as const,
      registers,
    }),
    rowsWritten: new Counter({
      name: 'fleet_rows_written_total',
      help: 'Rows written by the ingest pipeline, by table',
      labelNames: ['table'] as const,
      registers,
    }),
    batchSeconds: new Histogram({
      name: 'fleet_ingest_batch_seconds',
      help: 'Time to write one batch (one transaction)',
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    }),
    batchFailures: new Counter({
      name: 'fleet_ingest_batch_failures_total',
      help: 'Batches the database did not take (their messages are retried one by one)',
      registers,
    }),
    unknownWords: new Counter({
      name: 'fleet_vocabulary_unknown_total',
      help: 'Words of accepted vehicle messages that are not ours (stored as given), by kind and field',
      labelNames: ['kind', 'field'] as const,
      registers,
    }),
    flagged: new Counter({
      name: 'fleet_payload_flags_total',
      help: 'Flags on accepted vehicle messages (UNKNOWN word, WRONG_TYPE value, INCONSISTENT fields), by kind, field and flag',
      labelNames: ['kind', 'field', 'flag'] as const,
      registers,
    }),
    slotAdoptions: new Counter({
      name: 'fleet_ingest_slot_adoptions_total',
      help: 'Ingest slots of a copy that was gone (lease run out) that this process took over',
      registers,
    }),
    authFailures: new Counter({
      name: 'fleet_mqtt_auth_failures_total',
      help: 'Refused MQTT sign-ins and subscriptions, by reason',
      labelNames: ['reason'] as const,
      registers,
    }),
  };
}
