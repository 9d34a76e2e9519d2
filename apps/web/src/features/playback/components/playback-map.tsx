import type { AddLayerObject } from 'maplibre-gl';
import type { GeoJSON } from 'geojson';
import { useMemo, type CSSProperties } from 'react';
import {
  GeoJsonLayers,
  MapCanvas,
  SHUTTLE_MARKER_STYLE,
  ShuttleMarkerLayer,
} from '../../../map/canvas.ts';
import type { ShuttleMarker, ShuttleMarkerClasses } from '../../../map/canvas.ts';
import { boundsOf } from '../../../map/index.ts';
import { FollowVehicle } from './follow-vehicle.tsx';

/** A vehicle as the map draws it at the cursor. */
export interface PlaybackVehicle {
  id: string;
  name: string;
  lat: number;
  lon: number;
  heading: number | null;
  trail: [number, number][];
}

export interface PlaybackMapProps {
  vehicles: readonly PlaybackVehicle[];
  selectedId: string | null;
  /** Every recorded position, to frame the map once. */
  extent: readonly [number, number][];
  height: number;
  /** The map keeps the selected vehicle in its centre. */
  follow: boolean;
  /** The user dragged the map while following. */
  onStopFollowing: () => void;
}

const MARKER_CLASSES: ShuttleMarkerClasses = {
  marker: SHUTTLE_MARKER_STYLE.marker,
  arrow: SHUTTLE_MARKER_STYLE.arrow,
  body: SHUTTLE_MARKER_STYLE.body,
  name: SHUTTLE_MARKER_STYLE.name,
  states: { selected: SHUTTLE_MARKER_STYLE.highlighted },
};

/** The selected vehicle in blue, the colour of its trail. */
const HIGHLIGHT = { '--shuttle-highlight': '#1971c2' } as CSSProperties;

const TRAIL_LAYERS: readonly AddLayerObject[] = [
  {
    id: 'playback-trails',
    type: 'line',
    source: 'playback-trails',
    paint: { 'line-color': '#1971c2', 'line-width': 4, 'line-opacity': 0.55 },
    layout: { 'line-cap': 'round', 'line-join': 'round' },
  },
];

/** The replayed vehicles with their recent trail (loaded lazily with MapLibre). */
export function PlaybackMap({
  vehicles,
  selectedId,
  extent,
  height,
  follow,
  onStopFollowing,
}: PlaybackMapProps) {
  const bounds = useMemo(() => boundsOf(extent) ?? undefined, [extent]);
  const trails = useMemo(
    (): GeoJSON => ({
      type: 'FeatureCollection',
      features: vehicles
        .filter((v) => v.trail.length > 1)
        .map((v) => ({
          type: 'Feature',
          properties: { id: v.id },
          geometry: { type: 'LineString', coordinates: v.trail },
        })),
    }),
    [vehicles],
  );
  const markers = useMemo(
    () =>
      vehicles.map((v): ShuttleMarker => ({
        id: v.id,
        lat: v.lat,
        lon: v.lon,
        heading: v.heading,
        name: v.name,
        states: { selected: v.id === selectedId },
        onTop: v.id === selectedId,
      })),
    [vehicles, selectedId],
  );
  const followed = vehicles.find((v) => v.id === selectedId);
  const lat = followed?.lat;
  const lon = followed?.lon;
  const position = useMemo(
    () => (lat === undefined || lon === undefined ? null : { lat, lon }),
    [lat, lon],
  );
  return (
    <div style={HIGHLIGHT} data-testid="playback-map" data-following={follow}>
      <MapCanvas label="Replayed vehicles" height={height} bounds={bounds}>
        <GeoJsonLayers id="playback-trails" data={trails} layers={TRAIL_LAYERS} />
        <ShuttleMarkerLayer shuttles={markers} classes={MARKER_CLASSES} />
        {follow && (
          <FollowVehicle key={selectedId} position={position} onDragged={onStopFollowing} />
        )}
      </MapCanvas>
    </div>
  );
}
