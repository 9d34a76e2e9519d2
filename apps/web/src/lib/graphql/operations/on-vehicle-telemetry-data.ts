import { graphql } from '../generated/gql.ts';

/**
 * Every stored telemetry snapshot: of the caller's customer's vehicles without arguments, of
 * one vehicle with `vehicle_id`.
 */
export const ON_VEHICLE_TELEMETRY_DATA = graphql(`
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
`);
