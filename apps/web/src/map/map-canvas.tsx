import { Box } from '@mantine/core';
import { Map as MapLibreMap, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import type { LngLatBoundsLike } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { HARWELL_SITE } from '@shuttle-ops/domain';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { BASEMAP_PAINT, BASEMAP_PALETTES, type BasemapScheme } from './basemap-palette.ts';
import { MapContext } from './map-context.ts';
import { mapStyle, usesOnlineStyle } from './map-style.ts';

// Without it Vite's bundle cannot start MapLibre's worker and the map never finishes loading.
setWorkerUrl(workerUrl);

export interface MapCanvasProps {
  /** The map's accessible name, e.g. "Map of the route". */
  label: string;
  height: number | string;
  /** The first view; the Harwell site by default. */
  bounds?: LngLatBoundsLike;
  /** The offline basemap's light (default) or dark version; the dark one for a dark theme. */
  basemap?: BasemapScheme;
  /** Layers and markers; they render once the map has loaded. */
  children?: ReactNode;
}

/** Repaints the offline basemap's layers (the layers added on top stay as they are). */
function paintBasemap(map: MapLibreMap, scheme: BasemapScheme): void {
  const palette = BASEMAP_PALETTES[scheme];
  for (const { layer, property, colour } of BASEMAP_PAINT) {
    if (map.getLayer(layer) !== undefined) map.setPaintProperty(layer, property, palette[colour]);
  }
}

/**
 * A MapLibre map on the offline Harwell basemap (or the configured online style). Each layer is a
 * child component that adds its source and layers and renders nothing.
 */
export function MapCanvas({ label, height, bounds, basemap = 'light', children }: MapCanvasProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  // The map is made once, with the first bounds, label and basemap; a new basemap is repainted.
  const initial = useRef({ bounds: bounds ?? HARWELL_SITE.bounds, label, basemap });

  useEffect(() => {
    const container = containerRef.current;
    if (container === null) return;
    const instance = new MapLibreMap({
      container,
      style: mapStyle(initial.current.basemap),
      bounds: initial.current.bounds,
      fitBoundsOptions: { padding: 24 },
      attributionControl: usesOnlineStyle() ? { compact: true } : false,
      // A double click removes a path point in the editors; zoom with the buttons or the wheel.
      doubleClickZoom: false,
      dragRotate: false,
      pitchWithRotate: false,
      locale: { 'Map.Title': initial.current.label },
    });
    instance.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    instance.on('load', () => setMap(instance));
    // The map sits in drawers that animate open: follow the container's size.
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(container);
    return () => {
      observer.disconnect();
      instance.remove();
    };
  }, []);

  useEffect(() => {
    if (map !== null && !usesOnlineStyle()) paintBasemap(map, basemap);
  }, [map, basemap]);

  return (
    <Box
      ref={containerRef}
      h={height}
      w="100%"
      pos="relative"
      style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
      data-testid="map"
      data-map-ready={map !== null}
      data-basemap={basemap}
      bg={BASEMAP_PALETTES[basemap].background}
    >
      {map !== null && <MapContext.Provider value={map}>{children}</MapContext.Provider>}
    </Box>
  );
}
