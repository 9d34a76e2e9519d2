import {
  type FleetAlert,
  type FleetMissionEvent,
  type FleetTelemetry,
  type PayloadFlag,
} from '@shuttle-ops/domain';
import type { VehicleIdentity } from './vehicle-directory.ts';

interface MessageOf<K extends string, P> {
  kind: K;
  /** The vehicle that sent it (checked against topic and payload before it gets here). */
  vehicle: VehicleIdentity;
  payload: P;
  /** Server clock at arrival, ISO. */
  receivedAt: string;
}

/** A validated vehicle message that the ingest pipeline stores. */
export type IngestMessage =
  | MessageOf<'telemetry', FleetTelemetry>
  | (MessageOf<'alerts', FleetAlert> & {
      /** What the server noticed about the alert (unknown words, inconsistencies): stored with it. */
      flags: PayloadFlag[];
    })
  | MessageOf<'missions', FleetMissionEvent>;

/** The rows a message adds: what the queue's bound counts. */
export function rowsOf(message: IngestMessage): number {
  if (message.kind !== 'telemetry') return 1;
  // The measures, the snapshot row and (usually) a bus location.
  return message.payload.measure_values_list.length + 2;
}
