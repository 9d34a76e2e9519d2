/**
 * How old a vehicle's data may be: the one set of thresholds every view and rule reads. The
 * three numbers mean different things, so they stay three.
 */
export interface LiveStateThresholds {
  /**
   * Dashboard, map and public page: a vehicle silent for longer than this is shown stale, and
   * its ETAs are no live estimate.
   */
  readonly staleAfterS: number;
  /**
   * Remote control: every command but STOP needs telemetry at most this old (the server's
   * interlock and the console's warning). Tighter than `staleAfterS`, because it decides whether
   * a shuttle may move or open its doors.
   */
  readonly interlockFreshS: number;
  /**
   * Missions: a mission under way is given up without the vehicle's answer once the vehicle has
   * been silent this long.
   */
  readonly silentAfterS: number;
}

export const LIVE_STATE_THRESHOLDS: LiveStateThresholds = Object.freeze({
  staleAfterS: 10,
  interlockFreshS: 5,
  silentAfterS: 30,
});

export interface DataFreshness {
  /** Milliseconds since the latest report (never negative); null when it never reported. */
  ageMs: number | null;
  /** Silent for more than `staleAfterS` (or never reported). */
  stale: boolean;
  /** At most `interlockFreshS` old: commands besides STOP may be sent. */
  interlockFresh: boolean;
  /** Silent for more than `silentAfterS` (or never reported). */
  silent: boolean;
}

const timeOf = (at: string | number | null): number =>
  at === null ? Number.NaN : typeof at === 'number' ? at : Date.parse(at);

/**
 * How fresh a vehicle's data is, from when its latest report arrived (ISO time or epoch ms, on the
 * clock of `now`). A time that cannot be read counts as no report; a report "from the future"
 * (clock skew) is 0 s old.
 */
export function dataFreshness(
  reportedAt: string | number | null,
  now: number | Date,
  thresholds: LiveStateThresholds = LIVE_STATE_THRESHOLDS,
): DataFreshness {
  const at = timeOf(reportedAt);
  if (!Number.isFinite(at)) {
    return { ageMs: null, stale: true, interlockFresh: false, silent: true };
  }
  const nowMs = typeof now === 'number' ? now : now.getTime();
  const ageMs = Math.max(0, nowMs - at);
  return {
    ageMs,
    stale: ageMs > thresholds.staleAfterS * 1000,
    interlockFresh: ageMs <= thresholds.interlockFreshS * 1000,
    silent: ageMs > thresholds.silentAfterS * 1000,
  };
}
