import type { VehicleLiveState } from '@shuttle-ops/domain';
import { useMemo } from 'react';
import { SHUTTLE_MARKER_STYLE, ShuttleMarkerLayer } from '../../../map/canvas.ts';
import type { ShuttleMarker, ShuttleMarkerClasses } from '../../../map/canvas.ts';

export interface ShuttleMarkersProps {
  vehicles: readonly VehicleLiveState[];
  /** The controlled shuttle: drawn in red, outlined and over the others. */
  controlledId: string | null;
}

const MARKER_CLASSES: ShuttleMarkerClasses = {
  marker: SHUTTLE_MARKER_STYLE.marker,
  arrow: SHUTTLE_MARKER_STYLE.arrow,
  body: SHUTTLE_MARKER_STYLE.body,
  name: SHUTTLE_MARKER_STYLE.name,
  states: { controlled: SHUTTLE_MARKER_STYLE.highlighted },
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
