import { performance } from 'node:perf_hooks';

/** Time and calls spent by one part of the live path. */
export interface PartCost {
  part: string;
  /** Milliseconds spent in the part's calls, all together. */
  ms: number;
  calls: number;
}

/**
 * Where the live path spends its time, by part (decoding, storing, each event-bus consumer,
 * the fan-out, …): a sum of milliseconds and a count of calls per part, added by cheap
 * `performance.now()` pairs around each call. Read by the benchmarks (divided by the messages
 * of a run: the cost of one vehicle message by who spends it) and by `/metrics`.
 */
export class CostMeter {
  private readonly parts = new Map<string, { ms: number; calls: number }>();

  /** Adds the time since `startedAt` (a `performance.now()`) to `part`. */
  since(part: string, startedAt: number): void {
    this.add(part, performance.now() - startedAt);
  }

  add(part: string, ms: number, calls = 1): void {
    const entry = this.parts.get(part);
    if (entry) {
      entry.ms += ms;
      entry.calls += calls;
    } else {
      this.parts.set(part, { ms, calls });
    }
  }

  /** Runs `fn` and adds its time to `part`, also when it throws. */
  measure<T>(part: string, fn: () => T): T {
    const startedAt = performance.now();
    try {
      return fn();
    } finally {
      this.since(part, startedAt);
    }
  }

  /** Every part so far, the most expensive first. */
  snapshot(): PartCost[] {
    return [...this.parts]
      .map(([part, { ms, calls }]) => ({ part, ms, calls }))
      .sort((a, b) => b.ms - a.ms);
  }
}

/** The cost of each part between two snapshots. */
export function costsBetween(before: PartCost[], after: PartCost[]): PartCost[] {
  const earlier = new Map(before.map((c) => [c.part, c]));
  return after
    .map((c) => ({
      part: c.part,
      ms: c.ms - (earlier.get(c.part)?.ms ?? 0),
      calls: c.calls - (earlier.get(c.part)?.calls ?? 0),
    }))
    .filter((c) => c.calls > 0)
    .sort((a, b) => b.ms - a.ms);
}
