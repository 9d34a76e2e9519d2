import type { AddLayerObject } from 'maplibre-gl';
import type { FeatureCollection, LineString } from 'geojson';
import type { PublicRoute } from '@shuttle-ops/domain';
import { useMemo } from 'react';
import { GeoJsonLayers } from '../../../map/canvas.ts';

const ID = 'public-routes';
const DEFAULT_COLOUR = '#364fc7';

const LAYERS: AddLayerObject[] = [
  {
    id: `${ID}-line`,
    type: 'line',
    source: ID,
    layout: { 'line-join': 'round', 'line-cap': 'round' },
    paint: { 'line-color': ['get', 'colour'], 'line-width': 4, 'line-opacity': 0.75 },
  },
];

/** The routes' paths, each in its colour. */
export function RouteLines({ routes }: { routes: readonly PublicRoute[] }) {
  const data = useMemo<FeatureCollection<LineString>>(
    () => ({
      type: 'FeatureCollection',
      features: routes.map((route) => ({
        type: 'Feature',
        properties: { colour: route.color ?? DEFAULT_COLOUR },
        geometry: {
          type: 'LineString',
          coordinates: route.path.coordinates.map(([lon, lat]) => [lon, lat]),
        },
      })),
    }),
    [routes],
  );
  return <GeoJsonLayers id={ID} data={data} layers={LAYERS} />;
}
