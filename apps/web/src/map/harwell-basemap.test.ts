import { HARWELL_CAMPUS_LOOP, HARWELL_SITE } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import { CAMPUS_BOUNDARY, SITE_ROADS } from './harwell-basemap.ts';
import { offlineStyle } from './map-style.ts';

describe('the offline Harwell basemap', () => {
  const ring = CAMPUS_BOUNDARY.geometry.coordinates[0] ?? [];

  it('draws a closed campus boundary around the whole loop road, inside the site', () => {
    expect(ring[0]).toEqual(ring[ring.length - 1]);
    const lons = ring.map(([lon]) => lon ?? 0);
    const lats = ring.map(([, lat]) => lat ?? 0);
    for (const [lon, lat] of HARWELL_CAMPUS_LOOP.path.coordinates) {
      expect(lon).toBeGreaterThan(Math.min(...lons));
      expect(lon).toBeLessThan(Math.max(...lons));
      expect(lat).toBeGreaterThan(Math.min(...lats));
      expect(lat).toBeLessThan(Math.max(...lats));
    }
    const [[west, south], [east, north]] = HARWELL_SITE.bounds;
    expect(Math.min(...lons)).toBeGreaterThan(west);
    expect(Math.max(...lons)).toBeLessThan(east);
    expect(Math.min(...lats)).toBeGreaterThan(south);
    expect(Math.max(...lats)).toBeLessThan(north);
  });

  it('needs neither tiles nor glyphs', () => {
    const style = offlineStyle();
    expect(style.glyphs).toBeUndefined();
    expect(Object.values(style.sources).every((source) => source.type === 'geojson')).toBe(true);
    expect(style.layers[0]?.type).toBe('background');
    expect(style.layers.some((layer) => layer.type === 'symbol')).toBe(false);
    expect(SITE_ROADS.features.length).toBeGreaterThan(0);
  });
});
