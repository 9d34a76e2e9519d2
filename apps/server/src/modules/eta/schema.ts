import { doublePrecision, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/schema/columns.ts';

// The ETA module's table: what the engine has learned of each route.

// ---- ETA engine (issue 6) -----------------------------------------------------------------------
// What the ETA engine has learned of each route: the time of each cell (a stop's dwell, or a
// piece of the run between stops), over all hours (slot -1) and per half hour of the day. Rows
// of an older layout of the route (another `signature`) are replaced as it learns again.

export const etaSegmentStats = pgTable(
  'eta_segment_stats',
  {
    routeId: uuid('route_id').notNull(),
    cell: integer('cell').notNull(),
    slot: integer('slot').notNull(),
    signature: text('signature').notNull(),
    meanS: doublePrecision('mean_s').notNull(),
    count: integer('count').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.routeId, t.cell, t.slot] })],
);
