import { graphql } from '../generated/gql.ts';

/** The latest rows of one measure of a vehicle, newest first. */
export const GET_VEHICLE_DATA = graphql(`
  query GetVehicleData($vehicle_id: ID, $measure_name: String, $number_of_rows: Int) {
    getVehicleData(
      request_type: "vehicle_measure_name_values"
      vehicle_id: $vehicle_id
      measure_name: $measure_name
      number_of_rows: $number_of_rows
    ) {
      cav_id
      measure_name
      measure_value
      dt_iot
      customer_id
    }
  }
`);
