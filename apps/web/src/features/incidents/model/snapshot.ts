import type { IncidentTelemetrySnapshot } from '@shuttle-ops/domain';

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
