import { describe, expect, it } from 'vitest';
import { londonDay } from './london-day.ts';

describe('londonDay', () => {
  it('starts a winter day at midnight UTC', () => {
    expect(londonDay(new Date('2026-11-27T09:30:15.250Z'))).toEqual({
      date: '2026-11-27',
      start: new Date('2026-11-27T00:00:00.000Z'),
    });
  });

  it('starts a summer day at 23:00 UTC the evening before', () => {
    expect(londonDay(new Date('2026-07-01T23:30:00.000Z'))).toEqual({
      date: '2026-07-02',
      start: new Date('2026-07-01T23:00:00.000Z'),
    });
  });

  it('starts the day the clocks go forward at its midnight, not an hour off', () => {
    expect(londonDay(new Date('2026-03-29T12:00:00.000Z'))).toEqual({
      date: '2026-03-29',
      start: new Date('2026-03-29T00:00:00.000Z'),
    });
  });
});
