import type { MeasureRow } from '../api/get-telemetry-around.ts';

/** Aligned series for one chart: epoch seconds, then one value list per measure (null = gap). */
export function alignedSeries(
  rows: readonly MeasureRow[],
  measures: readonly string[],
): { times: number[]; values: (number | null)[][] } {
  const byTime = new Map<number, Map<string, number>>();
  for (const row of rows) {
    if (typeof row.measure_value !== 'number') continue;
    const time = Math.round(Date.parse(row.dt_iot) / 1000);
    if (!Number.isFinite(time)) continue;
    const at = byTime.get(time) ?? new Map<string, number>();
    at.set(row.measure_name, row.measure_value);
    byTime.set(time, at);
  }
  const times = [...byTime.keys()].sort((a, b) => a - b);
  return {
    times,
    values: measures.map((measure) => times.map((time) => byTime.get(time)?.get(measure) ?? null)),
  };
}
