import { useEffect, useRef } from 'react';
import { useMap } from '../../../map/canvas.ts';

export interface FollowShuttleProps {
  vehicleId: string | null;
  position: { lat: number; lon: number } | null;
}

/**
 * Centres the map on the controlled shuttle when it is chosen, and again whenever it drives out
 * of view; in between the user may pan and zoom freely.
 */
export function FollowShuttle({ vehicleId, position }: FollowShuttleProps) {
  const map = useMap();
  const centredOn = useRef<string | null>(null);
  useEffect(() => {
    if (vehicleId === null || position === null) return;
    const here: [number, number] = [position.lon, position.lat];
    const chosenNow = centredOn.current !== vehicleId;
    if (chosenNow || !map.getBounds().contains(here)) {
      centredOn.current = vehicleId;
      map.easeTo({ center: here, duration: chosenNow ? 0 : 600 });
    }
  }, [map, vehicleId, position]);
  return null;
}
