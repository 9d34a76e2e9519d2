import type { MapOptions } from 'maplibre-gl';
import { MAP_STYLES } from '../config/env.ts';
import { BASEMAP_PALETTES, type BasemapScheme } from './basemap-palette.ts';
import { CAMPUS_BOUNDARY, SITE_ROADS } from './harwell-basemap.ts';

export type StyleSpecification = Exclude<MapOptions['style'], string | undefined>;

/**
 * The offline basemap bundled with the console: a background, the campus boundary and its roads
 * as GeoJSON. No tiles and no glyphs, so it needs no network; labels are drawn in HTML. The
 * dark scheme suits a dark theme and a control room's wall.
 */
export function offlineStyle(scheme: BasemapScheme = 'light'): StyleSpecification {
  const palette = BASEMAP_PALETTES[scheme];
  return {
    version: 8,
    name: `Harwell campus (offline, ${scheme})`,
    sources: {
      'site-boundary': { type: 'geojson', data: CAMPUS_BOUNDARY },
      'site-roads': { type: 'geojson', data: SITE_ROADS },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': palette.background } },
      {
        id: 'site-boundary-fill',
        type: 'fill',
        source: 'site-boundary',
        paint: { 'fill-color': palette.campusFill, 'fill-opacity': 0.9 },
      },
      {
        id: 'site-boundary-line',
        type: 'line',
        source: 'site-boundary',
        paint: { 'line-color': palette.campusLine, 'line-width': 1.5, 'line-dasharray': [3, 2] },
      },
      {
        id: 'site-roads-casing',
        type: 'line',
        source: 'site-roads',
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: { 'line-color': palette.roadCasing, 'line-width': 9 },
      },
      {
        id: 'site-roads',
        type: 'line',
        source: 'site-roads',
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: { 'line-color': palette.road, 'line-width': 6 },
      },
    ],
  };
}

/** The configured base map's style for the theme (MAP_STYLE), else the bundled site drawing. */
export function mapStyle(scheme: BasemapScheme = 'light'): string | StyleSpecification {
  return MAP_STYLES?.[scheme] ?? offlineStyle(scheme);
}

export const usesOnlineStyle = (): boolean => MAP_STYLES !== null;
