import { addProtocol } from 'maplibre-gl';

let registered: Promise<void> | null = null;

/**
 * The URL schemes a configured base map may use beyond http(s): `pmtiles://` reads a PMTiles file
 * (one file of vector tiles, served in byte ranges by any web server; MAP_FILES_DIR) without a
 * tile server. Loaded only when a base map is configured, so the site drawing costs nothing.
 */
export function loadStyleProtocols(): Promise<void> {
  registered ??= import('pmtiles').then(({ Protocol }) => {
    addProtocol('pmtiles', new Protocol().tile);
  });
  return registered;
}
