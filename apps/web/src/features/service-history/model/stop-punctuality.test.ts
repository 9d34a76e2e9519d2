import { describe, expect, it } from 'vitest';
import { describePunctuality, punctualityOf } from './stop-punctuality.ts';

const at = (scheduled: string, arrived: string | null) =>
  describePunctuality(punctualityOf({ BSt: scheduled, arrived_at: arrived }));

describe('punctuality at a stop', () => {
  it('compares the arrival with the timetable, within a minute on time', () => {
    expect(at('2026-07-01T09:00:00Z', '2026-07-01T09:00:59Z')).toBe('On time');
    expect(at('2026-07-01T09:00:00Z', '2026-07-01T08:59:01Z')).toBe('On time');
    expect(at('2026-07-01T09:00:00Z', '2026-07-01T09:02:05Z')).toBe('2 min 5 s late');
    expect(at('2026-07-01T09:00:00Z', '2026-07-01T08:59:00Z')).toBe('1 min early');
  });

  it('says when the stop was not reached', () => {
    expect(at('2026-07-01T09:00:00Z', null)).toBe('Not reached');
  });
});
