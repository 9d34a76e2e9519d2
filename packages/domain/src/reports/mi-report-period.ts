import { z } from 'zod';
import { customerIdParam } from '../admin/list.ts';
import { startOfLondonDay } from '../checklists/departure-gate.ts';

/** The periods a management-information report covers; days are Europe/London days. */
export const MI_PERIODS = ['day', 'week', 'month', 'custom'] as const;
export type MiPeriod = (typeof MI_PERIODS)[number];
/** The longest period one report may cover, in days. */
export const MI_REPORT_MAX_DAYS = 400;

/** A London day of a report: a real calendar day within the years 2000–2999. */
const londonDate = z.iso.date().refine((day) => day >= '2000-01-01' && day <= '2999-12-31', {
  message: 'must be a day between the years 2000 and 2999',
});

/**
 * `GET mi-reporting`: `period` with the day it holds (`date`, default today), or `custom` with
 * the first and last day (`from`, `to`, both included).
 */
export const miReportQuery = z
  .object({
    Customer_ID: customerIdParam,
    period: z.enum(MI_PERIODS).default('week'),
    date: londonDate.optional(),
    from: londonDate.optional(),
    to: londonDate.optional(),
  })
  .strict();
export type MiReportQuery = z.infer<typeof miReportQuery>;

export type MiPeriodResult =
  | { ok: true; from: Date; to: Date; firstDay: string; lastDay: string }
  | { ok: false; field: 'date' | 'from' | 'to'; message: string };

const DAY_MS = 86_400_000;
/** `YYYY-MM-DD` plus `n` calendar days. */
export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);

/** The Monday of the week holding `day`. */
const mondayOf = (day: string) =>
  addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/**
 * The instants [from, to) a report covers: the London day, the Monday-to-Sunday week or the
 * calendar month holding `date` (`today` when absent), or the custom days `from`…`to`.
 */
export function miReportPeriod(
  query: Pick<MiReportQuery, 'period' | 'date' | 'from' | 'to'>,
  today: string,
): MiPeriodResult {
  let first: string;
  let last: string;
  const anchor = query.date ?? today;
  switch (query.period) {
    case 'day':
      first = last = anchor;
      break;
    case 'week':
      first = mondayOf(anchor);
      last = addDays(first, 6);
      break;
    case 'month': {
      first = `${anchor.slice(0, 7)}-01`;
      const next = new Date(`${first}T00:00:00Z`);
      next.setUTCMonth(next.getUTCMonth() + 1);
      last = addDays(next.toISOString().slice(0, 10), -1);
      break;
    }
    case 'custom':
      if (!query.from)
        return { ok: false, field: 'from', message: 'is required for a custom period' };
      if (!query.to) return { ok: false, field: 'to', message: 'is required for a custom period' };
      first = query.from;
      last = query.to;
      break;
  }
  if (daysBetween(first, last) < 0)
    return { ok: false, field: 'to', message: 'must not be before from' };
  if (daysBetween(first, last) + 1 > MI_REPORT_MAX_DAYS) {
    return {
      ok: false,
      field: 'to',
      message: `the period may be at most ${MI_REPORT_MAX_DAYS} days`,
    };
  }
  return {
    ok: true,
    from: startOfLondonDay(first),
    to: startOfLondonDay(addDays(last, 1)),
    firstDay: first,
    lastDay: last,
  };
}
