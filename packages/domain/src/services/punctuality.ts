/**
 * How a vehicle keeps to its timetable at its next stop: the expected arrival against the
 * scheduled one. Positive seconds are late, negative early.
 */

/** What a stop of a service tells about its timetable (spec §3 stops[]). */
export interface TimetabledStop {
  /** Scheduled arrival of the first run (ISO UTC). */
  BSt: string;
  /** Current prediction (ISO UTC). */
  etaExpected: string;
  /** Latest arrival (ISO UTC), or null before the vehicle first came. */
  arrived_at: string | null;
}

/** More than this many seconds behind the timetable is late. */
export const LATE_AFTER_S = 120;
/** More than this many seconds ahead of the timetable is early. */
export const EARLY_BEFORE_S = 60;

export type Punctuality = 'early' | 'on-time' | 'late';

/**
 * The scheduled arrival (epoch ms) of the run the vehicle is on at this stop. On a line it is
 * `BSt`. On a loop the timetable repeats every lap (`lapMs`): before the vehicle first reaches the
 * stop it is the first run; after that, the run nearest the expected arrival (never the first
 * again), so a delay reads against the lap the vehicle is on.
 */
export function timetabledArrivalMs(stop: TimetabledStop, lapMs: number | null): number {
  const bst = Date.parse(stop.BSt);
  if (lapMs === null || lapMs <= 0 || stop.arrived_at === null) return bst;
  const lap = Math.max(1, Math.round((Date.parse(stop.etaExpected) - bst) / lapMs));
  return bst + lap * lapMs;
}

/** Seconds the expected arrival lies behind (positive) or ahead of (negative) the timetable. */
export function delaySeconds(stop: TimetabledStop, lapMs: number | null): number {
  return Math.round((Date.parse(stop.etaExpected) - timetabledArrivalMs(stop, lapMs)) / 1000);
}

/** Early, on time or late, by LATE_AFTER_S and EARLY_BEFORE_S. */
export function punctualityOf(delayS: number): Punctuality {
  if (delayS > LATE_AFTER_S) return 'late';
  if (delayS < -EARLY_BEFORE_S) return 'early';
  return 'on-time';
}
