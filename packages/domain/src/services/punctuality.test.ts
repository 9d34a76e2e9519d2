import { describe, expect, it } from 'vitest';
import { delaySeconds, punctualityOf, timetabledArrivalMs } from './punctuality.ts';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 27, 9, 0) + minutes * 60_000);
const iso = (minutes: number) => at(minutes).toISOString();
const LAP = 10 * 60_000;

describe('delaySeconds', () => {
  it('measures a line stop against its scheduled arrival: late positive, early negative', () => {
    expect(delaySeconds({ BSt: iso(5), etaExpected: iso(8), arrived_at: null }, null)).toBe(180);
    expect(delaySeconds({ BSt: iso(5), etaExpected: iso(3.5), arrived_at: null }, null)).toBe(-90);
  });

  it('measures a loop stop not reached yet against the first run, however late', () => {
    const stop = { BSt: iso(5), etaExpected: iso(12), arrived_at: null };
    expect(timetabledArrivalMs(stop, LAP)).toBe(at(5).getTime());
    expect(delaySeconds(stop, LAP)).toBe(7 * 60);
  });

  it('measures a loop stop already visited against the lap the vehicle is on', () => {
    // Second lap: due at 15, expected at 17 → two minutes late.
    expect(delaySeconds({ BSt: iso(5), etaExpected: iso(17), arrived_at: iso(6) }, LAP)).toBe(120);
    // Third lap, a minute early.
    expect(delaySeconds({ BSt: iso(5), etaExpected: iso(24), arrived_at: iso(16) }, LAP)).toBe(-60);
    // Never the first run again, even when far ahead of the second.
    expect(delaySeconds({ BSt: iso(5), etaExpected: iso(8), arrived_at: iso(5) }, LAP)).toBe(-420);
  });
});

describe('punctualityOf', () => {
  it('says late past two minutes behind and early past one minute ahead', () => {
    expect(punctualityOf(121)).toBe('late');
    expect(punctualityOf(120)).toBe('on-time');
    expect(punctualityOf(-60)).toBe('on-time');
    expect(punctualityOf(-61)).toBe('early');
  });
});
