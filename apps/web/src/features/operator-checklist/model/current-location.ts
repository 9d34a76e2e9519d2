import type { Location } from '../model/build-submission.ts';

const WAIT_MS = 5_000;

/** Where the device is, if the operator allows it; null when refused, unknown or too slow. */
export function currentLocation(): Promise<Location> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    // A permission prompt left unanswered never calls back: the checklist does not wait for it.
    const timer = setTimeout(() => resolve(null), WAIT_MS);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        clearTimeout(timer);
        resolve({ lat: position.coords.latitude, lon: position.coords.longitude });
      },
      () => {
        clearTimeout(timer);
        resolve(null);
      },
      { enableHighAccuracy: false, timeout: WAIT_MS, maximumAge: 60_000 },
    );
  });
}
