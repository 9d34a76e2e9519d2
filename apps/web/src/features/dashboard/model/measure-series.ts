import type { VehicleTelemetry } from '@shuttle-ops/domain';
import type { MeasureData } from '../api/telemetry-wire.ts';

/** Points kept per measure: a quarter of an hour at one snapshot a second. */
export const SERIES_CAPACITY = 900;

/** One measure over time: epoch seconds and values, oldest first, times strictly increasing. */
export interface Series {
  times: number[];
  values: number[];
}

export type SeriesByMeasure = Readonly<Record<string, Series>>;

interface Point {
  time: number;
  value: number | string;
}

const seconds = (iso: string): number => Date.parse(iso) / 1000;

/** Every reading of one measure from the history rows and the live snapshots. */
function readings(
  rows: readonly MeasureData[],
  snapshots: readonly VehicleTelemetry[],
  measure: string,
): Point[] {
  const points: Point[] = [];
  for (const row of rows) {
    if (row.measure_name === measure)
      points.push({ time: seconds(row.dt_iot), value: row.measure_value });
  }
  for (const snapshot of snapshots) {
    const item = snapshot.measure_values_list.find((entry) => entry.measure_name === measure);
    if (item !== undefined)
      points.push({ time: seconds(snapshot.dt_canbus), value: item.measure_value });
  }
  return points.filter((point) => Number.isFinite(point.time));
}

/** How a time range's series are kept (Telemetry Graphs). */
export interface SeriesWindow {
  /** Points before this time (epoch seconds) are left out. */
  from: number;
  /** Points closer than this (seconds) to the one before the last merge into the last. */
  step: number;
  /** Points kept per measure. */
  capacity: number;
}

/**
 * The chart series of the numeric measures: the history read once and the snapshots heard
 * since, merged in time order, one point per instant, at most SERIES_CAPACITY each. Over a
 * time range (`window`), live readings are thinned to the history's spacing, so that a day's
 * chart followed for an hour still shows the day.
 */
export function buildSeries(
  rows: readonly MeasureData[],
  snapshots: readonly VehicleTelemetry[],
  measures: readonly string[],
  window?: SeriesWindow,
): SeriesByMeasure {
  const from = window?.from ?? -Infinity;
  const step = window?.step ?? 0;
  const capacity = window?.capacity ?? SERIES_CAPACITY;
  const result: Record<string, Series> = {};
  for (const measure of measures) {
    const points = readings(rows, snapshots, measure)
      .filter((point) => typeof point.value === 'number' && point.time >= from)
      .sort((a, b) => a.time - b.time);
    const times: number[] = [];
    const values: number[] = [];
    for (const point of points) {
      const last = times.length - 1;
      if (last >= 0 && point.time <= (times[last] ?? 0)) continue;
      if (last >= 1 && point.time - (times[last - 1] ?? 0) < step) {
        times[last] = point.time;
        values[last] = point.value as number;
        continue;
      }
      times.push(point.time);
      values.push(point.value as number);
    }
    const start = Math.max(0, times.length - capacity);
    result[measure] = { times: times.slice(start), values: values.slice(start) };
  }
  return result;
}

/** The table's rows of one measure: history and live readings, newest first, at most `limit`. */
export function latestRows(
  rows: readonly MeasureData[],
  snapshots: readonly VehicleTelemetry[],
  measure: string,
  limit: number,
): MeasureData[] {
  const live: MeasureData[] = [];
  for (const snapshot of snapshots) {
    const item = snapshot.measure_values_list.find((entry) => entry.measure_name === measure);
    if (item === undefined) continue;
    live.push({
      cav_id: snapshot.vehicle_id,
      customer_id: snapshot.customer_id,
      measure_name: measure,
      measure_value: item.measure_value,
      dt_iot: snapshot.dt_canbus,
    });
  }
  const seen = new Set<number>();
  return [...live, ...rows.filter((row) => row.measure_name === measure)]
    .sort((a, b) => Date.parse(b.dt_iot) - Date.parse(a.dt_iot))
    .filter((row) => {
      const time = Date.parse(row.dt_iot);
      if (seen.has(time)) return false;
      seen.add(time);
      return true;
    })
    .slice(0, limit);
}

/** A live-snapshot buffer: the newest `capacity` snapshots of the vehicle. */
export function keepRecent(
  snapshots: readonly VehicleTelemetry[],
  next: VehicleTelemetry,
  capacity = SERIES_CAPACITY,
): VehicleTelemetry[] {
  return [...snapshots.slice(Math.max(0, snapshots.length + 1 - capacity)), next];
}
