import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import type { GeoJSON } from 'geojson';
import { createContext, useContext } from 'react';

/** The loaded map; layers rendered inside a MapCanvas read it. */
export const MapContext = createContext<MapLibreMap | null>(null);

export function useMap(): MapLibreMap {
  const map = useContext(MapContext);
  if (map === null) throw new Error('useMap needs a MapCanvas around it');
  return map;
}

/**
 * Runs a map call that may come after the map was removed (its canvas unmounts before the
 * layers inside it clean up).
 */
export function whileMapAlive(action: () => void): void {
  try {
    action();
  } catch {
    // The map and everything on it is already gone.
  }
}

/** Replaces a GeoJSON source's data; a source removed meanwhile is no error. */
export function setSourceData(map: MapLibreMap, id: string, data: GeoJSON): void {
  map
    .getSource<GeoJSONSource>(id)
    ?.setData(data)
    .catch(() => undefined);
}
