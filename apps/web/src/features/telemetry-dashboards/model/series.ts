import type { LatestValue, TelemetryReport } from '@shuttle-ops/domain';
import type { LiveVehicles } from '../../../lib/live/index.ts';

/** A line of a chart: one measure of one vehicle, times in seconds since the epoch. */
export interface Line {
  key: string;
  vehicleId: string;
  measure: string;
  times: number[];
  values: number[];
}

/** Points a live line keeps (the newest). */
export const LIVE_POINTS = 600;

export const lineKey = (vehicleId: string, measure: string) => `${vehicleId}:${measure}`;

/** The numeric value of a measure, or null for text and missing values. */
export const numeric = (value: LatestValue | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * The live lines after a publication of the store: each followed measure of each vehicle adds
 * its value at the vehicle's clock when that clock moved on.
 */
export function appendLive(
  lines: ReadonlyMap<string, Line>,
  live: LiveVehicles,
  wanted: readonly { vehicleId: string; measure: string }[],
): ReadonlyMap<string, Line> {
  let next: Map<string, Line> | null = null;
  for (const { vehicleId, measure } of wanted) {
    const vehicle = live.get(vehicleId);
    const value = numeric(vehicle?.measures[measure]);
    const at = vehicle?.dtCanbus ? Date.parse(vehicle.dtCanbus) / 1000 : NaN;
    if (value === null || !Number.isFinite(at)) continue;
    const key = lineKey(vehicleId, measure);
    const line = lines.get(key);
    const last = line?.times.at(-1);
    if (last !== undefined && at <= last) continue;
    next ??= new Map(lines);
    const times = [...(line?.times ?? []), at].slice(-LIVE_POINTS);
    const values = [...(line?.values ?? []), value].slice(-LIVE_POINTS);
    next.set(key, { key, vehicleId, measure, times, values });
  }
  return next ?? lines;
}

/** The lines of a past range from `GET telemetry-reports` (each bucket's average). */
export function reportLines(report: TelemetryReport | undefined): ReadonlyMap<string, Line> {
  const lines = new Map<string, Line>();
  for (const series of report?.series ?? []) {
    const key = lineKey(series.Vehicle_ID, series.measure_name);
    lines.set(key, {
      key,
      vehicleId: series.Vehicle_ID,
      measure: series.measure_name,
      times: series.points.map((p) => Date.parse(p.t) / 1000),
      values: series.points.map((p) => p.avg),
    });
  }
  return lines;
}
