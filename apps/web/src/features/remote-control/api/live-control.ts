import { vehicleCommandRecord, vehicleTelemetry } from '@shuttle-ops/domain';
import type { VehicleCommandRecord, VehicleTelemetry } from '@shuttle-ops/domain';
import type {
  OnVehicleCommandSubscription,
  OnVehicleTelemetryDataSubscription,
} from '../../../lib/graphql/generated/graphql.ts';

/** One vehicle's telemetry snapshots as they are stored (`onVehicleTelemetryData`). */
export function parseControlTelemetry(
  data: OnVehicleTelemetryDataSubscription,
): VehicleTelemetry | null {
  const parsed = vehicleTelemetry.safeParse(data.onVehicleTelemetryData);
  return parsed.success ? parsed.data : null;
}

/** A state change of a command sent to the vehicle (`onVehicleCommand`). */
export function parseVehicleCommand(
  data: OnVehicleCommandSubscription,
): VehicleCommandRecord | null {
  const parsed = vehicleCommandRecord.safeParse(data.onVehicleCommand);
  return parsed.success ? parsed.data : null;
}
