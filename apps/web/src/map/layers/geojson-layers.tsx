import type { AddLayerObject } from 'maplibre-gl';
import type { GeoJSON } from 'geojson';
import { useEffect } from 'react';
import { setSourceData, useMap, whileMapAlive } from '../map-context.ts';

export interface GeoJsonLayersProps {
  /** The source's id; every layer names it as its `source`. */
  id: string;
  data: GeoJSON;
  /** Keep this array stable (a module constant): a new one re-adds the layers. */
  layers: readonly AddLayerObject[];
}

const EMPTY: GeoJSON = { type: 'FeatureCollection', features: [] };

/** A GeoJSON source and its layers; new data replaces the source's data in place. */
export function GeoJsonLayers({ id, data, layers }: GeoJsonLayersProps) {
  const map = useMap();

  useEffect(() => {
    map.addSource(id, { type: 'geojson', data: EMPTY });
    for (const layer of layers) map.addLayer(layer);
    return () =>
      whileMapAlive(() => {
        for (const layer of [...layers].reverse()) {
          if (map.getLayer(layer.id)) map.removeLayer(layer.id);
        }
        if (map.getSource(id)) map.removeSource(id);
      });
  }, [map, id, layers]);

  useEffect(() => {
    setSourceData(map, id, data);
  }, [map, id, data, layers]);

  return null;
}
