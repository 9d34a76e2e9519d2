import { graphql } from '../generated/gql.ts';

/** Public (x-api-key only): positions of the customer's shuttles; `customer` names another. */
export const PUBLIC_BUS_LOCATION = graphql(`
  subscription PublicBusLocation($customer: ID) {
    onCreateBusLocation(Customer_ID: $customer) {
      Customer_ID
      cav_id
      lat
      lon
      name
      dt_iot
    }
  }
`);
