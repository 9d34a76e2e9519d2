import { describe, expect, it } from 'vitest';
import { RecentDurations } from './recent-durations.ts';

describe('RecentDurations', () => {
  it('knows nothing before a few holds are seen', () => {
    const holds = new RecentDurations();
    for (const s of [60, 120, 180, 240]) holds.add(s);
    expect(holds.remainingS(10)).toBeNull();
  });

  it('expects what is left of the holds that lasted longer, a little under their median', () => {
    const holds = new RecentDurations();
    for (let s = 30; s <= 240; s += 10) holds.add(s);
    // 30 … 240 s: a hold 10 s old has 20 … 230 s left; 40% of those are over within 100 s.
    expect(holds.remainingS(10)).toBe(100);
    // One 190 s old is one of the longest: 10 … 50 s left.
    expect(holds.remainingS(190)).toBe(20);
    // Longer than nearly all: it may end any moment.
    expect(holds.remainingS(235)).toBe(0);
  });

  it('keeps the most recent holds', () => {
    const holds = new RecentDurations();
    for (let i = 0; i < 200; i++) holds.add(600);
    for (let i = 0; i < 200; i++) holds.add(60);
    expect(holds.remainingS(30)).toBe(30);
  });

  it('ignores holds that are not a time', () => {
    const holds = new RecentDurations();
    for (const s of [Number.NaN, -5, 0, Number.POSITIVE_INFINITY, 40, 40, 40, 40]) holds.add(s);
    expect(holds.remainingS(10)).toBeNull();
  });
});
