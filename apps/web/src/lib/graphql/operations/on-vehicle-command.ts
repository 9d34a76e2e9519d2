import { graphql } from '../generated/gql.ts';

/** Every state change of the commands sent to one vehicle. */
export const ON_VEHICLE_COMMAND = graphql(`
  subscription OnVehicleCommand($vehicle_id: ID) {
    onVehicleCommand(vehicle_id: $vehicle_id) {
      command_id
      Vehicle_ID
      Customer_ID
      command
      state
      reason
      issued_at
      expires_at
      updated_at
      user_id
      username
      history {
        state
        at
        reason
      }
    }
  }
`);
