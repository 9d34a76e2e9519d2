import { describe, expect, it } from 'vitest';
import { decideDeparture, londonDay, startOfLondonDay, type GateFacts } from './departure-gate.ts';

describe('London days', () => {
  it('counts the day in Europe/London, in winter and in summer time', () => {
    expect(londonDay(new Date('2026-01-15T23:30:00Z'))).toBe('2026-01-15');
    expect(londonDay(new Date('2026-07-15T23:30:00Z'))).toBe('2026-07-16');
    expect(startOfLondonDay('2026-01-15').toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(startOfLondonDay('2026-07-16').toISOString()).toBe('2026-07-15T23:00:00.000Z');
    // The days the clocks change.
    expect(startOfLondonDay('2026-03-29').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(startOfLondonDay('2026-10-25').toISOString()).toBe('2026-10-24T23:00:00.000Z');
  });
});

describe('decideDeparture', () => {
  const now = new Date('2026-07-15T08:00:00Z');
  const base: GateFacts = {
    vehicleName: 'Harwell Shuttle 2',
    masters: [{ id: 'm1', name: 'Daily pre-departure check' }],
    hold: null,
    latest: null,
    override: null,
    now,
  };
  const checked = (at: string, result: 'passed' | 'failed') => ({
    id: 't1',
    masterName: 'Daily pre-departure check',
    completedAt: new Date(at),
    result,
  });

  it('lets a vehicle without an applying master start', () => {
    expect(decideDeparture({ ...base, masters: [] })).toMatchObject({
      allowed: true,
      state: 'not_required',
    });
  });

  it('needs a passed checklist of today (Europe/London) that is the newest one', () => {
    expect(decideDeparture(base)).toMatchObject({
      allowed: false,
      state: 'checklist_required',
      message:
        'Complete “Daily pre-departure check” for Harwell Shuttle 2 today before starting a service.',
    });
    // 23:30 UTC yesterday is 00:30 today in London (summer time).
    expect(
      decideDeparture({ ...base, latest: checked('2026-07-14T23:30:00Z', 'passed') }),
    ).toMatchObject({
      allowed: true,
      state: 'ready',
    });
    expect(
      decideDeparture({ ...base, latest: checked('2026-07-14T22:30:00Z', 'passed') }),
    ).toMatchObject({
      allowed: false,
      state: 'checklist_required',
    });
    const failed = decideDeparture({ ...base, latest: checked('2026-07-15T07:00:00Z', 'failed') });
    expect(failed).toMatchObject({ allowed: false, state: 'checklist_failed' });
    expect(failed.message).toContain(
      'last checklist (“Daily pre-departure check”, 15 Jul 2026, 08:00) failed',
    );
  });

  it('lets an override start without a checklist, never past a hold', () => {
    const override = { id: 'o1', reason: 'Checklist tablet broken; checked on paper' };
    expect(decideDeparture({ ...base, override })).toMatchObject({
      allowed: true,
      state: 'override',
    });
    const hold = {
      transactionId: 't1',
      completedAt: new Date('2026-07-15T06:00:00Z'),
      items: ['Brakes'],
    };
    const held = decideDeparture({
      ...base,
      override,
      hold,
      latest: checked('2026-07-15T07:00:00Z', 'passed'),
    });
    expect(held).toMatchObject({ allowed: false, state: 'out_of_service' });
    expect(held.message).toBe(
      'Harwell Shuttle 2 is out of service: the checklist of 15 Jul 2026, 07:00 failed on a safety-critical item (Brakes). An administrator must clear it with a note before a service can start.',
    );
    // A hold applies even when no master applies any more.
    expect(decideDeparture({ ...base, masters: [], hold }).allowed).toBe(false);
  });
});
