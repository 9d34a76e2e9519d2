import { addDays, londonDay, type MiPeriod } from '@shuttle-ops/domain';
import type { ReportRequest } from '../api/get-mi-report.ts';

export interface PeriodChoice {
  period: MiPeriod;
  /** The day the day, week or month holds (`YYYY-MM-DD`, Europe/London). */
  date: string;
  from: string;
  to: string;
}

/** This week, and for a custom period the last seven days up to today (London). */
export function initialChoice(now: Date): PeriodChoice {
  const today = londonDay(now);
  return { period: 'week', date: today, from: addDays(today, -6), to: today };
}

/** The request of a choice: a custom period names its days, the others the day they hold. */
export function requestOf(choice: PeriodChoice): ReportRequest {
  return choice.period === 'custom'
    ? { period: 'custom', from: choice.from, to: choice.to }
    : { period: choice.period, date: choice.date };
}
