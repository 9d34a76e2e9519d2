import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration.ts';

describe('formatDuration', () => {
  it('says how long in hours, minutes and seconds', () => {
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(125)).toBe('2 min 5 s');
    expect(formatDuration(720)).toBe('12 min');
    expect(formatDuration(3_900)).toBe('1 h 5 min');
    expect(formatDuration(-3)).toBe('0 s');
  });
});
