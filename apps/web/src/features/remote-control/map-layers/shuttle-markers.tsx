import type { VehicleLiveState } from '@shuttle-ops/domain';
import { useMemo } from 'react';
import { ShuttleMarkerLayer } from '../../../map/canvas.ts';
import type { ShuttleMarker, ShuttleMarkerClasses } from '../../../map/canvas.ts';
import classes from './shuttle-markers.module.css';

export interface ShuttleMarkersProps {
  vehicles: readonly VehicleLiveState[];
  /** The controlled shuttle: drawn in red, outlined and over the others. */
  controlledId: string | null;
}

const MARKER_CLASSES: ShuttleMarkerClasses = {
  marker: classes.marker,
  arrow: classes.arrow,
  body: classes.body,
  name: classes.name,
  states: { controlled: classes.controlled },
};

/** Every shuttle with a position, moved as its telemetry comes in; the controlled one stands out. */
export function ShuttleMarkers({ vehicles, controlledId }: ShuttleMarkersProps) {
  const shuttles = useMemo(
    () =>
      vehicles.flatMap((vehicle): ShuttleMarker[] => {
        if (vehicle.lat === null || vehicle.lon === null) return [];
        const controlled = vehicle.Vehicle_ID === controlledId;
        return [
          {
            id: vehicle.Vehicle_ID,
            lat: vehicle.lat,
            lon: vehicle.lon,
            heading: vehicle.heading,
            name: vehicle.name,
            states: { controlled },
            onTop: controlled,
          },
        ];
      }),
    [vehicles, controlledId],
  );
  return <ShuttleMarkerLayer shuttles={shuttles} classes={MARKER_CLASSES} />;
}
