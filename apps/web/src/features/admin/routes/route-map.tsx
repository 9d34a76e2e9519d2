import type { BusStop } from '@shuttle-ops/domain';
import { useMemo } from 'react';
import { EditablePath, MapCanvas, StopsLayer } from '../../../map/canvas.ts';
import type { MapStop } from '../../../map/canvas.ts';
import type { Position } from '../../../map/index.ts';
import type { StopItem } from './stop-order.ts';

export interface RouteMapProps {
  stops: readonly StopItem[];
  allStops: ReadonlyMap<string, BusStop>;
  path: readonly Position[];
  color: string;
  onPathChange: (path: Position[]) => void;
  height: number;
  /** The first view: the route, or the site for a new one. */
  bounds?: [Position, Position] | undefined;
}

/** The route editor's map: the route's stops numbered in order, the others grey, the path. */
export function RouteMap({
  stops,
  allStops,
  path,
  color,
  onPathChange,
  height,
  bounds,
}: RouteMapProps) {
  const onRoute = useMemo(() => {
    // A stop served twice gets one marker with both numbers ("1, 9").
    const byStop = new Map<string, { stop: BusStop; numbers: number[] }>();
    stops.forEach((item, index) => {
      const stop = allStops.get(item.stopId);
      if (stop === undefined) return;
      const entry = byStop.get(stop.BS_ID) ?? { stop, numbers: [] };
      entry.numbers.push(index + 1);
      byStop.set(stop.BS_ID, entry);
    });
    return [...byStop.values()].map(({ stop, numbers }): MapStop => ({
      key: stop.BS_ID,
      position: [stop.lon, stop.lat],
      label: `${numbers.join(', ')} · ${stop.label ?? stop.name}`,
    }));
  }, [stops, allStops]);

  const others = useMemo(() => {
    const used = new Set(stops.map((item) => item.stopId));
    return [...allStops.values()]
      .filter((stop) => !used.has(stop.BS_ID))
      .map((stop): MapStop => ({ key: stop.BS_ID, position: [stop.lon, stop.lat] }));
  }, [stops, allStops]);

  return (
    <MapCanvas label="Map of the route" height={height} bounds={bounds}>
      <StopsLayer id="other-stops" stops={others} tone="context" />
      <EditablePath coordinates={path} color={color} onChange={onPathChange} />
      <StopsLayer id="route-stops" stops={onRoute} tone="primary" />
    </MapCanvas>
  );
}
