import { useMemo } from 'react';
import { ShuttleMarkerLayer } from '../../../map/canvas.ts';
import type { ShuttleMarker, ShuttleMarkerClasses } from '../../../map/canvas.ts';
import { isStale } from '../../../lib/live/index.ts';
import type { LiveVehicle } from '../model/tracking-state.ts';
import classes from '../public-tracking.module.css';

export interface ShuttleMarkersProps {
  vehicles: readonly LiveVehicle[];
  now: number;
}

const MARKER_CLASSES: ShuttleMarkerClasses = {
  marker: classes.marker,
  arrow: classes.markerArrow,
  body: classes.markerBody,
  name: classes.markerName,
  states: { stale: classes.markerStale },
};

/** The shuttles on the map, with their heading; grey and dashed once they stop reporting. */
export function ShuttleMarkers({ vehicles, now }: ShuttleMarkersProps) {
  const shuttles = useMemo(
    () =>
      vehicles.flatMap((vehicle): ShuttleMarker[] => {
        if (vehicle.lat === null || vehicle.lon === null) return [];
        const stale = isStale(vehicle, now);
        return [
          {
            id: vehicle.Vehicle_ID,
            lat: vehicle.lat,
            lon: vehicle.lon,
            heading: stale ? null : vehicle.heading,
            name: vehicle.name,
            states: { stale },
          },
        ];
      }),
    [vehicles, now],
  );
  return <ShuttleMarkerLayer shuttles={shuttles} classes={MARKER_CLASSES} />;
}
