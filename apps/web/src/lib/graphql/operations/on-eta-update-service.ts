import { graphql } from '../generated/gql.ts';

/** New predictions and arrivals of one service's stops. */
export const ON_ETA_UPDATE_SERVICE = graphql(`
  subscription OnETAUpdateService($id: ID) {
    onETAUpdateService(Service_ID: $id) {
      ...ServiceFields
    }
  }
`);
