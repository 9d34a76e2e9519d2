import { describe, expect, it } from 'vitest';
import { enablePlainValidationMessages } from './plain-messages.ts';
import { instant } from './instant.ts';

enablePlainValidationMessages();

const message = (value: unknown) => {
  const result = instant.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('instant', () => {
  it('takes ISO times with an offset from year 0001 to 9999', () => {
    expect(message('2026-11-27T08:15:00Z')).toBeNull();
    expect(message('2026-11-27T08:15:00.123+01:00')).toBeNull();
    expect(message('0001-01-01T00:00:00Z')).toBeNull();
    expect(message('9999-12-31T23:59:59Z')).toBeNull();
  });

  it('refuses year zero and a time past year 9999 in UTC', () => {
    const outOfRange = 'must be a date and time between the years 0001 and 9999 (UTC)';
    expect(message('0000-01-01T00:00:00Z')).toBe(outOfRange);
    expect(message('0001-01-01T00:00:00+01:00')).toBe(outOfRange);
    expect(message('9999-12-31T23:59:59-01:00')).toBe(outOfRange);
  });

  it('refuses what is no date and time', () => {
    expect(message('2026-02-30T00:00:00Z')).toBe('must be a date and time (ISO 8601)');
    expect(instant.safeParse('yesterday').error?.issues.map((i) => i.message)).toEqual([
      'must be a date and time (ISO 8601)',
    ]);
    expect(message('2026-11-27')).toBe('must be a date and time (ISO 8601)');
  });
});
