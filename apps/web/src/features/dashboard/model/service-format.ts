import type { EtaStatus, ServiceContext } from '@shuttle-ops/domain';
import { formatSiteTime } from '../../../lib/time/site-time.ts';

const NO_VALUE = '–';

const minutes = (seconds: number) => Math.max(1, Math.round(Math.abs(seconds) / 60));

/** "3 min late", "2 min early", "On time"; "–" without a timetable to read. */
export function formatDelay(service: ServiceContext | null): string {
  if (service === null || service.delay_s === null || service.punctuality === null) {
    return NO_VALUE;
  }
  if (service.punctuality === 'on-time') return 'On time';
  return `${minutes(service.delay_s)} min ${service.punctuality}`;
}

/**
 * "3 min", "about 3 min" when unsure, "due" (under half a minute), from the expected arrival;
 * "Delayed" while the shuttle is held, "No prediction" while it is not reporting.
 */
export function formatEta(
  etaExpected: string | null | undefined,
  now: number,
  status?: EtaStatus,
): string {
  if (status === 'delayed') return 'Delayed';
  if (status === 'unknown') return 'No prediction';
  if (etaExpected === null || etaExpected === undefined) return NO_VALUE;
  const seconds = (Date.parse(etaExpected) - now) / 1000;
  if (!Number.isFinite(seconds)) return NO_VALUE;
  if (seconds < 30) return 'due';
  return `${status === 'approximate' ? 'about ' : ''}${Math.round(seconds / 60)} min`;
}

/** "4 min" (or "40 s" under a minute) behind the vehicle ahead; "–" with no one ahead. */
export function formatHeadway(service: ServiceContext | null): string {
  const seconds = service?.headway_s ?? null;
  if (seconds === null) return NO_VALUE;
  if (seconds < 60) return `${seconds} s`;
  return `${Math.round(seconds / 60)} min`;
}

/** The service's facts for the vehicle's detail, in words. */
export function serviceFacts(service: ServiceContext | null): [string, string][] {
  if (service === null) return [['Route', 'Not in service']];
  const next = service.next_stop;
  return [
    ['Route', service.routeName],
    ['Next stop', next?.BSName ?? NO_VALUE],
    ['Expected', next === null ? NO_VALUE : formatSiteTime(next.etaExpected).slice(0, 5)],
    ['Timetable', next === null ? NO_VALUE : formatSiteTime(next.BSt).slice(0, 5)],
    ['Delay', formatDelay(service)],
    [
      'Headway',
      service.ahead === null
        ? NO_VALUE
        : `${formatHeadway(service)} behind ${service.ahead.vehicleName}`,
    ],
  ];
}
