import type { Service, VehicleLiveState } from '@shuttle-ops/domain';
import { useMemo } from 'react';
import { MapCanvas, StopsLayer, type MapStop } from '../../../map/canvas.ts';
import { FollowShuttle } from '../map-layers/follow-shuttle.tsx';
import { ShuttleMarkers } from '../map-layers/shuttle-markers.tsx';

export interface ControlMapProps {
  vehicles: readonly VehicleLiveState[];
  controlledId: string | null;
  /** The controlled shuttle's active service, whose stops are drawn; null when it has none. */
  service: Service | null;
  height: number;
}

/** Where the controlled shuttle is: its route's stops and the other shuttles around it, live. */
export function ControlMap({ vehicles, controlledId, service, height }: ControlMapProps) {
  const stops = useMemo(
    (): MapStop[] =>
      (service?.stops ?? []).map((stop) => ({
        key: `${stop.No}`,
        position: [stop.lon, stop.lat],
        label: stop.BSLabel ? `${stop.BSLabel} ${stop.BSName}` : stop.BSName,
      })),
    [service],
  );
  const route = useMemo(() => stops.map((stop) => stop.position), [stops]);
  const controlled = vehicles.find((vehicle) => vehicle.Vehicle_ID === controlledId);
  const lat = controlled?.lat ?? null;
  const lon = controlled?.lon ?? null;
  const position = useMemo(() => (lat === null || lon === null ? null : { lat, lon }), [lat, lon]);
  return (
    <MapCanvas
      label="Map of the controlled shuttle, its stops and the other shuttles"
      height={height}
    >
      <StopsLayer id="control-route-stops" stops={stops} tone="primary" />
      <ShuttleMarkers vehicles={vehicles} controlledId={controlledId} />
      <FollowShuttle vehicleId={controlledId} position={position} route={route} />
    </MapCanvas>
  );
}
