import { alertLevelRank, type ApiAction } from '@shuttle-ops/domain';
import type { BusEvent, BusEventType } from '../../events/bus-event.ts';
// The alarm events' declaration (`onProcessAlerts`).
import type {} from '../alarms/index.ts';
import { alertLevelArg, idArg, measureNameArg } from './arguments.ts';
import { SERVICE_SUBSCRIPTION_FIELDS } from './service-subscription-fields.ts';

/**
 * Whose events a subscription receives: one customer's, or that customer's public feed (x-api-key
 * only: the platform owner's, or the customer `Customer_ID` names).
 */
export type Audience =
  { kind: 'tenant'; customerId: string } | { kind: 'public'; customerId: string };

/** What one event gives a subscription: no root value when it does not match its arguments. */
export type EventSelector = (event: BusEvent, audience: Audience) => readonly object[];

type Args = Readonly<Record<string, unknown>>;

/**
 * One subscription field of the schema: the bus event that feeds it, who may subscribe, and
 * what an event gives it once its arguments are checked (several roots for onCreateDataPoint:
 * one per measure of a snapshot).
 */
export interface SubscriptionField {
  event: BusEventType;
  permission: ApiAction;
  /** Callers with x-api-key only may subscribe (and get what the selector gives the public). */
  public: boolean;
  /** Checks the arguments (BAD_USER_INPUT) once, when the subscription starts. */
  select(args: Args): EventSelector;
}

const matches = (wanted: string | null, actual: string) => wanted === null || wanted === actual;

export const SUBSCRIPTION_FIELDS: Readonly<Record<string, SubscriptionField>> = {
  onVehicleTelemetryData: {
    event: 'telemetry',
    permission: 'readReference',
    public: false,
    select(args) {
      const vehicle = idArg('vehicle_id', args.vehicle_id);
      return (event) =>
        event.type === 'telemetry' && matches(vehicle, event.vehicleId) ? [event.payload] : [];
    },
  },
  onCreateBusLocation: {
    event: 'busLocation',
    permission: 'readReference',
    public: true,
    select(args) {
      const vehicle = idArg('cav_id', args.cav_id);
      return (event, audience) => {
        if (event.type !== 'busLocation' || !matches(vehicle, event.vehicleId)) return [];
        // The public tracking page gets positions, not whose vehicle it is.
        return [
          audience.kind === 'public' ? { ...event.payload, Customer_ID: null } : event.payload,
        ];
      };
    },
  },
  onCreateAlert: {
    event: 'alert',
    permission: 'readReference',
    public: false,
    select(args) {
      const vehicle = idArg('vehicle_id', args.vehicle_id);
      return (event) =>
        event.type === 'alert' && matches(vehicle, event.vehicleId) ? [event.payload] : [];
    },
  },
  onProcessAlerts: {
    event: 'alarm',
    permission: 'processAlerts',
    public: false,
    select(args) {
      const min = alertLevelArg('min_level', args.min_level);
      const rank = min === null ? 0 : alertLevelRank(min);
      return (event) =>
        event.type === 'alarm' && alertLevelRank(event.payload.level) >= rank
          ? [event.payload]
          : [];
    },
  },
  onCreateDataPoint: {
    event: 'dataPoints',
    permission: 'readReference',
    public: false,
    select(args) {
      const vehicle = idArg('cav_id', args.cav_id);
      const sensor = measureNameArg('sensor', args.sensor);
      return (event) => {
        if (event.type !== 'dataPoints' || !matches(vehicle, event.vehicleId)) return [];
        return sensor ? event.payload.filter((point) => point.sensor === sensor) : event.payload;
      };
    },
  },
  onMissionApi: {
    event: 'mission',
    permission: 'remoteControl',
    public: false,
    select(args) {
      const vehicle = idArg('vehicle_id', args.vehicle_id);
      return (event) =>
        event.type === 'mission' && matches(vehicle, event.vehicleId) ? [event.payload] : [];
    },
  },
  onVehicleCommand: {
    event: 'vehicleCommand',
    permission: 'remoteControl',
    public: false,
    select(args) {
      const vehicle = idArg('vehicle_id', args.vehicle_id);
      return (event) =>
        event.type === 'vehicleCommand' && matches(vehicle, event.vehicleId) ? [event.payload] : [];
    },
  },
  ...SERVICE_SUBSCRIPTION_FIELDS,
};
