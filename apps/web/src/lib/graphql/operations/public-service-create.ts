import { graphql } from '../generated/gql.ts';

/** Public (x-api-key only): the customer's services as they start. */
export const PUBLIC_SERVICE_CREATE = graphql(`
  subscription PublicServiceCreate($customer: ID) {
    onCreateService(Customer_ID: $customer) {
      ...ServiceFields
    }
  }
`);
