import { vehicleCommandRecord } from '@shuttle-ops/domain';
import type { VehicleCommandRecord } from '@shuttle-ops/domain';
import type { OnVehicleCommandSubscription } from '../../../lib/graphql/generated/graphql.ts';

/** A state change of a command sent to the vehicle (`onVehicleCommand`). */
export function parseVehicleCommand(
  data: OnVehicleCommandSubscription,
): VehicleCommandRecord | null {
  const parsed = vehicleCommandRecord.safeParse(data.onVehicleCommand);
  return parsed.success ? parsed.data : null;
}
