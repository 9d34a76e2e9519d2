import type { AddLayerObject } from 'maplibre-gl';
import type { FeatureCollection } from 'geojson';
import { useMemo } from 'react';
import { GeoJsonLayers, MapCanvas } from '../../../map/canvas.ts';
import { viewAround } from '../../../map/index.ts';
import type { Position } from '../../../map/index.ts';

export interface IncidentMapProps {
  location: { lat: number; lon: number } | null;
  /** The vehicle's positions around the incident, oldest first. */
  trail: readonly Position[];
  label: string;
  height: number;
}

const TRAIL_LAYERS: readonly AddLayerObject[] = [
  {
    id: 'incident-trail',
    type: 'line',
    source: 'incident-trail',
    paint: { 'line-color': '#364fc7', 'line-width': 3, 'line-opacity': 0.8 },
  },
];

const POINT_LAYERS: readonly AddLayerObject[] = [
  {
    id: 'incident-location-halo',
    type: 'circle',
    source: 'incident-location',
    paint: { 'circle-radius': 16, 'circle-color': '#e03131', 'circle-opacity': 0.25 },
  },
  {
    id: 'incident-location',
    type: 'circle',
    source: 'incident-location',
    paint: {
      'circle-radius': 7,
      'circle-color': '#e03131',
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
    },
  },
];

/** Where it happened (red) and the vehicle's trail around it (blue); loaded lazily with MapLibre. */
export function IncidentMap({ location, trail, label, height }: IncidentMapProps) {
  const trailData = useMemo(
    (): FeatureCollection => ({
      type: 'FeatureCollection',
      features:
        trail.length < 2
          ? []
          : [
              {
                type: 'Feature',
                properties: {},
                geometry: { type: 'LineString', coordinates: trail.map((p) => [...p]) },
              },
            ],
    }),
    [trail],
  );
  const pointData = useMemo(
    (): FeatureCollection => ({
      type: 'FeatureCollection',
      features:
        location === null
          ? []
          : [
              {
                type: 'Feature',
                properties: {},
                geometry: { type: 'Point', coordinates: [location.lon, location.lat] },
              },
            ],
    }),
    [location],
  );
  const points: Position[] = [
    ...trail,
    ...(location === null ? [] : [[location.lon, location.lat] as Position]),
  ];
  const bounds = viewAround(points, 0.002) ?? undefined;
  return (
    <MapCanvas label={label} height={height} bounds={bounds}>
      <GeoJsonLayers id="incident-trail" data={trailData} layers={TRAIL_LAYERS} />
      <GeoJsonLayers id="incident-location" data={pointData} layers={POINT_LAYERS} />
    </MapCanvas>
  );
}
