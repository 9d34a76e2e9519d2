import { graphql } from '../generated/gql.ts';

/** Public (x-api-key only): the customer's active services as their ETAs change. */
export const PUBLIC_ETA_UPDATE = graphql(`
  subscription PublicEtaUpdate($customer: ID) {
    onETAUpdateService(Customer_ID: $customer) {
      ...ServiceFields
    }
  }
`);
