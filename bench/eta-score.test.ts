import { describe, expect, it } from 'vitest';
import { countFlips, match, score, type Matched } from './eta-score.ts';

const S = 1000;

describe('score', () => {
  it('counts a prediction right within its bucket’s window and wrong outside it', () => {
    // Lead 120 s: the 0–3 min bucket, which allows 30 s early and 90 s late.
    const result = score([
      { madeAt: 0, predictedAt: 120 * S, actualAt: 120 * S },
      { madeAt: 0, predictedAt: 20 * S, actualAt: 120 * S },
      { madeAt: 0, predictedAt: 160 * S, actualAt: 120 * S },
    ]);
    const first = result.buckets[0]!;
    expect(first.count).toBe(3);
    expect(first.accuracy).toBeCloseTo(1 / 3);
    expect(first.early).toBeCloseTo(1 / 3);
    expect(first.mae).toBeCloseTo((0 + 100 + 40) / 3);
    expect(first.bias).toBeCloseTo((0 + 100 - 40) / 3);
    expect(result.score).toBeCloseTo(1 / 3 / 4);
  });

  it('leaves out predictions made more than 15 minutes ahead', () => {
    const result = score([{ madeAt: 0, predictedAt: 1000 * S, actualAt: 1000 * S }]);
    expect(result.buckets.every((b) => b.count === 0)).toBe(true);
    expect(result.score).toBe(0);
  });
});

describe('match', () => {
  it('pairs a prediction with the next real arrival at its stop', () => {
    const arrivals = new Map([['1/2', [100 * S, 400 * S]]]);
    const matched = match(
      [{ vehicle: 1, stop: 2, madeAt: 150 * S, predictedAt: 390 * S }],
      arrivals,
      null,
    );
    expect(matched).toEqual([
      { vehicle: 1, stop: 2, madeAt: 150 * S, predictedAt: 390 * S, actualAt: 400 * S },
    ]);
  });

  it('skips the real arrival of a visit the engine has already seen', () => {
    const arrivals = new Map([['1/2', [100 * S, 400 * S]]]);
    const seen = new Map([['1/2', [95 * S]]]);
    const matched = match(
      [{ vehicle: 1, stop: 2, madeAt: 98 * S, predictedAt: 390 * S }],
      arrivals,
      seen,
    );
    expect(matched.map((m) => m.actualAt)).toEqual([400 * S]);
  });
});

describe('countFlips', () => {
  const visit = (predictedAt: number): Matched => ({
    vehicle: 1,
    stop: 2,
    madeAt: 0,
    predictedAt: predictedAt * S,
    actualAt: 600 * S,
  });

  it('counts a jump of more than a minute and back', () => {
    expect(countFlips([visit(300), visit(400), visit(300)])).toBe(1);
  });

  it('does not count a steady drift or small jumps', () => {
    expect(countFlips([visit(300), visit(400), visit(500)])).toBe(0);
    expect(countFlips([visit(300), visit(350), visit(300)])).toBe(0);
  });
});
