import { useCallback, useState } from 'react';

export interface Position {
  lat: number;
  lon: number;
}

/** Where asking the browser for the passenger's position stands. */
export type LocateStatus = 'idle' | 'locating' | 'found' | 'refused' | 'failed' | 'unsupported';

/** Coarse is enough to pick a stop, and a minute-old fix is still where the passenger stands. */
const OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 };

/**
 * Asks the browser for the passenger's position, only when `locate` is called (the passenger
 * pressed the button: that is the consent). The position stays on the device.
 */
export function useLocate(onFound: (position: Position) => void) {
  const [status, setStatus] = useState<LocateStatus>('idle');
  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setStatus('unsupported');
      return;
    }
    setStatus('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setStatus('found');
        onFound({ lat: coords.latitude, lon: coords.longitude });
      },
      (error) => setStatus(error.code === error.PERMISSION_DENIED ? 'refused' : 'failed'),
      OPTIONS,
    );
  }, [onFound]);
  return { status, locate };
}
