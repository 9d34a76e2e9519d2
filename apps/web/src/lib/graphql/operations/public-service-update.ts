import { graphql } from '../generated/gql.ts';

/** Public (x-api-key only): the customer's active services as their status changes. */
export const PUBLIC_SERVICE_UPDATE = graphql(`
  subscription PublicServiceUpdate($customer: ID) {
    onUpdateService(Customer_ID: $customer) {
      ...ServiceFields
    }
  }
`);
