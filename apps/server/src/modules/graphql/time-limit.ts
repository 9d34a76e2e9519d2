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

/** An ISO 8601 date and time with its offset (`2026-11-29T10:00:00Z`, `…+01:00`). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

function dateTimeArg(name: string, value: unknown): Date | null {
  if (value == null) return null;
  const at = typeof value === 'string' && DATE_TIME.test(value) ? new Date(value) : null;
  if (at === null || Number.isNaN(at.getTime())) {
    throw badArgument(
      name,
      'must be an ISO 8601 date and time with its offset, such as 2026-11-29T10:00:00Z',
    );
  }
  return at;
}

/**
 * `from` and `to` of a range query: null without `from`; `to` defaults to now. Refused: `to`
 * without `from`, `from` with `time_limit`, an empty or reversed range, one over TIME_LIMIT_MAX_MS.
 */
export function rangeOf(
  args: { from?: unknown; to?: unknown; time_limit?: unknown },
  now = Date.now(),
): { from: Date; to: Date } | null {
  const from = dateTimeArg('from', args.from);
  const to = dateTimeArg('to', args.to);
  if (from === null) {
    if (to !== null) throw badArgument('to', 'goes with from');
    return null;
  }
  if (args.time_limit != null) {
    throw badArgument(
      'from',
      'and time_limit cannot both be given: name a range or a time back from now',
    );
  }
  const end = to ?? new Date(now);
  if (end.getTime() <= from.getTime()) throw badArgument('to', 'must be after from');
  if (end.getTime() - from.getTime() > TIME_LIMIT_MAX_MS) {
    throw badArgument('from', 'and to may be at most a year and a day apart');
  }
  return { from, to: end };
}
