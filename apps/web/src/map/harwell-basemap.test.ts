import { HARWELL_CAMPUS_LOOP, HARWELL_SITE } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import { CAMPUS_BOUNDARY, SITE_ROADS } from './harwell-basemap.ts';
import { BASEMAP_PAINT, BASEMAP_PALETTES } from './basemap-palette.ts';
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

describe('the dark basemap', () => {
  const colour = (style: ReturnType<typeof offlineStyle>, id: string): unknown => {
    const layer = style.layers.find((item) => item.id === id);
    return layer && 'paint' in layer ? Object.values(layer.paint ?? {})[0] : undefined;
  };

  it('draws the same layers in dark colours, roads brighter than the ground', () => {
    const light = offlineStyle('light');
    const dark = offlineStyle('dark');
    expect(dark.layers.map((layer) => layer.id)).toEqual(light.layers.map((layer) => layer.id));
    expect(colour(dark, 'background')).toBe(BASEMAP_PALETTES.dark.background);
    expect(colour(dark, 'site-roads')).toBe(BASEMAP_PALETTES.dark.road);
    const { background, road } = BASEMAP_PALETTES.dark;
    expect(relativeLuminance(background)).toBeLessThan(0.02);
    expect(contrast(road, background)).toBeGreaterThanOrEqual(2.5);
    // Every paint entry names a layer of the style.
    for (const { layer } of BASEMAP_PAINT) expect(colour(dark, layer)).toBeDefined();
  });
});

function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}
