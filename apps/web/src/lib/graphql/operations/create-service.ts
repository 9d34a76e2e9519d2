import { graphql } from '../generated/gql.ts';

/** Spec §7 `createService`: a vehicle starts running a route. */
export const CREATE_SERVICE = graphql(`
  mutation CreateService($input: CreateServiceInput!) {
    createService(input: $input) {
      ...ServiceFields
    }
  }
`);
