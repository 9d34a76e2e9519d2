import { graphql } from '../generated/gql.ts';

/** The measures a vehicle has reported, with labels and units. */
export const GET_MEASURE_NAMES = graphql(`
  query GetMeasureNames($vehicle_id: ID) {
    getMeasureNames(request_type: "measure_names_for_vehicle", vehicle_id: $vehicle_id) {
      measure_name
      label
      unit
      value_type
    }
  }
`);
