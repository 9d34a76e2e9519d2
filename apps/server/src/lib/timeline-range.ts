import { sql, type SQL } from 'drizzle-orm';
import type { PlaybackEventKind } from '@shuttle-ops/domain';
import type { TenantScope } from './tenant-scope.ts';

/** Some of a customer's vehicles over a closed time range (trip playback reads by it). */
export interface TimelineRange {
  scope: TenantScope;
  vehicleIds: string[];
  from: Date;
  to: Date;
}

/** Something that happened to a vehicle at an instant (epoch ms, as the driver gives it). */
export interface TimelineRow {
  vehicle_id: string;
  dt_ms: number | string;
  kind: PlaybackEventKind;
  label: string;
}

/** A timestamp column as epoch milliseconds. */
export const epochMsOf = (column: string): SQL =>
  sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

/** The range's vehicle ids as a uuid[] parameter. */
export const vehicleIdsOf = (range: TimelineRange): SQL =>
  sql`${sql.param(range.vehicleIds)}::uuid[]`;

/** `column` within [from, to]. */
export const withinRange = (column: string, range: TimelineRange): SQL =>
  sql`${sql.raw(column)} >= ${range.from.toISOString()}::timestamptz
      and ${sql.raw(column)} <= ${range.to.toISOString()}::timestamptz`;
