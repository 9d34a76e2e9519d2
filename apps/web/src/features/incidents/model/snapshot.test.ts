import type { IncidentTelemetrySample } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import { KEY_SAMPLES, keySamples } from './snapshot.ts';

const T = Date.parse('2026-11-28T12:00:00Z');
const sample = (
  second: number,
  changes: Partial<IncidentTelemetrySample> = {},
): IncidentTelemetrySample => ({
  dt: new Date(T + second * 1000).toISOString(),
  speed: 10,
  lat: null,
  lon: null,
  door_status: 'CLOSED',
  vehicle_mode: 'AUTO',
  robot_mode: 'DRIVING',
  supervision_mode: 'REMOTE',
  ...changes,
});
const snapshot = (samples: IncidentTelemetrySample[]) => ({
  from: samples[0]?.dt ?? '',
  to: samples.at(-1)?.dt ?? '',
  samples,
});
const at = (second: number) => new Date(T + second * 1000).toISOString();

describe('the samples a printed incident lists', () => {
  it('keeps the first, the last, the one at the incident and each change of doors or mode', () => {
    const samples = Array.from({ length: 120 }, (_, i) =>
      sample(
        i,
        i >= 50 && i < 70 ? { door_status: 'OPEN' } : i >= 90 ? { robot_mode: 'STOPPED' } : {},
      ),
    );
    const keys = keySamples(snapshot(samples.toReversed()), at(60.4));
    expect(keys.map((k) => [k.sample.dt, k.reason])).toEqual([
      [at(0), 'first'],
      [at(50), 'change'],
      [at(60), 'incident'],
      [at(70), 'change'],
      [at(90), 'change'],
      [at(119), 'last'],
    ]);
  });

  it('lists at most KEY_SAMPLES, the changes nearest the incident first', () => {
    const samples = Array.from({ length: 100 }, (_, i) =>
      sample(i, { door_status: i % 2 === 0 ? 'OPEN' : 'CLOSED' }),
    );
    const keys = keySamples(snapshot(samples), at(30));
    expect(keys).toHaveLength(KEY_SAMPLES);
    const changes = keys.filter((k) => k.reason === 'change').map((k) => Date.parse(k.sample.dt));
    expect(Math.max(...changes.map((c) => Math.abs(c - Date.parse(at(30)))))).toBeLessThanOrEqual(
      6_000,
    );
    expect(keys[0]?.reason).toBe('first');
    expect(keys.at(-1)?.reason).toBe('last');
  });

  it('has nothing to list without samples, and one row for one sample', () => {
    expect(keySamples(snapshot([]), at(0))).toEqual([]);
    expect(keySamples(snapshot([sample(0)]), at(5)).map((k) => k.reason)).toEqual(['incident']);
  });
});
