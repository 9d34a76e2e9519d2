import { graphql } from '../generated/gql.ts';

/** Every alert message of the caller's customer's vehicles (what the dashboard reads of it). */
export const ON_CREATE_ALERT = graphql(`
  subscription OnCreateAlert {
    onCreateAlert {
      id
      level
      message
      time
      Source_ID
      event_name
      alerts {
        code
      }
    }
  }
`);
