import { HARWELL_CAMPUS_LOOP, HARWELL_ROUTES } from '@shuttle-ops/domain';
import type { Feature, FeatureCollection, LineString, Polygon } from 'geojson';
import { boundsOf } from './geo.ts';
import type { Position } from './geo.ts';

/** How far the campus reaches beyond its loop road, in degrees (about 170 m by 140 m). */
const MARGIN_LON = 0.0025;
const MARGIN_LAT = 0.0013;

/** An approximate campus boundary: the loop road's box, widened, with cut corners. */
export function campusBoundary(loop: readonly Position[]): Feature<Polygon> {
  const bounds = boundsOf(loop) ?? [
    [0, 0],
    [0, 0],
  ];
  const [[west0, south0], [east0, north0]] = bounds;
  const west = west0 - MARGIN_LON;
  const east = east0 + MARGIN_LON;
  const south = south0 - MARGIN_LAT;
  const north = north0 + MARGIN_LAT;
  const cutLon = (east - west) * 0.18;
  const cutLat = (north - south) * 0.18;
  const ring: Position[] = [
    [west + cutLon, north],
    [east - cutLon, north],
    [east, north - cutLat],
    [east, south + cutLat],
    [east - cutLon, south],
    [west + cutLon, south],
    [west, south + cutLat],
    [west, north - cutLat],
    [west + cutLon, north],
  ];
  return {
    type: 'Feature',
    properties: { name: 'Harwell campus' },
    geometry: { type: 'Polygon', coordinates: [ring] },
  };
}

export const CAMPUS_BOUNDARY = campusBoundary(HARWELL_CAMPUS_LOOP.path.coordinates);

/** The site's roads: the streets the demo routes drive along. */
export const SITE_ROADS: FeatureCollection<LineString> = {
  type: 'FeatureCollection',
  features: HARWELL_ROUTES.map((route) => ({
    type: 'Feature',
    properties: { name: route.name },
    geometry: { type: 'LineString', coordinates: route.path.coordinates },
  })),
};
