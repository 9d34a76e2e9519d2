import { londonDay as dayOf, startOfLondonDay } from '@shuttle-ops/domain';

export interface LondonDay {
  /** `YYYY-MM-DD`. */
  date: string;
  /** Local midnight of that day, as an instant. */
  start: Date;
}

/** The Europe/London calendar day holding `at`, and the instant it began (the domain's rule). */
export function londonDay(at: Date): LondonDay {
  const date = dayOf(at);
  return { date, start: startOfLondonDay(date) };
}
