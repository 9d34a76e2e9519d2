import { describe, expect, it } from 'vitest';
import { dataFreshness, LIVE_STATE_THRESHOLDS } from './data-freshness.ts';

const NOW = Date.parse('2026-03-02T09:01:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('LIVE_STATE_THRESHOLDS', () => {
  it('holds the thresholds of the views and rules', () => {
    expect(LIVE_STATE_THRESHOLDS).toEqual({
      staleAfterS: 10,
      interlockFreshS: 5,
      silentAfterS: 30,
    });
  });
});

describe('dataFreshness', () => {
  it('is stale, not fresh for commands and silent when the vehicle never reported', () => {
    expect(dataFreshness(null, NOW)).toEqual({
      ageMs: null,
      stale: true,
      interlockFresh: false,
      silent: true,
    });
    expect(dataFreshness('not a time', NOW).ageMs).toBeNull();
  });

  it('is fresh for commands up to 5 s and stale after 10 s', () => {
    expect(dataFreshness(ago(5_000), NOW)).toMatchObject({ interlockFresh: true, stale: false });
    expect(dataFreshness(ago(5_001), NOW)).toMatchObject({ interlockFresh: false, stale: false });
    expect(dataFreshness(ago(10_000), NOW).stale).toBe(false);
    expect(dataFreshness(ago(10_001), NOW).stale).toBe(true);
  });

  it('is silent after 30 s', () => {
    expect(dataFreshness(ago(30_000), NOW).silent).toBe(false);
    expect(dataFreshness(ago(30_001), NOW).silent).toBe(true);
  });

  it('reads epoch ms and a Date for now, and never gives a negative age', () => {
    expect(dataFreshness(NOW - 2_000, new Date(NOW)).ageMs).toBe(2_000);
    expect(dataFreshness(NOW + 3_000, NOW)).toMatchObject({ ageMs: 0, interlockFresh: true });
  });

  it('takes other thresholds when given', () => {
    const thresholds = { ...LIVE_STATE_THRESHOLDS, silentAfterS: 1 };
    expect(dataFreshness(ago(1_001), NOW, thresholds).silent).toBe(true);
  });
});
