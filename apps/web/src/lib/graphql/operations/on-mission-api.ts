import { graphql } from '../generated/gql.ts';

/** Every lifecycle step of one vehicle's missions (spec §7 `onMissionApi`). */
export const ON_MISSION_API = graphql(`
  subscription OnMissionApi($vehicle_id: ID) {
    onMissionApi(vehicle_id: $vehicle_id) {
      Customer_ID
      type
      vehicle_id
      mission_id
      site_id
      lifecycle
      dt_aggr_send
      data {
        station_id
        station_name
        eta
        remaining_m
        lat
        lon
        reason
      }
    }
  }
`);
