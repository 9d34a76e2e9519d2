import { busLocation, vehicleTelemetry } from '@shuttle-ops/domain';
import type { BusLocation, VehicleTelemetry } from '@shuttle-ops/domain';
import type {
  OnCreateAlertSubscription,
  OnCreateBusLocationSubscription,
  OnVehicleTelemetryDataSubscription,
} from '../../../lib/graphql/generated/graphql.ts';
import { liveAlert } from './telemetry-wire.ts';
import type { LiveAlert } from './telemetry-wire.ts';

/**
 * What the live subscriptions of the dashboard bring (src/lib/graphql/operations). Without
 * arguments the server sends every vehicle of the caller's customer; `vehicle_id` narrows
 * telemetry to one vehicle.
 */

export function parseTelemetry(data: OnVehicleTelemetryDataSubscription): VehicleTelemetry | null {
  const parsed = vehicleTelemetry.safeParse(data.onVehicleTelemetryData);
  return parsed.success ? parsed.data : null;
}

export function parseBusLocation(data: OnCreateBusLocationSubscription): BusLocation | null {
  const parsed = busLocation.safeParse(data.onCreateBusLocation);
  return parsed.success ? parsed.data : null;
}

export function parseAlert(data: OnCreateAlertSubscription): LiveAlert | null {
  const parsed = liveAlert.safeParse(data.onCreateAlert);
  return parsed.success ? parsed.data : null;
}
