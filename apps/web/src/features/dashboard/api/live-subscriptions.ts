import { busLocation, vehicleTelemetry } from '@shuttle-ops/domain';
import type { BusLocation, VehicleTelemetry } from '@shuttle-ops/domain';
import { liveAlert } from './telemetry-wire.ts';
import type { LiveAlert } from './telemetry-wire.ts';

/**
 * The live subscriptions of the dashboard. Without arguments the server sends every vehicle of
 * the caller's customer; `vehicle_id` narrows telemetry to one vehicle.
 */
export const ON_VEHICLE_TELEMETRY = /* GraphQL */ `
  subscription OnVehicleTelemetryData($vehicle_id: ID) {
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

export const ON_CREATE_BUS_LOCATION = /* GraphQL */ `
  subscription OnCreateBusLocation {
    onCreateBusLocation {
      Customer_ID
      cav_id
      lat
      lon
      name
      dt_iot
    }
  }
`;

export const ON_CREATE_ALERT = /* GraphQL */ `
  subscription OnCreateAlert {
    onCreateAlert {
      id
      level
      message
      time
      Source_ID
      event_name
      alerts {
        code
      }
    }
  }
`;

const field = (data: unknown, name: string): unknown =>
  typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : undefined;

export function parseTelemetry(data: unknown): VehicleTelemetry | null {
  const parsed = vehicleTelemetry.safeParse(field(data, 'onVehicleTelemetryData'));
  return parsed.success ? parsed.data : null;
}

export function parseBusLocation(data: unknown): BusLocation | null {
  const parsed = busLocation.safeParse(field(data, 'onCreateBusLocation'));
  return parsed.success ? parsed.data : null;
}

export function parseAlert(data: unknown): LiveAlert | null {
  const parsed = liveAlert.safeParse(field(data, 'onCreateAlert'));
  return parsed.success ? parsed.data : null;
}
