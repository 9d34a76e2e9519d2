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

/** Alarms raised, acknowledged and resolved on the vehicles. */
export function alarmTimeline(db: Db, range: TimelineRange): Promise<TimelineRow[]> {
  return queryRows<TimelineRow>(
    db,
    sql`select a.vehicle_id, ${epochMsOf('e.at')} as dt_ms,
          case when e.action = 'raise' then 'alarm_raised'
            when e.action = 'acknowledge' then 'alarm_acknowledged'
            else 'alarm_resolved' end as kind,
          a.level_word || ': ' || a.message as label
        from alarm_events e join alarms a on a.id = e.alarm_id
        where e.customer_id = ${range.scope.customerId} and a.customer_id = ${range.scope.customerId}
          and a.vehicle_id = any(${vehicleIdsOf(range)})
          and e.action in ('raise', 'acknowledge', 'resolve', 'auto_resolve')
          and ${withinRange('e.at', range)}`,
  );
}
