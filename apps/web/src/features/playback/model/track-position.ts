import type { PlaybackSample } from '@shuttle-ops/domain';

/** Where a vehicle is at an instant, between two recorded samples. */
export interface TrackPosition {
  lat: number;
  lon: number;
  heading: number | null;
  speed: number | null;
  /** The measures of the last sample at or before the instant. */
  measures: PlaybackSample['measures'];
  /** That sample's time. */
  sampledAt: string;
}

const ms = (sample: PlaybackSample) => Date.parse(sample.t);

/** The index of the last sample at or before `at` (-1 before the first); samples are in order. */
export function sampleIndexAt(samples: readonly PlaybackSample[], at: number): number {
  let low = 0;
  let high = samples.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (ms(samples[mid]!) <= at) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

/**
 * The position at `at`, interpolated linearly between the samples around it; null before the
 * first sample and after the last (the vehicle is not shown where nothing was recorded).
 */
export function positionAt(samples: readonly PlaybackSample[], at: number): TrackPosition | null {
  const index = sampleIndexAt(samples, at);
  const before = samples[index];
  if (!before) return null;
  const after = samples[index + 1];
  const base = {
    heading: before.heading,
    speed: before.speed,
    measures: before.measures,
    sampledAt: before.t,
  };
  if (!after) return ms(before) === at ? { ...base, lat: before.lat, lon: before.lon } : null;
  const share = (at - ms(before)) / (ms(after) - ms(before));
  return {
    ...base,
    lat: before.lat + (after.lat - before.lat) * share,
    lon: before.lon + (after.lon - before.lon) * share,
  };
}

/** The path driven in the `spanMs` before `at`, as [lon, lat] points ending at the position. */
export function trailAt(
  samples: readonly PlaybackSample[],
  at: number,
  spanMs: number,
): [number, number][] {
  const now = positionAt(samples, at);
  if (!now) return [];
  const end = sampleIndexAt(samples, at);
  const points: [number, number][] = [];
  for (let i = sampleIndexAt(samples, at - spanMs) + 1; i <= end; i++) {
    const sample = samples[i];
    if (sample) points.push([sample.lon, sample.lat]);
  }
  points.push([now.lon, now.lat]);
  return points;
}

/** At most `max` samples, evenly chosen, first and last kept (for drawing a long track). */
export function thinSamples<T>(samples: readonly T[], max: number): T[] {
  if (samples.length <= max) return [...samples];
  if (max < 2) return samples.slice(0, Math.max(0, max));
  const step = (samples.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => samples[Math.round(i * step)]!);
}
