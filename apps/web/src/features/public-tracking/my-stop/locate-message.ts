import type { LocateStatus } from './use-locate.ts';

/** What the passenger reads after pressing "Nearest stop"; null when there is nothing to say. */
export function locateMessage(status: LocateStatus): string | null {
  switch (status) {
    case 'locating':
      return 'Finding where you are…';
    case 'refused':
      return 'Location not shared, so the nearest stop cannot be found. You can allow location for this site in your browser settings, or search for your stop instead.';
    case 'failed':
      return 'Your location could not be found just now. Try again, or search for your stop.';
    case 'unsupported':
      return 'This browser cannot share your location. Search for your stop instead.';
    case 'idle':
    case 'found':
      return null;
  }
}
