import { describe, expect, it } from 'vitest';
import { miReportPeriod } from './mi-report-period.ts';

const iso = (r: ReturnType<typeof miReportPeriod>) =>
  r.ok ? [r.firstDay, r.lastDay, r.from.toISOString(), r.to.toISOString()] : r;

describe('miReportPeriod', () => {
  it('takes the London day, the Monday-to-Sunday week and the month holding the date', () => {
    expect(iso(miReportPeriod({ period: 'day', date: '2026-01-15' }, '2026-06-01'))).toEqual([
      '2026-01-15',
      '2026-01-15',
      '2026-01-15T00:00:00.000Z',
      '2026-01-16T00:00:00.000Z',
    ]);
    // Sunday 7 June 2026 is in the week of Monday 1 June; London is on summer time.
    expect(iso(miReportPeriod({ period: 'week', date: '2026-06-07' }, '2026-06-01'))).toEqual([
      '2026-06-01',
      '2026-06-07',
      '2026-05-31T23:00:00.000Z',
      '2026-06-07T23:00:00.000Z',
    ]);
    expect(iso(miReportPeriod({ period: 'month', date: '2024-02-10' }, '2026-06-01'))).toEqual([
      '2024-02-01',
      '2024-02-29',
      '2024-02-01T00:00:00.000Z',
      '2024-03-01T00:00:00.000Z',
    ]);
  });

  it('spans the change of the clocks: the October week has 169 hours', () => {
    const r = miReportPeriod({ period: 'week', date: '2026-10-25' }, '2026-06-01');
    if (!r.ok) throw new Error('refused');
    expect([r.firstDay, r.lastDay]).toEqual(['2026-10-19', '2026-10-25']);
    expect((r.to.getTime() - r.from.getTime()) / 3_600_000).toBe(169);
  });

  it('defaults to the day given as today', () => {
    const r = miReportPeriod({ period: 'day' }, '2026-06-03');
    expect(r.ok && r.firstDay).toBe('2026-06-03');
  });

  it('takes custom days, both included, up to 400 days', () => {
    const r = miReportPeriod(
      { period: 'custom', from: '2025-01-01', to: '2026-02-04' },
      '2026-06-01',
    );
    expect(r.ok && [r.firstDay, r.lastDay]).toEqual(['2025-01-01', '2026-02-04']);
    expect(miReportPeriod({ period: 'custom', from: '2025-01-01', to: '2026-02-05' }, '')).toEqual({
      ok: false,
      field: 'to',
      message: 'the period may be at most 400 days',
    });
    expect(miReportPeriod({ period: 'custom', from: '2026-06-02', to: '2026-06-01' }, '')).toEqual({
      ok: false,
      field: 'to',
      message: 'must not be before from',
    });
    expect(miReportPeriod({ period: 'custom', to: '2026-06-01' }, '')).toMatchObject({
      ok: false,
      field: 'from',
    });
  });
});
