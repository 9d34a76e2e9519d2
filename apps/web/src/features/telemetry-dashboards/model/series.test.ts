import { liveStateOf, type TelemetryReport } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import type { LiveVehicle, LiveVehicles } from '../../../lib/live/index.ts';
import { appendLive, lineKey, reportLines } from './series.ts';

const V = 'v1';
const at = (dt: string, values: Record<string, number | string>): LiveVehicles =>
  new Map<string, LiveVehicle>([
    [
      V,
      { id: V, dtCanbus: dt, measures: values, seenAt: 0, latestAlert: null, ...liveStateOf({}) },
    ],
  ]);
const wanted = [{ vehicleId: V, measure: 'SPEED' }];

describe('dashboard lines', () => {
  it('adds a live value when the vehicle clock moves on, once', () => {
    const first = appendLive(new Map(), at('2026-06-02T10:00:00Z', { SPEED: 4 }), wanted);
    const again = appendLive(first, at('2026-06-02T10:00:00Z', { SPEED: 4 }), wanted);
    expect(again).toBe(first);
    const second = appendLive(first, at('2026-06-02T10:00:01Z', { SPEED: 6 }), wanted);
    expect(second.get(lineKey(V, 'SPEED'))).toMatchObject({
      times: [1780394400, 1780394401],
      values: [4, 6],
    });
  });

  it('leaves text and missing measures out', () => {
    const lines = appendLive(new Map(), at('2026-06-02T10:00:00Z', { SPEED: 'fast' }), wanted);
    expect(lines.size).toBe(0);
  });

  it('reads a report into lines of averages', () => {
    const report: TelemetryReport = {
      from: '2026-06-02T10:00:00.000Z',
      to: '2026-06-02T11:00:00.000Z',
      bucket: '1m',
      series: [
        {
          Vehicle_ID: V,
          measure_name: 'SPEED',
          points: [{ t: '2026-06-02T10:00:00.000Z', min: 1, avg: 2, max: 3, count: 2 }],
        },
      ],
    };
    expect(reportLines(report).get(lineKey(V, 'SPEED'))).toMatchObject({
      times: [1780394400],
      values: [2],
    });
  });
});
