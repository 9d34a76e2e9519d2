import type { MissionStationWire } from '@shuttle-ops/domain';
import { useMemo } from 'react';
import { MapCanvas, StopsLayer } from '../../../../map/canvas.ts';
import type { MapStop } from '../../../../map/canvas.ts';

export interface StationMapProps {
  stations: readonly MissionStationWire[];
  /** The station picked for a mission; drawn larger and labelled. */
  selectedId: string | null;
  /** The vehicle's last position, when known. */
  vehicle: { lat: number; lon: number } | null;
  height: number;
}

/** The mission stations of the site (loaded lazily with MapLibre). */
export function StationMap({ stations, selectedId, vehicle, height }: StationMapProps) {
  const others = useMemo(
    () =>
      stations
        .filter((s) => s.station_id !== selectedId)
        .map((s): MapStop => ({ key: s.station_id, position: [s.lon, s.lat], label: s.name })),
    [stations, selectedId],
  );
  const selected = useMemo(
    () =>
      stations
        .filter((s) => s.station_id === selectedId)
        .map((s): MapStop => ({ key: s.station_id, position: [s.lon, s.lat], label: s.name })),
    [stations, selectedId],
  );
  const shuttle = useMemo(
    (): MapStop[] =>
      vehicle === null
        ? []
        : [{ key: 'vehicle', position: [vehicle.lon, vehicle.lat], label: 'Shuttle' }],
    [vehicle],
  );
  return (
    <MapCanvas label="Map of the mission stations" height={height}>
      <StopsLayer id="mission-stations" stops={others} tone="context" />
      <StopsLayer id="mission-station-selected" stops={selected} tone="primary" />
      <StopsLayer id="mission-vehicle" stops={shuttle} tone="primary" />
    </MapCanvas>
  );
}
