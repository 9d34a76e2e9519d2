import type { AddLayerObject } from 'maplibre-gl';
import type { FeatureCollection, Point } from 'geojson';
import { useMemo } from 'react';
import type { Position } from '../geo.ts';
import { GeoJsonLayers } from './geojson-layers.tsx';
import { HtmlLabels } from './html-labels.tsx';
import type { MapLabel } from './html-labels.tsx';

export interface MapStop {
  key: string;
  position: Position;
  /** Shown next to the stop; none for context stops. */
  label?: string;
}

export interface StopsLayerProps {
  id: string;
  stops: readonly MapStop[];
  /** 'primary' for the stops being edited, 'context' for the others (smaller and grey). */
  tone: 'primary' | 'context';
}

const layersFor = (id: string, tone: StopsLayerProps['tone']): AddLayerObject[] => [
  {
    id: `${id}-circles`,
    type: 'circle',
    source: id,
    paint:
      tone === 'primary'
        ? {
            'circle-radius': 7,
            'circle-color': '#364fc7',
            'circle-stroke-color': '#ffffff',
            'circle-stroke-width': 2,
          }
        : {
            'circle-radius': 4,
            'circle-color': '#868e96',
            'circle-stroke-color': '#ffffff',
            'circle-stroke-width': 1,
          },
  },
];

/** Bus stops as circles, with HTML labels for those that have one. */
export function StopsLayer({ id, stops, tone }: StopsLayerProps) {
  const layers = useMemo(() => layersFor(id, tone), [id, tone]);
  const data = useMemo<FeatureCollection<Point>>(
    () => ({
      type: 'FeatureCollection',
      features: stops.map((stop) => ({
        type: 'Feature',
        properties: { key: stop.key },
        geometry: { type: 'Point', coordinates: stop.position },
      })),
    }),
    [stops],
  );
  const labels = useMemo<MapLabel[]>(
    () =>
      stops.flatMap((stop) =>
        stop.label === undefined
          ? []
          : [{ key: stop.key, position: stop.position, text: stop.label }],
      ),
    [stops],
  );
  return (
    <>
      <GeoJsonLayers id={id} data={data} layers={layers} />
      <HtmlLabels labels={labels} />
    </>
  );
}
