import type {
  BusLocation,
  DataPoint,
  FleetAlert,
  FleetCommandAck,
  FleetMissionEvent,
  VehicleTelemetry,
} from '@shuttle-ops/domain';
import type { BusEventOf } from '../../events/bus-event.ts';

/** The events the ingest publishes, one per stored vehicle message (and per derived record). */

/** A telemetry snapshot, once stored (`onVehicleTelemetryData`). */
export type TelemetryEvent = BusEventOf<'telemetry', VehicleTelemetry>;
/** Where the vehicle is (`onCreateBusLocation`). */
export type BusLocationEvent = BusEventOf<'busLocation', BusLocation>;
/** The snapshot's measures as data points, in one event per snapshot (`onCreateDataPoint`). */
export type DataPointsEvent = BusEventOf<'dataPoints', DataPoint[]>;
/** An alert message with its conditions (`onCreateAlert`). */
export type AlertEvent = BusEventOf<'alert', FleetAlert>;
/** A mission event reported by the vehicle (`onMissionApi`). */
export type MissionEvent = BusEventOf<'mission', FleetMissionEvent>;
/** A vehicle's answer to a command; the process that sent the command may be another one. */
export type CommandAckEvent = BusEventOf<'commandAck', FleetCommandAck>;

export type VehicleMessageEvent =
  TelemetryEvent | BusLocationEvent | DataPointsEvent | AlertEvent | MissionEvent | CommandAckEvent;

declare module '../../events/bus-event.ts' {
  interface BusEvents {
    vehicleMessages: VehicleMessageEvent;
  }
}
