import type { BusStop } from '@shuttle-ops/domain';
import type { BusStopRow } from './bus-stops.repository.ts';

/** The one place a bus stop row becomes its wire shape. */
export function presentBusStop(row: BusStopRow): BusStop {
  return {
    BS_ID: row.id,
    Customer_ID: row.customerId,
    name: row.name,
    label: row.label,
    direction: row.direction,
    lat: row.lat,
    lon: row.lon,
    create_dt: row.createdAt.toISOString(),
    update_dt: row.updatedAt.toISOString(),
  };
}
