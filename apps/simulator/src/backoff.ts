/** Reconnect delays that double from `initialMs` up to `maxMs` (spec §9: 1 s up to 128 s). */
export interface Backoff {
  /** The delay before the next attempt; each call doubles the one after. */
  next(): number;
  /** After a successful connection the next failure waits `initialMs` again. */
  reset(): void;
}

export interface BackoffOptions {
  initialMs: number;
  maxMs: number;
  /**
   * Shortens each delay by up to this fraction at random, so that a fleet cut off together does
   * not reconnect in the same millisecond; the delays stay within the doubling schedule.
   */
  jitter?: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { initialMs: 1000, maxMs: 128_000 };

export function createBackoff(
  { initialMs, maxMs, jitter = 0 }: BackoffOptions = DEFAULT_BACKOFF,
  random: () => number = Math.random,
): Backoff {
  if (!(initialMs > 0) || !(maxMs >= initialMs)) throw new Error('backoff: 0 < initialMs <= maxMs');
  if (!(jitter >= 0 && jitter < 1)) throw new Error('backoff: 0 <= jitter < 1');
  let delay = initialMs;
  return {
    next: () => {
      const current = delay;
      delay = Math.min(delay * 2, maxMs);
      return Math.round(current * (1 - jitter * random()));
    },
    reset: () => {
      delay = initialMs;
    },
  };
}
