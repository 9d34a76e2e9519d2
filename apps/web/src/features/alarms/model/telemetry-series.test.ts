import { describe, expect, it } from 'vitest';
import { alignedSeries } from './telemetry-series.ts';

describe('telemetry around an alarm', () => {
  it('aligns the measures on one time axis, oldest first, with gaps where one is missing', () => {
    const rows = [
      { measure_name: 'SPEED', measure_value: 12, dt_iot: '2026-11-22T10:00:02.000Z' },
      { measure_name: 'SPEED', measure_value: 10, dt_iot: '2026-11-22T10:00:01.000Z' },
      {
        measure_name: 'BATTERY_STATUS_LEVEL',
        measure_value: 80,
        dt_iot: '2026-11-22T10:00:01.000Z',
      },
      { measure_name: 'SPEED', measure_value: 'n/a', dt_iot: '2026-11-22T10:00:03.000Z' },
    ];
    const t = Date.parse('2026-11-22T10:00:01.000Z') / 1000;
    expect(alignedSeries(rows, ['SPEED', 'BATTERY_STATUS_LEVEL'])).toEqual({
      times: [t, t + 1],
      values: [
        [10, 12],
        [80, null],
      ],
    });
  });
});
