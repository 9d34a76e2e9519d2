import { MEASURES } from '@shuttle-ops/domain';
import type { MeasureInfo } from '@shuttle-ops/domain';

/** Measures compared at once at most (one chart each, sharing the time axis). */
export const MAX_COMPARED = 6;

/** The charts a vehicle's detail starts with. */
export const DEFAULT_MEASURES: readonly string[] = ['SPEED', 'BATTERY_STATUS_LEVEL'];

const known = MEASURES as Readonly<Record<string, MeasureInfo | undefined>>;

/** Whether a measure can be drawn (a number); names the domain does not know are allowed. */
export const isChartable = (name: string): boolean => known[name]?.valueType !== 'text';

/**
 * `?measures=SPEED,BATTERY_STATUS_LEVEL` → the measures to chart: names as given (measure names
 * are case-sensitive: `service_mode`), text measures and repeats dropped, at most six.
 */
export function parseMeasures(param: string | null): string[] {
  if (param === null) return [];
  const names = param
    .split(',')
    .map((name) => name.trim())
    .filter((name) => /^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(name) && isChartable(name));
  return [...new Set(names)].slice(0, MAX_COMPARED);
}

export const formatMeasures = (measures: readonly string[]): string => measures.join(',');

/** The path of the comparison screen for a vehicle and measures (spec §2 `/viewGraph` prefix). */
export function viewGraphPath(
  base: string,
  vehicleId: string,
  measures: readonly string[],
): string {
  const query = measures.length === 0 ? '' : `?measures=${formatMeasures(measures)}`;
  return `${base}/${encodeURIComponent(vehicleId)}${query}`;
}
