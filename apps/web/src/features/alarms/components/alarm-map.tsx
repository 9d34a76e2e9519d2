import type { AddLayerObject } from 'maplibre-gl';
import type { GeoJSON } from 'geojson';
import { useMemo } from 'react';
import { GeoJsonLayers, MapCanvas } from '../../../map/canvas.ts';
import { viewAround } from '../../../map/index.ts';

export interface AlarmMapProps {
  lat: number;
  lon: number;
  label: string;
  height: number;
}

const LAYERS: readonly AddLayerObject[] = [
  {
    id: 'alarm-location-halo',
    type: 'circle',
    source: 'alarm-location',
    paint: { 'circle-radius': 16, 'circle-color': '#e03131', 'circle-opacity': 0.25 },
  },
  {
    id: 'alarm-location',
    type: 'circle',
    source: 'alarm-location',
    paint: {
      'circle-radius': 7,
      'circle-color': '#e03131',
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
    },
  },
];

/** Where the vehicle was when it raised the alarm (loaded lazily with MapLibre). */
export function AlarmMap({ lat, lon, label, height }: AlarmMapProps) {
  const data = useMemo((): GeoJSON => ({ type: 'Point', coordinates: [lon, lat] }), [lat, lon]);
  const bounds = viewAround([[lon, lat]], 0.003) ?? undefined;
  return (
    <MapCanvas label={label} height={height} bounds={bounds}>
      <GeoJsonLayers id="alarm-location" data={data} layers={LAYERS} />
    </MapCanvas>
  );
}
