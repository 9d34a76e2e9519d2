import { useEffect, useRef } from 'react';
import { boundsOf, type Position } from '../../../map/index.ts';
import { useMap } from '../../../map/canvas.ts';

export interface FollowShuttleProps {
  vehicleId: string | null;
  position: { lat: number; lon: number } | null;
  /** The stops of the shuttle's route ([lon, lat]); the view is fitted to them and the shuttle. */
  route: readonly Position[];
}

/**
 * Room around the route, px: a stop's label runs to the right of its dot (up to about 140 px), and
 * the zoom buttons sit at the top right, so the labels and the buttons stay inside the map.
 */
const ROUTE_PADDING = { top: 40, bottom: 40, left: 32, right: 150 };

/**
 * Fits the map to the controlled shuttle's route (and the shuttle) when it is chosen, or when its
 * route becomes known; after that it centres on the shuttle only when it drives out of view, so
 * in between the user may pan and zoom freely.
 */
export function FollowShuttle({ vehicleId, position, route }: FollowShuttleProps) {
  const map = useMap();
  const fittedTo = useRef<string | null>(null);
  useEffect(() => {
    if (vehicleId === null || position === null) return;
    const here: Position = [position.lon, position.lat];
    const view = `${vehicleId} ${route.length}`;
    if (fittedTo.current !== view) {
      fittedTo.current = view;
      const bounds = boundsOf([...route, here]);
      if (route.length > 0 && bounds !== null) {
        map.fitBounds(bounds, { padding: ROUTE_PADDING, maxZoom: 17, duration: 0 });
      } else {
        map.easeTo({ center: here, duration: 0 });
      }
    } else if (!map.getBounds().contains(here)) {
      map.easeTo({ center: here, duration: 600 });
    }
  }, [map, vehicleId, position, route]);
  return null;
}
