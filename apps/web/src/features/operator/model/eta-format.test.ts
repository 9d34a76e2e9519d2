import { describe, expect, it } from 'vitest';
import { formatClock, formatDueIn } from './eta-format.ts';

describe('ETA formats', () => {
  it('shows clock times in Europe/London, summer and winter', () => {
    expect(formatClock('2026-07-01T13:05:00Z')).toBe('14:05');
    expect(formatClock('2026-12-01T13:05:00Z')).toBe('13:05');
  });

  it('says how long until the prediction', () => {
    const now = Date.parse('2026-07-01T13:00:00Z');
    expect(formatDueIn('2026-07-01T13:00:20Z', now)).toBe('due');
    expect(formatDueIn('2026-07-01T13:04:50Z', now)).toBe('in 5 min');
  });
});
