import type { ServiceStop } from '@shuttle-ops/domain';
import { formatDuration } from './duration.ts';

/** Within this many seconds of the timetable a stop counts as on time. */
export const ON_TIME_S = 60;

export type Punctuality =
  { kind: 'not-reached' } | { kind: 'on-time' | 'late' | 'early'; seconds: number };

/** How the vehicle's (latest) arrival at a stop compares with its scheduled time. */
export function punctualityOf(stop: Pick<ServiceStop, 'BSt' | 'arrived_at'>): Punctuality {
  if (stop.arrived_at === null) return { kind: 'not-reached' };
  const seconds = Math.round((Date.parse(stop.arrived_at) - Date.parse(stop.BSt)) / 1000);
  if (Math.abs(seconds) < ON_TIME_S) return { kind: 'on-time', seconds };
  return { kind: seconds > 0 ? 'late' : 'early', seconds };
}

/** "On time", "2 min 5 s late", "1 min early", "Not reached". */
export function describePunctuality(punctuality: Punctuality): string {
  switch (punctuality.kind) {
    case 'not-reached':
      return 'Not reached';
    case 'on-time':
      return 'On time';
    case 'late':
      return `${formatDuration(punctuality.seconds)} late`;
    case 'early':
      return `${formatDuration(-punctuality.seconds)} early`;
  }
}
