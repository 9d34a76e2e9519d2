import { describe, expect, it } from 'vitest';
import { freeSeatsText, inMinutes, siteClock, stopTitle, updatedAgo } from './arrival-format.ts';

const NOW = Date.parse('2026-07-01T12:00:00.000Z');

describe('arrival format', () => {
  it('counts whole minutes up to the arrival', () => {
    expect(inMinutes(NOW + 20_000, NOW)).toBe('due');
    expect(inMinutes(NOW + 40_000, NOW)).toBe('in 1 min');
    expect(inMinutes(NOW + 181_000, NOW)).toBe('in 4 min');
  });

  it('shows clock times in Europe/London (BST in summer)', () => {
    expect(siteClock(NOW)).toBe('13:00');
    expect(siteClock(Date.parse('2026-01-15T12:00:00.000Z'))).toBe('12:00');
    // Midnight reads 00, never 24.
    expect(siteClock(Date.parse('2026-01-15T00:05:00.000Z'))).toBe('00:05');
    expect(siteClock(Date.parse('2026-07-01T23:30:00.000Z'))).toBe('00:30');
  });

  it('says how old the data is', () => {
    expect(updatedAgo(null, NOW)).toBe('Waiting for data');
    expect(updatedAgo(NOW - 4_400, NOW)).toBe('Updated 4 s ago');
    expect(updatedAgo(NOW - 180_000, NOW)).toBe('Updated 3 min ago');
  });

  it('says how many seats are free, and names a stop with its code', () => {
    expect(freeSeatsText(11)).toBe('11 seats free');
    expect(freeSeatsText(1)).toBe('1 seat free');
    expect(freeSeatsText(0)).toBe('Full');
    expect(stopTitle({ name: 'Main Gate', label: 'H1' })).toBe('Main Gate (H1)');
    expect(stopTitle({ name: 'Main Gate', label: null })).toBe('Main Gate');
  });
});
