/**
 * Lets through the first occurrence of each key and then at most one per interval, telling
 * how many were held back meanwhile: a flood of bad messages must not flood the log.
 */
export function rateLimitedLog(intervalMs: number, now: () => number = Date.now) {
  const state = new Map<string, { last: number; suppressed: number }>();
  return (key: string, emit: (suppressed: number) => void): void => {
    const at = now();
    const entry = state.get(key);
    if (entry && at - entry.last < intervalMs) {
      entry.suppressed++;
      return;
    }
    // Forget quiet keys so that distinct keys (e.g. vehicles) cannot grow the map forever.
    if (state.size > 1000) {
      for (const [k, v] of state) if (at - v.last >= intervalMs) state.delete(k);
    }
    state.set(key, { last: at, suppressed: 0 });
    emit(entry?.suppressed ?? 0);
  };
}
