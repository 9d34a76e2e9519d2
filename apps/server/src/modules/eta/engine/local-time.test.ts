import { describe, expect, it } from 'vitest';
import { localClock } from './local-time.ts';

describe('localClock', () => {
  const london = localClock('Europe/London');

  it('tells minutes past midnight in London, in winter and in summer time', () => {
    expect(london(Date.UTC(2026, 0, 15, 8, 30))).toBe(8 * 60 + 30);
    expect(london(Date.UTC(2026, 6, 15, 8, 30))).toBe(9 * 60 + 30);
    expect(london(Date.UTC(2026, 6, 15, 23, 15))).toBe(15);
  });

  it('follows the change to summer time within the day', () => {
    // 29 March 2026: clocks go from 01:00 GMT to 02:00 BST.
    expect(london(Date.UTC(2026, 2, 29, 0, 59))).toBe(59);
    expect(london(Date.UTC(2026, 2, 29, 1, 0))).toBe(120);
  });
});
