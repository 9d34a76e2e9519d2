import type { BusStop } from '@shuttle-ops/domain';
import { useMemo } from 'react';
import { MapCanvas, StopsLayer } from '../../../map/canvas.ts';
import type { BasemapScheme, MapStop } from '../../../map/canvas.ts';
import { VehicleMarkers } from '../map-layers/vehicle-markers.tsx';
import type { FleetVehicle } from '../model/fleet-vehicle.ts';

export interface FleetMapProps {
  vehicles: readonly FleetVehicle[];
  stops: readonly BusStop[];
  now: number;
  selectedId: string | null;
  onSelect: (vehicleId: string) => void;
  height: number | string;
  /** The dark basemap goes with the dark theme. */
  basemap?: BasemapScheme;
}

/** The live map of the service dashboard (loaded lazily with MapLibre). */
export function FleetMap({
  vehicles,
  stops,
  now,
  selectedId,
  onSelect,
  height,
  basemap = 'light',
}: FleetMapProps) {
  const stopMarks = useMemo(
    () => stops.map((stop): MapStop => ({ key: stop.BS_ID, position: [stop.lon, stop.lat] })),
    [stops],
  );
  return (
    <MapCanvas label="Live map of the vehicles" height={height} basemap={basemap}>
      <StopsLayer id="dashboard-stops" stops={stopMarks} tone="context" />
      <VehicleMarkers vehicles={vehicles} now={now} selectedId={selectedId} onSelect={onSelect} />
    </MapCanvas>
  );
}
