import { describe, expect, it } from 'vitest';
import { lockDurationMs, lockedUntil } from './lockout.ts';

describe('lockout', () => {
  it('locks from the 5th failure for 1 s, doubling up to 15 min', () => {
    expect([1, 2, 3, 4].map(lockDurationMs)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9].map(lockDurationMs)).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(lockDurationMs(14)).toBe(512_000);
    expect(lockDurationMs(15)).toBe(900_000);
    expect(lockDurationMs(1000)).toBe(900_000);
  });

  it('answers the end of the lock, or null', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(lockedUntil(4, now)).toBeNull();
    expect(lockedUntil(5, now)?.toISOString()).toBe('2026-01-01T00:00:01.000Z');
  });
});
