import { describe, expect, it } from 'vitest';
import { formatDistance, formatDuration, formatSiteClock } from './mission-format.ts';

describe('mission formats', () => {
  it('shows times at the site, in Europe/London', () => {
    // 13:05 UTC on 1 June is 14:05 in British Summer Time; in January it is the same.
    expect(formatSiteClock('2026-06-01T13:05:00.000Z')).toBe('14:05');
    expect(formatSiteClock('2026-01-10T13:05:00.000Z')).toBe('13:05');
    expect(formatSiteClock(null)).toBe('');
  });

  it('shows distances and durations for people', () => {
    expect(formatDistance(640.4)).toBe('640 m');
    expect(formatDistance(1850)).toBe('1.9 km');
    expect(formatDuration(20)).toBe('about 1 min');
    expect(formatDuration(300)).toBe('about 5 min');
    expect(formatDuration(null)).toBe('');
  });
});
