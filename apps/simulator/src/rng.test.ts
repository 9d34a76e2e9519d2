import { describe, expect, it } from 'vitest';
import { createRng, deriveSeed } from './rng.ts';

const draw = (seed: number, n: number) => {
  const rng = createRng(seed);
  return Array.from({ length: n }, () => rng.next());
};

describe('createRng', () => {
  it('repeats its sequence for the same seed and differs for another', () => {
    expect(draw(7, 100)).toEqual(draw(7, 100));
    expect(draw(7, 100)).not.toEqual(draw(8, 100));
  });

  it('stays in [0, 1) and spreads evenly', () => {
    const values = draw(123, 20_000);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    expect(mean).toBeCloseTo(0.5, 1);
    const lowTenth = values.filter((v) => v < 0.1).length / values.length;
    expect(lowTenth).toBeGreaterThan(0.08);
    expect(lowTenth).toBeLessThan(0.12);
  });

  it('draws integers with both bounds included', () => {
    const rng = createRng(5);
    const seen = new Set(Array.from({ length: 500 }, () => rng.int(2, 4)));
    expect([...seen].sort()).toEqual([2, 3, 4]);
  });
});

describe('deriveSeed', () => {
  it('gives each key its own seed, stable for the same run seed', () => {
    expect(deriveSeed(1, 'a')).toBe(deriveSeed(1, 'a'));
    expect(deriveSeed(1, 'a')).not.toBe(deriveSeed(1, 'b'));
    expect(deriveSeed(1, 'a')).not.toBe(deriveSeed(2, 'a'));
  });
});
