import { fleetMissionEvent, type FleetMissionEvent } from '@shuttle-ops/domain';
import type { OnMissionApiSubscription } from '../../../../lib/graphql/generated/graphql.ts';

/** GraphQL answers absent fields as null; the wire schema leaves them out. */
const withoutNulls = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value)
          .filter(([, v]) => v !== null)
          .map(([k, v]) => [k, withoutNulls(v)]),
      )
    : value;

/** A lifecycle step of one of the vehicle's missions (spec §7 `onMissionApi`). */
export function parseMissionEvent(data: OnMissionApiSubscription): FleetMissionEvent | null {
  const parsed = fleetMissionEvent.safeParse(withoutNulls(data.onMissionApi));
  return parsed.success ? parsed.data : null;
}
