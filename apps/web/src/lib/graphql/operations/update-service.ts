import { graphql } from '../generated/gql.ts';

/** Spec §7 `updateService`: a status transition and/or another operator. */
export const UPDATE_SERVICE = graphql(`
  mutation UpdateService($input: UpdateServiceInput!) {
    updateService(input: $input) {
      ...ServiceFields
    }
  }
`);
