import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../../lib/sql-rows.ts';
import {
  epochMsOf,
  vehicleIdsOf,
  withinRange,
  type TimelineRange,
  type TimelineRow,
} from '../../lib/timeline-range.ts';

/** Services of the vehicles that started or ended within the range. */
export function serviceTimeline(db: Db, range: TimelineRange): Promise<TimelineRow[]> {
  return queryRows<TimelineRow>(
    db,
    sql`select vehicle_id, ${epochMsOf('start_at')} as dt_ms, 'service_start' as kind,
          'Service started on ' || route_name as label
        from services
        where customer_id = ${range.scope.customerId} and vehicle_id = any(${vehicleIdsOf(range)})
          and status in ('active', 'completed') and ${withinRange('start_at', range)}
        union all
        select vehicle_id, ${epochMsOf('end_at')} as dt_ms, 'service_end' as kind,
          'Service ended on ' || route_name as label
        from services
        where customer_id = ${range.scope.customerId} and vehicle_id = any(${vehicleIdsOf(range)})
          and ${withinRange('end_at', range)}`,
  );
}
