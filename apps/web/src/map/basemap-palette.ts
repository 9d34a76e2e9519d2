/** The light or the dark version of the offline basemap (the dark one for a dark theme). */
export type BasemapScheme = 'light' | 'dark';

export interface BasemapPalette {
  background: string;
  campusFill: string;
  campusLine: string;
  roadCasing: string;
  road: string;
}

/**
 * Colours of the offline basemap. The dark one keeps roads a clear step brighter than the
 * ground (nearly 3:1) so the route reads at a glance, while white-ringed markers stand out.
 */
export const BASEMAP_PALETTES: Readonly<Record<BasemapScheme, BasemapPalette>> = {
  light: {
    background: '#e9eee3',
    campusFill: '#d6e4c8',
    campusLine: '#7d9a63',
    roadCasing: '#b7bcb2',
    road: '#ffffff',
  },
  dark: {
    background: '#15181c',
    campusFill: '#1d2620',
    campusLine: '#4f6b45',
    roadCasing: '#0b0d10',
    road: '#59616b',
  },
};

/** Each basemap layer's colour property and the palette entry it takes. */
export const BASEMAP_PAINT: readonly {
  layer: string;
  property: 'background-color' | 'fill-color' | 'line-color';
  colour: keyof BasemapPalette;
}[] = [
  { layer: 'background', property: 'background-color', colour: 'background' },
  { layer: 'site-boundary-fill', property: 'fill-color', colour: 'campusFill' },
  { layer: 'site-boundary-line', property: 'line-color', colour: 'campusLine' },
  { layer: 'site-roads-casing', property: 'line-color', colour: 'roadCasing' },
  { layer: 'site-roads', property: 'line-color', colour: 'road' },
];
