import { describe, expect, it } from 'vitest';
import { formatSiteTime, formatSiteAxisTime } from './site-time.ts';

describe('formatSiteTime', () => {
  it('gives the time at the site to the second', () => {
    // 09:05:09 UTC in July is 10:05:09 in British Summer Time; in January London is on UTC.
    expect(formatSiteTime('2026-07-01T09:05:09.400Z')).toBe('10:05:09');
    expect(formatSiteTime('2026-01-10T09:05:09Z')).toBe('09:05:09');
    expect(formatSiteTime(Date.parse('2026-07-01T12:00:05.000Z'))).toBe('13:00:05');
    expect(formatSiteTime(null)).toBe('');
    expect(formatSiteTime('not a time')).toBe('');
  });

  it('names the day of a time past midnight of the service’s day', () => {
    const day = '2026-07-01T21:30:00Z';
    expect(formatSiteTime('2026-07-01T22:59:59Z', day)).toBe('23:59:59');
    expect(formatSiteTime('2026-07-01T23:00:05Z', day)).toBe('2 Jul, 00:00:05');
  });
});

describe('formatSiteAxisTime', () => {
  it('is as precise as the axis needs, at the site (BST in summer)', () => {
    const at = Date.parse('2026-07-01T13:05:09Z');
    expect(formatSiteAxisTime(at, 10 * 60_000)).toBe('14:05:09');
    expect(formatSiteAxisTime(at, 6 * 3600_000)).toBe('14:05');
    expect(formatSiteAxisTime(at, 7 * 86_400_000)).toBe('1 Jul 14:05');
  });
});
