import { vehicleTelemetry } from '@shuttle-ops/domain';
import type { VehicleTelemetry } from '@shuttle-ops/domain';
import type { OnVehicleTelemetryDataSubscription } from '../graphql/generated/graphql.ts';

/**
 * A stored telemetry snapshot as `onVehicleTelemetryData` brings it, checked by the domain's
 * schema; null when it has another shape. The one parser of the console's telemetry.
 */
export function parseTelemetry(data: OnVehicleTelemetryDataSubscription): VehicleTelemetry | null {
  const parsed = vehicleTelemetry.safeParse(data.onVehicleTelemetryData);
  return parsed.success ? parsed.data : null;
}
