import type {
  Announcement,
  BusLocation,
  DataPoint,
  FleetAlert,
  FleetCommandAck,
  FleetMissionEvent,
  VehicleCommandRecord,
  VehicleTelemetry,
} from '@shuttle-ops/domain';
import { SERVICE_EVENT_TYPES, type ServiceEvent } from './service-events.ts';

/**
 * What the event bus carries: one event per stored vehicle message (and per derived record),
 * always for one customer. Payloads are plain JSON in the wire's shapes (spec §3), so the
 * in-process and the Redis bus deliver the same objects and GraphQL subscriptions can send them
 * as they are.
 */
interface EventOf<T extends string, P> {
  type: T;
  customerId: string;
  vehicleId: string;
  payload: P;
}

/** A telemetry snapshot, once stored (`onVehicleTelemetryData`). */
export type TelemetryEvent = EventOf<'telemetry', VehicleTelemetry>;
/** Where the vehicle is (`onCreateBusLocation`). */
export type BusLocationEvent = EventOf<'busLocation', BusLocation>;
/** The snapshot's measures as data points, in one event per snapshot (`onCreateDataPoint`). */
export type DataPointsEvent = EventOf<'dataPoints', DataPoint[]>;
/** An alert message with its conditions (`onCreateAlert`). */
export type AlertEvent = EventOf<'alert', FleetAlert>;
/** A mission event reported by the vehicle (`onMissionApi`). */
export type MissionEvent = EventOf<'mission', FleetMissionEvent>;
/** A vehicle's answer to a command; the process that sent the command may be another one. */
export type CommandAckEvent = EventOf<'commandAck', FleetCommandAck>;

/** An announcement was created or changed; it belongs to no vehicle (`vehicleId` is empty). */
export type AnnouncementEvent = EventOf<'announcement', Announcement>;

/** A remote command changed state (`onVehicleCommand`). */
export type VehicleCommandEvent = EventOf<'vehicleCommand', VehicleCommandRecord>;

export type FleetEvent =
  | TelemetryEvent
  | BusLocationEvent
  | DataPointsEvent
  | AlertEvent
  | MissionEvent
  | CommandAckEvent
  | VehicleCommandEvent
  | AnnouncementEvent
  | ServiceEvent;

export type FleetEventType = FleetEvent['type'];

export const FLEET_EVENT_TYPES: readonly FleetEventType[] = [
  'telemetry',
  'busLocation',
  'dataPoints',
  'alert',
  'mission',
  'commandAck',
  'vehicleCommand',
  'announcement',
  ...SERVICE_EVENT_TYPES,
];

/** A customer id, or `*` for every customer's events (server-side consumers only). */
export type CustomerSelector = string;

export type FleetEventHandler = (event: FleetEvent) => void;
