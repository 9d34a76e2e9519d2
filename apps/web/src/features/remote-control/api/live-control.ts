import { vehicleCommandRecord, vehicleTelemetry } from '@shuttle-ops/domain';
import type { VehicleCommandRecord, VehicleTelemetry } from '@shuttle-ops/domain';

/** One vehicle's telemetry snapshots as they are stored. */
export const ON_CONTROL_TELEMETRY = /* GraphQL */ `
  subscription OnControlTelemetry($vehicle_id: ID) {
    onVehicleTelemetryData(vehicle_id: $vehicle_id) {
      customer_id
      vehicle_id
      dt_canbus
      dt_lambda
      measure_values_list {
        measure_name
        measure_value
      }
    }
  }
`;

/** Every state change of the commands sent to one vehicle. */
export const ON_VEHICLE_COMMAND = /* GraphQL */ `
  subscription OnVehicleCommand($vehicle_id: ID) {
    onVehicleCommand(vehicle_id: $vehicle_id) {
      command_id
      Vehicle_ID
      Customer_ID
      command
      state
      reason
      issued_at
      expires_at
      updated_at
      user_id
      username
      history {
        state
        at
        reason
      }
    }
  }
`;

const field = (data: unknown, name: string): unknown =>
  typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : undefined;

export function parseControlTelemetry(data: unknown): VehicleTelemetry | null {
  const parsed = vehicleTelemetry.safeParse(field(data, 'onVehicleTelemetryData'));
  return parsed.success ? parsed.data : null;
}

export function parseVehicleCommand(data: unknown): VehicleCommandRecord | null {
  const parsed = vehicleCommandRecord.safeParse(field(data, 'onVehicleCommand'));
  return parsed.success ? parsed.data : null;
}
