import type { IncidentTelemetrySample, IncidentTelemetrySnapshot } from '@shuttle-ops/domain';

export interface SnapshotSeries {
  /** Seconds since the epoch, oldest first. */
  times: number[];
  speeds: (number | null)[];
  /** [lon, lat] of every sample with a position, oldest first. */
  trail: [number, number][];
  /** The highest speed, or null when none was reported. */
  maxSpeed: number | null;
}

/** The snapshot's samples as chart series and a map trail, in time order. */
export function snapshotSeries(snapshot: IncidentTelemetrySnapshot): SnapshotSeries {
  const samples = [...snapshot.samples].sort((a, b) => Date.parse(a.dt) - Date.parse(b.dt));
  const speeds = samples.map((s) => s.speed);
  const known = speeds.filter((s): s is number => s !== null);
  return {
    times: samples.map((s) => Date.parse(s.dt) / 1000),
    speeds,
    trail: samples.flatMap((s): [number, number][] =>
      s.lat === null || s.lon === null ? [] : [[s.lon, s.lat]],
    ),
    maxSpeed: known.length === 0 ? null : Math.max(...known),
  };
}

/** Rows of the printed summary of the samples at most. */
export const KEY_SAMPLES = 12;

export type KeySampleReason = 'first' | 'incident' | 'change' | 'last';

export interface KeySample {
  sample: IncidentTelemetrySample;
  reason: KeySampleReason;
}

const STATES = ['door_status', 'vehicle_mode', 'robot_mode', 'supervision_mode'] as const;

/**
 * The samples a printed record lists instead of all of them: the first and the last, the one
 * nearest the incident, and each one where the doors or a mode changed; in time order, at most
 * KEY_SAMPLES (the changes nearest the incident kept first).
 */
export function keySamples(snapshot: IncidentTelemetrySnapshot, occurredAt: string): KeySample[] {
  const samples = [...snapshot.samples].sort((a, b) => Date.parse(a.dt) - Date.parse(b.dt));
  if (samples.length === 0) return [];
  const at = Date.parse(occurredAt);
  const distance = (index: number) => Math.abs(Date.parse(samples[index]!.dt) - at);
  let nearest = 0;
  for (let i = 1; i < samples.length; i += 1) if (distance(i) < distance(nearest)) nearest = i;
  const reasons = new Map<number, KeySampleReason>([
    [0, 'first'],
    [samples.length - 1, 'last'],
    [nearest, 'incident'],
  ]);
  const changes: number[] = [];
  for (let i = 1; i < samples.length; i += 1) {
    const before = samples[i - 1]!;
    const now = samples[i]!;
    if (!reasons.has(i) && STATES.some((state) => now[state] !== before[state])) changes.push(i);
  }
  const room = Math.max(0, KEY_SAMPLES - reasons.size);
  for (const i of changes.sort((a, b) => distance(a) - distance(b)).slice(0, room)) {
    reasons.set(i, 'change');
  }
  return [...reasons.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, reason]) => ({ sample: samples[index]!, reason }));
}
