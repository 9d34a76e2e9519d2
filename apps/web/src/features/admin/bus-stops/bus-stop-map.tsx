import type { BusStop } from '@shuttle-ops/domain';
import { useMemo } from 'react';
import { MapCanvas, PositionPicker, StopsLayer } from '../../../map/canvas.ts';
import type { Position } from '../../../map/index.ts';

export interface BusStopMapProps {
  position: Position | null;
  /** The customer's other stops, for orientation. */
  otherStops: readonly BusStop[];
  onPick: (position: Position) => void;
  /** The first view: around the stop, or the whole site for a new one. */
  bounds?: [Position, Position] | undefined;
}

/** A small map to place a stop: click or drag the marker. Loaded lazily with MapLibre. */
export function BusStopMap({ position, otherStops, onPick, bounds }: BusStopMapProps) {
  const context = useMemo(
    () =>
      otherStops.map((stop) => ({
        key: stop.BS_ID,
        position: [stop.lon, stop.lat] as Position,
        label: stop.label ?? undefined,
      })),
    [otherStops],
  );
  return (
    <MapCanvas label="Map to place the bus stop" height={260} bounds={bounds}>
      <StopsLayer id="other-stops" stops={context} tone="context" />
      <PositionPicker position={position} onPick={onPick} />
    </MapCanvas>
  );
}
