import { describe, expect, it } from 'vitest';
import { createBackoff } from './backoff.ts';

describe('createBackoff', () => {
  it('doubles from 1 s up to 128 s and stays there (spec §9)', () => {
    const backoff = createBackoff();
    const delays = Array.from({ length: 10 }, () => backoff.next());
    expect(delays).toEqual([
      1000, 2000, 4000, 8000, 16_000, 32_000, 64_000, 128_000, 128_000, 128_000,
    ]);
  });

  it('starts again from the first delay after a reset', () => {
    const backoff = createBackoff({ initialMs: 50, maxMs: 400 });
    backoff.next();
    backoff.next();
    backoff.reset();
    expect(backoff.next()).toBe(50);
  });

  it('shortens each delay by at most the jitter fraction', () => {
    const low = createBackoff({ initialMs: 1000, maxMs: 128_000, jitter: 0.1 }, () => 0.999);
    expect(low.next()).toBe(900);
    expect(low.next()).toBe(1800);
    const high = createBackoff({ initialMs: 1000, maxMs: 128_000, jitter: 0.1 }, () => 0);
    expect(high.next()).toBe(1000);
    expect(high.next()).toBe(2000);
  });

  it('refuses a maximum below the first delay', () => {
    expect(() => createBackoff({ initialMs: 100, maxMs: 50 })).toThrow();
  });
});
