// Scoring of arrival predictions as the public ETA Accuracy Benchmark does: predictions are put
// in buckets by how long before the actual arrival they were made, and one is right when the
// vehicle came at most so much earlier or later than predicted.

export interface Scored {
  /** When the prediction was made, when it said, and when the vehicle came (ms). */
  madeAt: number;
  predictedAt: number;
  actualAt: number;
}

export interface Bucket {
  label: string;
  /** Lead time (actual arrival − time of prediction), seconds: [from, to). */
  from: number;
  to: number;
  /** The vehicle may come this many seconds before / after the predicted time. */
  early: number;
  late: number;
}

export const BUCKETS: readonly Bucket[] = [
  { label: '0–3 min', from: 0, to: 180, early: 30, late: 90 },
  { label: '3–6 min', from: 180, to: 360, early: 60, late: 150 },
  { label: '6–10 min', from: 360, to: 600, early: 60, late: 210 },
  { label: '10–15 min', from: 600, to: 900.001, early: 90, late: 270 },
];

export interface BucketScore {
  bucket: Bucket;
  count: number;
  /** Shares, 0–1. */
  accuracy: number;
  /** Wrong because the vehicle came earlier than allowed (the rider would miss it). */
  early: number;
  /** Mean absolute error, seconds. */
  mae: number;
  /** Mean of actual − predicted, seconds: negative when predictions are late on average. */
  bias: number;
}

export interface Score {
  buckets: BucketScore[];
  /** Mean of the bucket accuracies. */
  score: number;
}

export function score(predictions: Iterable<Scored>): Score {
  const sums = BUCKETS.map(() => ({ count: 0, right: 0, early: 0, error: 0, signed: 0 }));
  for (const p of predictions) {
    const lead = (p.actualAt - p.madeAt) / 1000;
    const index = BUCKETS.findIndex((b) => lead >= b.from && lead < b.to);
    if (index < 0) continue;
    const bucket = BUCKETS[index]!;
    const sum = sums[index]!;
    // Positive: the vehicle came later than predicted.
    const error = (p.actualAt - p.predictedAt) / 1000;
    sum.count++;
    sum.error += Math.abs(error);
    sum.signed += error;
    if (error < -bucket.early) sum.early++;
    else if (error <= bucket.late) sum.right++;
  }
  const buckets = sums.map((s, i) => ({
    bucket: BUCKETS[i]!,
    count: s.count,
    accuracy: s.count ? s.right / s.count : 0,
    early: s.count ? s.early / s.count : 0,
    mae: s.count ? s.error / s.count : 0,
    bias: s.count ? s.signed / s.count : 0,
  }));
  return { buckets, score: buckets.reduce((sum, b) => sum + b.accuracy, 0) / buckets.length };
}

/** A prediction as sampled: by which vehicle, for which stop, when it was made and what it said. */
export interface Sample {
  vehicle: number;
  stop: number;
  madeAt: number;
  predictedAt: number;
}

export interface Matched extends Scored {
  vehicle: number;
  stop: number;
}

/** Seconds within which an arrival the engine saw and a real one are the same visit. */
const SAME_VISIT_S = 60;

const firstAfter = (times: readonly number[], t: number): number => {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (times[mid]! <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

/**
 * Pairs each prediction with the vehicle's next real arrival at its stop after it was made
 * (arrivals and seen by `vehicle/stop`, in time order). The engine counts a vehicle as arrived a
 * few metres before it stands still; a prediction made in between is for the visit after, so
 * the real arrival of the visit already seen (`seen`, the engine's arrivals) is skipped.
 */
export function match(
  samples: readonly Sample[],
  arrivals: ReadonlyMap<string, number[]>,
  seen: ReadonlyMap<string, number[]> | null,
): Matched[] {
  const out: Matched[] = [];
  for (const p of samples) {
    const key = `${p.vehicle}/${p.stop}`;
    const times = arrivals.get(key) ?? [];
    let index = firstAfter(times, p.madeAt);
    const seenTimes = seen?.get(key) ?? [];
    const lastSeen = seenTimes[firstAfter(seenTimes, p.madeAt) - 1];
    if (lastSeen !== undefined && times[index] !== undefined) {
      if ((times[index]! - lastSeen) / 1000 < SAME_VISIT_S) index++;
    }
    const actualAt = times[index];
    if (actualAt !== undefined) out.push({ ...p, actualAt });
  }
  return out;
}

/** A flip: the ETA of a visit jumps by more than this and back again at the next sample, s. */
export const FLIP_S = 60;

/**
 * Counts flips: consecutive predictions for the same visit of a stop (samples in time order)
 * that jump more than FLIP_S one way and then more than FLIP_S back.
 */
export function countFlips(matched: readonly Matched[]): number {
  const last = new Map<string, { predictedAt: number; step: number }>();
  let flips = 0;
  for (const m of matched) {
    const key = `${m.vehicle}/${m.stop}/${m.actualAt}`;
    const before = last.get(key);
    const step = before ? (m.predictedAt - before.predictedAt) / 1000 : 0;
    if (before && Math.abs(step) > FLIP_S && Math.abs(before.step) > FLIP_S) {
      if (Math.sign(step) !== Math.sign(before.step)) flips++;
    }
    last.set(key, { predictedAt: m.predictedAt, step });
  }
  return flips;
}
