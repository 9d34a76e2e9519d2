import { startOfLondonDay } from '@shuttle-ops/domain';

/** A calendar day as a date input holds it (YYYY-MM-DD). */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar day after `day` (YYYY-MM-DD); the calendar, not the clock, so no DST slip. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The instant a site (Europe/London) day begins, or undefined for no or a malformed day. */
export function siteDayStart(day: string): string | undefined {
  if (!DAY_PATTERN.test(day)) return undefined;
  const start = startOfLondonDay(day);
  return Number.isNaN(start.getTime()) ? undefined : start.toISOString();
}

/** The instant after a site day ends (the next day's start), or undefined. */
export const siteDayEnd = (day: string): string | undefined =>
  DAY_PATTERN.test(day) ? siteDayStart(nextDay(day)) : undefined;

/** Whether the last day comes before the first (both given). */
export const isInvertedDays = (fromDay: string, toDay: string): boolean =>
  DAY_PATTERN.test(fromDay) && DAY_PATTERN.test(toDay) && toDay < fromDay;
