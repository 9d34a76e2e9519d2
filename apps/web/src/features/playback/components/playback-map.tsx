import type { AddLayerObject } from 'maplibre-gl';
import type { GeoJSON } from 'geojson';
import { useMemo } from 'react';
import { GeoJsonLayers, MapCanvas, ShuttleMarkerLayer } from '../../../map/canvas.ts';
import type { ShuttleMarker, ShuttleMarkerClasses } from '../../../map/canvas.ts';
import { boundsOf } from '../../../map/index.ts';
import classes from './playback-map.module.css';

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
}

const MARKER_CLASSES: ShuttleMarkerClasses = {
  marker: classes.marker,
  arrow: classes.arrow,
  body: classes.body,
  name: classes.name,
  states: { selected: classes.selected },
};

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
export function PlaybackMap({ vehicles, selectedId, extent, height }: PlaybackMapProps) {
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
  return (
    <MapCanvas label="Replayed vehicles" height={height} bounds={bounds}>
      <GeoJsonLayers id="playback-trails" data={trails} layers={TRAIL_LAYERS} />
      <ShuttleMarkerLayer shuttles={markers} classes={MARKER_CLASSES} />
    </MapCanvas>
  );
}
