import { graphql } from '../generated/gql.ts';

/**
 * Several measures of one vehicle, `number_of_rows` per measure: the newest, or spread over the
 * range from `from` to `to` (default now).
 */
export const GET_MULTIPLE_MEASURE_NAME_VALUES = graphql(`
  query GetMultipleMeasureNameValues(
    $vehicle_id: ID
    $measure_name_list: [String!]!
    $number_of_rows: Int
    $time_limit: TimeLimit
    $from: String
    $to: String
  ) {
    getMultipleMeasureNameValues(
      request_type: "vehicle_data_for_comparison"
      vehicle_id: $vehicle_id
      measure_name_list: $measure_name_list
      number_of_rows: $number_of_rows
      time_limit: $time_limit
      from: $from
      to: $to
    ) {
      cav_id
      measure_name
      measure_value
      dt_iot
      customer_id
    }
  }
`);
