/**
 * The map's front door: geometry and the error boundary around a map. Nothing here loads
 * MapLibre, so any module may import it; the canvas and its layers are in `canvas.ts`.
 */
export type { Position, Projection } from './geo.ts';
export {
  boundsOf,
  distanceMetres,
  lineLength,
  projectOntoLine,
  roundCoordinate,
  samePosition,
  toMetres,
  viewAround,
} from './geo.ts';
export { MapBoundary } from './map-boundary.tsx';
export { BASEMAP_PALETTES } from './basemap-palette.ts';
export type { BasemapScheme } from './basemap-palette.ts';
