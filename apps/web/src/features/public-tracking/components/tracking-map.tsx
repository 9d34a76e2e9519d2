import type { PublicBusStop, PublicRoute } from '@shuttle-ops/domain';
import { useMemo } from 'react';
import { MapCanvas, StopsLayer } from '../../../map/canvas.ts';
import type { MapStop } from '../../../map/canvas.ts';
import { RouteLines } from '../map-layers/route-lines.tsx';
import { ShuttleMarkers } from '../map-layers/shuttle-markers.tsx';
import type { LiveVehicle } from '../model/tracking-state.ts';

export interface TrackingMapProps {
  routes: readonly PublicRoute[];
  stops: readonly PublicBusStop[];
  vehicles: readonly LiveVehicle[];
  now: number;
  height: number | string;
}

/** The public map (loaded lazily with MapLibre): routes, stops with names, live shuttles. */
export function TrackingMap({ routes, stops, vehicles, now, height }: TrackingMapProps) {
  const marks = useMemo(
    () =>
      stops.map((stop): MapStop => ({
        key: stop.BS_ID,
        position: [stop.lon, stop.lat],
        label: stop.name,
      })),
    [stops],
  );
  return (
    <MapCanvas label="Map of the shuttles and their stops" height={height}>
      <RouteLines routes={routes} />
      <StopsLayer id="public-stops" stops={marks} tone="primary" />
      <ShuttleMarkers vehicles={vehicles} now={now} />
    </MapCanvas>
  );
}
