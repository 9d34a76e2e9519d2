import { graphql } from '../generated/gql.ts';

/**
 * Every change of an alarm of the caller's customer (raised, each step of its lifecycle,
 * repeats, deletion), at `min_level` or worse: every field of the REST `Alarm` plus `change`.
 */
export const ON_PROCESS_ALERTS = graphql(`
  subscription OnProcessAlerts($min_level: String) {
    onProcessAlerts(min_level: $min_level) {
      change
      id
      Customer_ID
      Vehicle_ID
      vehicle_name
      source
      rule
      condition_key
      level
      level_word
      category
      code
      message
      consequences
      correctionProcedure
      state
      condition_active
      count
      first_seen
      last_seen
      location {
        lat
        lon
        alt
        bearing
      }
      alert_id
      chattering
      auto_resolved
      acknowledged_at
      acknowledged_by {
        user_id
        name
      }
      assignee {
        user_id
        name
      }
      assigned_at
      resolved_at
      resolved_by {
        user_id
        name
      }
      closed_at
      closed_by {
        user_id
        name
      }
      shelved_until
      shelved_by {
        user_id
        name
      }
      shelve_reason
      comment_count
      version
      created_at
      updated_at
    }
  }
`);
