import { fleetMissionEvent, type FleetMissionEvent } from '@shuttle-ops/domain';

/** Every lifecycle step of one vehicle's missions (spec §7 `onMissionApi`). */
export const ON_MISSION_API = /* GraphQL */ `
  subscription OnMissionApi($vehicle_id: ID) {
    onMissionApi(vehicle_id: $vehicle_id) {
      Customer_ID
      type
      vehicle_id
      mission_id
      site_id
      lifecycle
      dt_aggr_send
      data {
        station_id
        station_name
        eta
        remaining_m
        lat
        lon
        reason
      }
    }
  }
`;

/** GraphQL answers absent fields as null; the wire schema leaves them out. */
const withoutNulls = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value)
          .filter(([, v]) => v !== null)
          .map(([k, v]) => [k, withoutNulls(v)]),
      )
    : value;

export function parseMissionEvent(data: unknown): FleetMissionEvent | null {
  const event =
    typeof data === 'object' && data !== null
      ? (data as Record<string, unknown>).onMissionApi
      : undefined;
  const parsed = fleetMissionEvent.safeParse(withoutNulls(event));
  return parsed.success ? parsed.data : null;
}
