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

/** Remote commands sent to the vehicles, with the state each ended in. */
export function commandTimeline(db: Db, range: TimelineRange): Promise<TimelineRow[]> {
  return queryRows<TimelineRow>(
    db,
    sql`select vehicle_id, ${epochMsOf('issued_at')} as dt_ms, 'command' as kind,
          command || ': ' || state as label
        from vehicle_commands
        where customer_id = ${range.scope.customerId} and vehicle_id = any(${vehicleIdsOf(range)})
          and ${withinRange('issued_at', range)}`,
  );
}
