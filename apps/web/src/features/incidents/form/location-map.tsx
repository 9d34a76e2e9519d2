import type { BusStop } from '@shuttle-ops/domain';
import { useMemo } from 'react';
import { MapCanvas, PositionPicker, StopsLayer } from '../../../map/canvas.ts';
import type { Position } from '../../../map/index.ts';

export interface LocationMapProps {
  position: Position | null;
  stops: readonly BusStop[];
  onPick: (position: Position) => void;
}

/** A small map to place the incident: click, or drag the marker. Loaded lazily with MapLibre. */
export function LocationMap({ position, stops, onPick }: LocationMapProps) {
  const context = useMemo(
    () =>
      stops.map((stop) => ({
        key: stop.BS_ID,
        position: [stop.lon, stop.lat] as Position,
        label: stop.label ?? stop.name,
      })),
    [stops],
  );
  return (
    <MapCanvas label="Map to place the incident" height={240}>
      <StopsLayer id="incident-stops" stops={context} tone="context" />
      <PositionPicker position={position} onPick={onPick} />
    </MapCanvas>
  );
}
