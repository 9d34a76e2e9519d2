import { SITE_TIME_ZONE } from '../time/site-time.ts';

const minutes = new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const seconds = new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * The labels of a uPlot time axis (ticks in seconds since the epoch) in the site's 24-hour time,
 * as every other time on the console: "14:05", or "14:05:30" when a tick falls within a minute.
 * uPlot's own labels follow the browser's locale ("12:48am", "11/28/26").
 */
export function siteTimeAxisValues(_chart: unknown, splits: readonly number[]): string[] {
  const format = splits.every((split) => split % 60 === 0) ? minutes : seconds;
  return splits.map((split) => format.format(new Date(split * 1000)));
}
