import { describe, expect, it } from 'vitest';
import { ageLabel } from './live-state.ts';

describe('ageLabel', () => {
  it('counts seconds, then minutes', () => {
    const at = '2026-03-02T09:00:00.000Z';
    expect(ageLabel(at, Date.parse(at) + 4_200)).toBe('4 s ago');
    expect(ageLabel(at, Date.parse(at) + 600_000)).toBe('10 min ago');
    expect(ageLabel(null, 0)).toBe('no telemetry yet');
  });
});
