import { z } from 'zod';

/** The first and last instants a stored time can hold: four-digit years, and no year zero. */
export const EARLIEST_INSTANT = '0001-01-01T00:00:00.000Z';
export const LATEST_INSTANT = '9999-12-31T23:59:59.999Z';

const earliest = Date.parse(EARLIEST_INSTANT);
const latest = Date.parse(LATEST_INSTANT);

/**
 * An ISO 8601 date and time with its offset, within the years 0001–9999 in UTC. The ISO format
 * also allows year 0000 (and an offset can carry 9999-12-31 into year 10000), which the database
 * cannot store: such a time is a 400 naming the field, never a failed query.
 */
export const instant = z.iso.datetime({ offset: true }).refine(
  (value) => {
    const at = Date.parse(value);
    return at >= earliest && at <= latest;
  },
  {
    error: 'must be a date and time between the years 0001 and 9999 (UTC)',
    // Only for a well-formed time: one message per mistake.
    when: (payload) => payload.issues.length === 0,
  },
);
