import { graphql } from '../generated/gql.ts';

/** The positions of the caller's customer's vehicles. */
export const ON_CREATE_BUS_LOCATION = graphql(`
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
`);
