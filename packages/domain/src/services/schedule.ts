import { buildPath, stopDistances, type LonLat } from '../geo/route-path.ts';

/**
 * The timetable of a service: each stop's scheduled arrival (`BSt`) is the start time, plus the
 * distance along the route path at the scheduled speed, plus a dwell at every earlier stop.
 */

/** The scheduled speed of a route (no route has its own yet). */
export const DEFAULT_SCHEDULED_SPEED_KMH = 12;
/** Time a shuttle is planned to stand at each stop. */
export const SCHEDULED_DWELL_S = 20;

export interface ScheduledStop {
  /** Metres along the route path from its start. */
  distanceM: number;
  /** Scheduled arrival, epoch ms. */
  bstMs: number;
}

/** The distance along the path and the scheduled arrival of each stop, in travel order. */
export function scheduleStops(
  startMs: number,
  coordinates: readonly (readonly number[])[],
  stops: readonly { lat: number; lon: number }[],
  speedKmh = DEFAULT_SCHEDULED_SPEED_KMH,
  dwellS = SCHEDULED_DWELL_S,
): ScheduledStop[] {
  const path = buildPath(coordinates.map((c) => [c[0] ?? 0, c[1] ?? 0] as LonLat));
  const metresPerMs = (speedKmh * 1000) / 3_600_000;
  return stopDistances(path, stops).map((distanceM, index) => {
    const d = Number.isFinite(distanceM) ? distanceM : 0;
    return { distanceM: d, bstMs: Math.round(startMs + d / metresPerMs + index * dwellS * 1000) };
  });
}

/**
 * How long one lap of a loop takes by the timetable: its path at the scheduled speed plus a dwell
 * at every stop. A loop's timetable repeats every lap.
 */
export function scheduledLapMs(
  pathLengthM: number,
  stopCount: number,
  speedKmh = DEFAULT_SCHEDULED_SPEED_KMH,
  dwellS = SCHEDULED_DWELL_S,
): number {
  return Math.round(pathLengthM / ((speedKmh * 1000) / 3_600_000) + stopCount * dwellS * 1000);
}

/** The length of a route path in metres (0 for fewer than two positions). */
export function pathLengthM(coordinates: readonly (readonly number[])[]): number {
  if (coordinates.length < 2) return 0;
  return buildPath(coordinates.map((c) => [c[0] ?? 0, c[1] ?? 0] as LonLat)).length;
}
