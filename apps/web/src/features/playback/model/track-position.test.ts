import type { PlaybackSample } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import { positionAt, sampleIndexAt, thinSamples, trailAt } from './track-position.ts';

const T0 = Date.parse('2026-07-01T09:00:00.000Z');
const sample = (seconds: number, lat: number, lon: number, speed = 0): PlaybackSample => ({
  t: new Date(T0 + seconds * 1000).toISOString(),
  lat,
  lon,
  heading: 90,
  speed,
  measures: { SPEED: speed },
});
const track = [sample(0, 51.5, -1.3, 0), sample(10, 51.5, -1.2, 5), sample(20, 51.6, -1.2, 7)];
const at = (seconds: number) => T0 + seconds * 1000;

describe('positionAt', () => {
  it('interpolates between the samples around the instant', () => {
    const here = positionAt(track, at(5));
    expect(here?.lat).toBeCloseTo(51.5);
    expect(here?.lon).toBeCloseTo(-1.25);
    // Measures are the last sample's, not invented between two.
    expect(here?.speed).toBe(0);
    expect(here?.sampledAt).toBe(track[0]!.t);
    expect(positionAt(track, at(15))?.lat).toBeCloseTo(51.55);
  });

  it('is exactly a sample at its time, and nothing outside the recorded span', () => {
    expect(positionAt(track, at(10))).toMatchObject({ lat: 51.5, lon: -1.2, speed: 5 });
    expect(positionAt(track, at(20))).toMatchObject({ lat: 51.6, lon: -1.2, speed: 7 });
    expect(positionAt(track, at(-1))).toBeNull();
    expect(positionAt(track, at(21))).toBeNull();
    expect(positionAt([], at(0))).toBeNull();
  });
});

describe('sampleIndexAt', () => {
  it('finds the last sample at or before the instant', () => {
    expect([-1, 0, 9, 10, 19, 25].map((s) => sampleIndexAt(track, at(s)))).toEqual([
      -1, 0, 0, 1, 1, 2,
    ]);
  });
});

describe('trailAt', () => {
  it('holds the samples of the span behind the position, ending at it', () => {
    expect(trailAt(track, at(15), 12_000)).toEqual([
      [-1.2, 51.5],
      [-1.2, 51.55],
    ]);
    expect(trailAt(track, at(15), 60_000)).toHaveLength(3);
    expect(trailAt(track, at(30), 60_000)).toEqual([]);
  });
});

describe('thinSamples', () => {
  it('keeps at most the number asked, evenly, with the first and the last', () => {
    const many = Array.from({ length: 101 }, (_, i) => i);
    const thinned = thinSamples(many, 11);
    expect(thinned).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(thinSamples(many, 500)).toHaveLength(101);
  });
});
