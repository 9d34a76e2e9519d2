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

  it.each([
    [3600, 3_600_000],
    [30, 30_000],
    [0.5, 500],
    [31_622_400, 366 * 86_400_000],
    ['3600', 3_600_000],
  ])('reads %j as seconds back from now', (value, ms) => {
    expect(parseTimeLimit(value)).toBe(ms);
  });

  it.each([
    '',
    'P',
    'PT',
    'P1Y',
    'P1M',
    'PT0S',
    'P367D',
    '1h',
    '-60',
    '60.5',
    'pt1h',
    'PT1.5H',
    '-PT1H',
    0,
    -3600,
    31_622_401,
    Number.NaN,
  ])('refuses %j with an error naming time_limit', (value) => {
    expect(() => parseTimeLimit(value)).toThrow(/^time_limit: must be seconds back from now/);
  });

  it('counts back from now', () => {
    expect(sinceOf('PT1H', Date.UTC(2026, 0, 1, 12))?.toISOString()).toBe(
      '2026-01-01T11:00:00.000Z',
    );
    expect(sinceOf(3600, Date.UTC(2026, 0, 1, 12))?.toISOString()).toBe('2026-01-01T11:00:00.000Z');
    expect(sinceOf(null)).toBeNull();
  });
});
