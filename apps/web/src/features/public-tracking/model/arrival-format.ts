import { HARWELL_SITE } from '@shuttle-ops/domain';

// The browser's own time-zone data (dayjs's timezone plugin uses the same underneath), so the
// public page does not download a date library for one clock format.
const SITE_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: HARWELL_SITE.time_zone,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "due", "in 1 min", "in 12 min": whole minutes, rounded up, until the arrival. */
export function inMinutes(at: number, now: number): string {
  const seconds = (at - now) / 1_000;
  if (seconds < 30) return 'due';
  return `in ${Math.ceil(seconds / 60)} min`;
}

/** The clock time at the site (Europe/London), e.g. "14:05". */
export function siteClock(at: number): string {
  return SITE_CLOCK.format(at);
}

/** "Updated 4 s ago", "Updated 3 min ago", or "Waiting for data". */
export function updatedAgo(updatedAt: number | null, now: number): string {
  if (updatedAt === null) return 'Waiting for data';
  const seconds = Math.max(0, Math.round((now - updatedAt) / 1_000));
  if (seconds < 60) return `Updated ${seconds} s ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `Updated ${minutes} min ago`;
  return `Updated at ${siteClock(updatedAt)}`;
}

/** "8 of 12 seats taken", or null when not known. */
export function occupancyText(occupancy: number | null, max: number): string | null {
  if (occupancy === null) return null;
  return `${occupancy} of ${max} places taken`;
}

export function wheelchairText(space: boolean | null): string {
  if (space === null) return 'Wheelchair space: not known';
  return space ? 'Wheelchair space free' : 'No wheelchair space free';
}

/** "11 seats free", "1 seat free", "Full". */
export function freeSeatsText(free: number): string {
  if (free <= 0) return 'Full';
  return free === 1 ? '1 seat free' : `${free} seats free`;
}

/** How a stop is named in lists and the search: "Main Gate (H1)". */
export function stopTitle(stop: { name: string; label: string | null }): string {
  return stop.label === null ? stop.name : `${stop.name} (${stop.label})`;
}
