import {
  DEFAULT_SCHEDULED_SPEED_KMH,
  pathLengthM,
  SCHEDULED_DWELL_S,
  scheduledLapMs,
} from './schedule.ts';

/**
 * A loop's timetable repeats every lap: the stops' `BSt` are the first lap's arrivals, and each
 * later lap comes one lap time later (`scheduledLapMs` of its path). Null for a route without a
 * path or stops.
 */
export function routeLapMs(
  coordinates: readonly (readonly number[])[],
  stopCount: number,
  speedKmh = DEFAULT_SCHEDULED_SPEED_KMH,
  dwellS = SCHEDULED_DWELL_S,
): number | null {
  if (coordinates.length < 2 || stopCount < 1 || speedKmh <= 0) return null;
  const lapMs = scheduledLapMs(pathLengthM(coordinates), stopCount, speedKmh, dwellS);
  return lapMs > 0 ? lapMs : null;
}

/**
 * The scheduled arrival (ISO UTC) of the lap a prediction belongs to: `BSt` plus as many lap
 * times as lie nearest between it and `etaExpected`. Without a lap time (a line, or a route
 * without a path) it is `BSt` itself. A shuttle more than half a lap late counts on the lap its
 * prediction is nearest to.
 */
export function scheduledArrivalOnLap(
  stop: { BSt: string; etaExpected: string },
  lapMs: number | null,
): string {
  const scheduled = Date.parse(stop.BSt);
  const expected = Date.parse(stop.etaExpected);
  if (lapMs === null || lapMs <= 0 || Number.isNaN(scheduled) || Number.isNaN(expected)) {
    return stop.BSt;
  }
  const laps = Math.max(0, Math.round((expected - scheduled) / lapMs));
  return laps === 0 ? stop.BSt : new Date(scheduled + laps * lapMs).toISOString();
}

/**
 * The scheduled arrivals of the stops still to come (soonest first, as `stopsAhead` gives them):
 * the first on the lap its prediction is nearest to, each next one at its first timetable time
 * not before the one ahead of it. So the times run in travel order, like a printed timetable,
 * even when the shuttle runs far from it. Without a lap time each stop keeps its `BSt`.
 */
export function scheduledArrivalsAhead(
  stops: readonly { BSt: string; etaExpected: string }[],
  lapMs: number | null,
): string[] {
  if (lapMs === null || lapMs <= 0) return stops.map((stop) => stop.BSt);
  const result: string[] = [];
  let previous = Number.NEGATIVE_INFINITY;
  for (const stop of stops) {
    const first = Date.parse(stop.BSt);
    if (Number.isNaN(first)) {
      result.push(stop.BSt);
      continue;
    }
    let at = Date.parse(scheduledArrivalOnLap(stop, lapMs));
    if (at < previous) at = first + Math.ceil((previous - first) / lapMs) * lapMs;
    previous = at;
    result.push(at === first ? stop.BSt : new Date(at).toISOString());
  }
  return result;
}
