/**
 * The MapLibre canvas and the layers drawn on it. MapLibre is large: import this only from a
 * module that is itself loaded lazily (`lazy(() => import(…))`), inside a `MapBoundary`.
 */
export { MapCanvas } from './map-canvas.tsx';
export type { MapCanvasProps } from './map-canvas.tsx';
export type { BasemapScheme } from './basemap-palette.ts';
export { setSourceData, useMap, whileMapAlive } from './map-context.ts';
export { EditablePath } from './layers/editable-path.tsx';
export type { EditablePathProps } from './layers/editable-path.tsx';
export { GeoJsonLayers } from './layers/geojson-layers.tsx';
export type { GeoJsonLayersProps } from './layers/geojson-layers.tsx';
export { HtmlLabels } from './layers/html-labels.tsx';
export type { MapLabel } from './layers/html-labels.tsx';
export { PositionPicker } from './layers/position-picker.tsx';
export type { PositionPickerProps } from './layers/position-picker.tsx';
export { headingArrow, shuttleGlyph } from './layers/shuttle-glyphs.ts';
export { SHUTTLE_MARKER_STYLE, ShuttleMarkerLayer } from './layers/shuttle-marker-layer.tsx';
export type { ShuttleMarker, ShuttleMarkerClasses } from './layers/shuttle-marker-layer.tsx';
export { StopsLayer } from './layers/stops-layer.tsx';
export type { MapStop, StopsLayerProps } from './layers/stops-layer.tsx';
