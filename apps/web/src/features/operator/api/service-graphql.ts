import { service } from '@shuttle-ops/domain';
import type { Service } from '@shuttle-ops/domain';

/** Every field of a Service, as the operator's screen reads it over GraphQL. */
export const SERVICE_FIELDS = /* GraphQL */ `
  Service_ID
  Customer_ID
  Vehicle_ID
  vehicleName
  Operator_ID
  operatorName
  Route_ID
  routeName
  routeType
  siteName
  LastPoint {
    lat
    lon
    dt_iot
  }
  occupancy
  maxOccupancy
  wheelchair_occupancy
  max_wheelchair_occupancy
  wheelchairSpace
  serviceStatus
  start_dt
  end_dt
  create_dt
  update_dt
  stops {
    No
    BS_ID
    BSLabel
    BSName
    Direction
    lat
    lon
    BSt
    etaInitial
    etaExpected
    eta
    arrived_at
  }
`;

const field = (data: unknown, name: string): unknown =>
  typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : undefined;

/** The Service under `data[name]`, or null when it does not have the wire's shape. */
export function serviceIn(data: unknown, name: string): Service | null {
  const parsed = service.safeParse(field(data, name));
  return parsed.success ? parsed.data : null;
}
