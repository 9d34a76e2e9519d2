import { badArgument } from './graphql-errors.ts';

/** The longest `time_limit` accepted: a year and a day. */
export const TIME_LIMIT_MAX_MS = 366 * 24 * 3600 * 1000;

const DURATION =
  /^P(?:(\d{1,3})W)?(?:(\d{1,3})D)?(?:T(?:(\d{1,4})H)?(?:(\d{1,6})M)?(?:(\d{1,8})S)?)?$/;
const MESSAGE =
  'must be an ISO 8601 duration back from now, such as PT30S, PT15M, PT1H or P7D (at most P366D)';

/**
 * `time_limit`: an ISO 8601 duration counted back from now (weeks, days, hours, minutes,
 * seconds; years and months are refused because their length varies). Answers milliseconds.
 */
export function parseTimeLimit(value: string): number {
  const match = DURATION.exec(value);
  if (!match || value === 'P' || value.endsWith('T')) throw badArgument('time_limit', MESSAGE);
  const [, weeks, days, hours, minutes, seconds] = match.map((part) => Number(part ?? 0));
  const ms =
    ((((weeks ?? 0) * 7 + (days ?? 0)) * 24 + (hours ?? 0)) * 60 + (minutes ?? 0)) * 60_000 +
    (seconds ?? 0) * 1000;
  if (ms <= 0 || ms > TIME_LIMIT_MAX_MS) throw badArgument('time_limit', MESSAGE);
  return ms;
}

/** The earliest time a `time_limit` lets in, or null without one. */
export function sinceOf(timeLimit: string | null | undefined, now = Date.now()): Date | null {
  return timeLimit == null ? null : new Date(now - parseTimeLimit(timeLimit));
}
