import type { VehicleTelemetry } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import type { MeasureData } from '../api/telemetry-wire.ts';
import { formatMeasures, parseMeasures, viewGraphPath } from './graph-params.ts';
import { buildSeries, keepRecent, latestRows, SERIES_CAPACITY } from './measure-series.ts';

const row = (
  measure_name: string,
  dt_iot: string,
  measure_value: number | string,
): MeasureData => ({
  cav_id: 'v1',
  customer_id: 'c1',
  measure_name,
  measure_value,
  dt_iot,
});

const snapshot = (
  dt_canbus: string,
  values: Record<string, number | string>,
): VehicleTelemetry => ({
  customer_id: 'c1',
  vehicle_id: 'v1',
  dt_canbus,
  dt_lambda: dt_canbus,
  measure_values_list: Object.entries(values).map(([measure_name, measure_value]) => ({
    measure_name,
    measure_value,
  })),
});

describe('measure series', () => {
  it('merges history and live readings in time order, per measure, numbers only', () => {
    const series = buildSeries(
      [
        row('SPEED', '2026-11-22T10:00:02Z', 12),
        row('SPEED', '2026-11-22T10:00:01Z', 10),
        row('BATTERY_STATUS_LEVEL', '2026-11-22T10:00:01Z', 80),
        row('DOOR_STATUS', '2026-11-22T10:00:01Z', 'OPEN'),
      ],
      [
        snapshot('2026-11-22T10:00:02Z', { SPEED: 99 }),
        snapshot('2026-11-22T10:00:03Z', { SPEED: 14, COURSE: 3 }),
      ],
      ['SPEED', 'DOOR_STATUS'],
    );
    const t = Date.parse('2026-11-22T10:00:01Z') / 1000;
    expect(series['SPEED']).toEqual({ times: [t, t + 1, t + 2], values: [10, 12, 14] });
    expect(series['DOOR_STATUS']).toEqual({ times: [], values: [] });
    expect(series['COURSE']).toBeUndefined();
  });

  it('keeps at most the capacity, newest last', () => {
    const start = Date.parse('2026-11-22T10:00:00Z');
    let snapshots: VehicleTelemetry[] = [];
    for (let i = 0; i < SERIES_CAPACITY + 10; i++) {
      snapshots = keepRecent(
        snapshots,
        snapshot(new Date(start + i * 1000).toISOString(), { SPEED: i }),
      );
    }
    expect(snapshots).toHaveLength(SERIES_CAPACITY);
    const series = buildSeries([row('SPEED', '2026-11-22T09:00:00Z', 1)], snapshots, ['SPEED']);
    expect(series['SPEED']?.values).toHaveLength(SERIES_CAPACITY);
    expect(series['SPEED']?.values.at(-1)).toBe(SERIES_CAPACITY + 9);
  });

  it('over a time range, leaves out what is before it and thins live readings to its step', () => {
    const t = Date.parse('2026-11-22T10:00:00Z') / 1000;
    const at = (s: number) => new Date((t + s) * 1000).toISOString();
    const series = buildSeries(
      [row('SPEED', at(-600), 1), row('SPEED', at(0), 2), row('SPEED', at(60), 3)],
      [1, 2, 3, 30, 61, 62, 63].map((s) => snapshot(at(60 + s), { SPEED: 100 + s })),
      ['SPEED'],
      { from: t - 1, step: 60, capacity: 600 },
    );
    // A reading within a step of the point before the last replaces the last: the kept points
    // stay a step apart, and the newest reading is always drawn.
    expect(series['SPEED']).toEqual({
      times: [t, t + 60, t + 90, t + 123],
      values: [2, 3, 130, 163],
    });
  });

  it('lists the latest readings of one measure newest first, once per instant', () => {
    const rows = [
      row('SPEED', '2026-11-22T10:00:00Z', 1),
      row('COURSE', '2026-11-22T10:00:00Z', 5),
    ];
    const live = [
      snapshot('2026-11-22T10:00:00Z', { SPEED: 1 }),
      snapshot('2026-11-22T10:00:01Z', { SPEED: 2 }),
      snapshot('2026-11-22T10:00:02Z', { COURSE: 3 }),
    ];
    expect(latestRows(rows, live, 'SPEED', 100)).toEqual([
      row('SPEED', '2026-11-22T10:00:01Z', 2),
      row('SPEED', '2026-11-22T10:00:00Z', 1),
    ]);
    expect(latestRows(rows, live, 'SPEED', 1)).toHaveLength(1);
  });
});

describe('graph params', () => {
  it('reads the measures to compare from the query', () => {
    expect(parseMeasures('SPEED,BATTERY_STATUS_LEVEL')).toEqual(['SPEED', 'BATTERY_STATUS_LEVEL']);
    expect(parseMeasures(' SPEED , SPEED,DOOR_STATUS,bad-name')).toEqual(['SPEED']);
    expect(parseMeasures('A,B,C,D,E,F,G')).toHaveLength(6);
    expect(parseMeasures(null)).toEqual([]);
    expect(formatMeasures(['SPEED', 'COURSE'])).toBe('SPEED,COURSE');
    expect(viewGraphPath('/viewGraph', 'v 1', ['SPEED'])).toBe('/viewGraph/v%201?measures=SPEED');
    expect(viewGraphPath('/viewGraph', 'v1', [])).toBe('/viewGraph/v1');
  });
});
