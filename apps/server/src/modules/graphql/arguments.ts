import {
  ALERT_LEVELS,
  MEASURE_NAMES,
  type AlertLevel,
  type MeasureName,
} from '@shuttle-ops/domain';
import { badArgument } from './graphql-errors.ts';
import { QUERY_LIMITS } from './query-limits.ts';

/** Argument checks shared by queries and subscriptions; each fails with a BAD_USER_INPUT error. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MEASURES: ReadonlySet<string> = new Set(MEASURE_NAMES);
const LEVELS: ReadonlySet<string> = new Set(ALERT_LEVELS);

/** An optional id argument (`vehicle_id`, `cav_id`, `Customer_ID`), lower-cased like the database's. */
export function idArg(name: string, value: unknown): string | null {
  if (value == null) return null;
  if (typeof value !== 'string' || !UUID.test(value)) throw badArgument(name, 'must be a UUID');
  return value.toLowerCase();
}

export function measureNameArg(name: string, value: unknown): MeasureName | null {
  if (value == null) return null;
  if (typeof value !== 'string' || !MEASURES.has(value)) {
    throw badArgument(name, `must be one of the measure names (${MEASURE_NAMES.join(', ')})`);
  }
  return value as MeasureName;
}

export function alertLevelArg(name: string, value: unknown): AlertLevel | null {
  if (value == null) return null;
  if (typeof value !== 'string' || !LEVELS.has(value)) {
    throw badArgument(name, `must be one of ${ALERT_LEVELS.join(', ')}`);
  }
  return value;
}

/** `number_of_rows`: 1 to the row limit. */
export function rowsArg(value: unknown): number {
  const rows = typeof value === 'number' ? value : 100;
  if (!Number.isInteger(rows) || rows < 1 || rows > QUERY_LIMITS.maxRows) {
    throw badArgument('number_of_rows', `must be between 1 and ${QUERY_LIMITS.maxRows}`);
  }
  return rows;
}

/** `request_type` is optional, but when given it must be the one the spec names for the call. */
export function requestTypeArg(value: unknown, expected: string): void {
  if (value != null && value !== expected) {
    throw badArgument('request_type', `must be "${expected}" for this query`);
  }
}
