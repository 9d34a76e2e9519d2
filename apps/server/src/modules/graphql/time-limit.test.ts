import { describe, expect, it } from 'vitest';
import { parseTimeLimit, sinceOf } from './time-limit.ts';

describe('time_limit', () => {
  it.each([
    ['PT30S', 30_000],
    ['PT15M', 15 * 60_000],
    ['PT1H', 3_600_000],
    ['PT1H30M', 5_400_000],
    ['P1D', 86_400_000],
    ['P1DT12H', 129_600_000],
    ['P2W', 14 * 86_400_000],
    ['P366D', 366 * 86_400_000],
  ])('reads %s as an ISO 8601 duration', (value, ms) => {
    expect(parseTimeLimit(value)).toBe(ms);
  });

  it.each(['', 'P', 'PT', 'P1Y', 'P1M', 'PT0S', 'P367D', '1h', '60', 'pt1h', 'PT1.5H', '-PT1H'])(
    'refuses %j with an error naming time_limit',
    (value) => {
      expect(() => parseTimeLimit(value)).toThrow(/^time_limit: must be an ISO 8601 duration/);
    },
  );

  it('counts back from now', () => {
    expect(sinceOf('PT1H', Date.UTC(2026, 0, 1, 12))?.toISOString()).toBe(
      '2026-01-01T11:00:00.000Z',
    );
    expect(sinceOf(null)).toBeNull();
  });
});
