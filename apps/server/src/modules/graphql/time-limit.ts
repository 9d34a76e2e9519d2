import { badArgument } from './graphql-errors.ts';

/** The longest `time_limit` accepted: a year and a day. */
export const TIME_LIMIT_MAX_MS = 366 * 24 * 3600 * 1000;

const DURATION =
  /^P(?:(\d{1,3})W)?(?:(\d{1,3})D)?(?:T(?:(\d{1,4})H)?(?:(\d{1,6})M)?(?:(\d{1,8})S)?)?$/;
/** Whole seconds written as digits ("3600"), as some clients send a number in a string. */
const SECONDS = /^\d{1,9}$/;
const MESSAGE =
  'must be seconds back from now (3600) or an ISO 8601 duration such as PT30S, PT15M, PT1H or P7D (at most a year and a day: 31622400 or P366D)';

function fromDuration(value: string): number {
  if (SECONDS.test(value)) return Number(value) * 1000;
  const match = DURATION.exec(value);
  if (!match || value === 'P' || value.endsWith('T')) throw badArgument('time_limit', MESSAGE);
  const [, weeks, days, hours, minutes, seconds] = match.map((part) => Number(part ?? 0));
  return (
    ((((weeks ?? 0) * 7 + (days ?? 0)) * 24 + (hours ?? 0)) * 60 + (minutes ?? 0)) * 60_000 +
    (seconds ?? 0) * 1000
  );
}

/**
 * `time_limit` (DESIGN.md): how far back from now, as seconds (a number, `3600`, or the same
 * digits in a string) or as an ISO 8601 duration (`PT1H`: weeks, days, hours, minutes, seconds;
 * years and months are refused because their length varies). Answers milliseconds.
 */
export function parseTimeLimit(value: number | string): number {
  const ms = typeof value === 'number' ? value * 1000 : fromDuration(value);
  if (!Number.isFinite(ms) || ms <= 0 || ms > TIME_LIMIT_MAX_MS) {
    throw badArgument('time_limit', MESSAGE);
  }
  return ms;
}

/** The earliest time a `time_limit` lets in, or null without one. */
export function sinceOf(
  timeLimit: number | string | null | undefined,
  now = Date.now(),
): Date | null {
  return timeLimit == null ? null : new Date(now - parseTimeLimit(timeLimit));
}
