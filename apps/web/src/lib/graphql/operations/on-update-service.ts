import { graphql } from '../generated/gql.ts';

/** Status, operator and occupancy changes of one service. */
export const ON_UPDATE_SERVICE = graphql(`
  subscription OnUpdateService($id: ID) {
    onUpdateService(Service_ID: $id) {
      ...ServiceFields
    }
  }
`);
