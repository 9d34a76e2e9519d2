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
