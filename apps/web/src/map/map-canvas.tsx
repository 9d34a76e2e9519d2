import { Badge, Box } from '@mantine/core';
import { Map as MapLibreMap, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import type { LngLatBoundsLike } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { HARWELL_SITE } from '@shuttle-ops/domain';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { BASEMAP_PAINT, BASEMAP_PALETTES, type BasemapScheme } from './basemap-palette.ts';
import { MapContext } from './map-context.ts';
import { loadStyleProtocols } from './style-protocols.ts';
import { mapStyle, offlineStyle, usesOnlineStyle } from './map-style.ts';

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

/** How long a configured base map may take to load before the site drawing replaces it. */
export const BASE_MAP_TIMEOUT_MS = 10_000;

/**
 * A MapLibre map on the configured base map (MAP_STYLE) or the site drawing bundled with the
 * console. A base map that cannot be loaded (unreachable, not a style) gives way to the site
 * drawing, and the map says so. Each layer is a child component that adds its source and layers
 * and renders nothing.
 */
export function MapCanvas({ label, height, bounds, basemap = 'light', children }: MapCanvasProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [fellBack, setFellBack] = useState(false);
  const [failure, setFailure] = useState<Error | null>(null);
  // The map is made once, with the first bounds, label and basemap; a new basemap is repainted.
  const initial = useRef({ bounds: bounds ?? HARWELL_SITE.bounds, label, basemap });

  useEffect(() => {
    const container = containerRef.current;
    if (container === null) return;
    let instance: MapLibreMap | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    const online = usesOnlineStyle();
    const create = () => {
      if (cancelled) return;
      const created = new MapLibreMap({
        container,
        style: mapStyle(initial.current.basemap),
        bounds: initial.current.bounds,
        // Room for a marker's name under it at the edge of the fitted area.
        fitBoundsOptions: { padding: 40 },
        attributionControl: online ? { compact: true } : false,
        // A double click removes a path point in the editors; zoom with the buttons or the wheel.
        doubleClickZoom: false,
        dragRotate: false,
        pitchWithRotate: false,
        locale: { 'Map.Title': initial.current.label },
      });
      instance = created;
      created.addControl(new NavigationControl({ showCompass: false }), 'top-right');
      let loaded = false;
      created.on('load', () => {
        loaded = true;
        setMap(created);
      });
      if (online) {
        const fallBack = () => {
          if (loaded || cancelled) return;
          clearTimeout(timer);
          setFellBack(true);
          created.setStyle(offlineStyle(initial.current.basemap));
        };
        // The style itself failed (a tile that fails later names its source and is let be).
        created.on('error', (event) => {
          if (!('sourceId' in event)) fallBack();
        });
        const timer = setTimeout(fallBack, BASE_MAP_TIMEOUT_MS);
      }
      // The map sits in drawers that animate open: follow the container's size.
      observer = new ResizeObserver(() => created.resize());
      observer.observe(container);
    };
    // A map that cannot start (no WebGL) throws to the map's error boundary, at once or, after
    // the base map's protocols load, through the next render.
    if (online) {
      loadStyleProtocols()
        .then(create)
        .catch((err: unknown) => setFailure(err instanceof Error ? err : new Error(String(err))));
    } else {
      create();
    }
    return () => {
      cancelled = true;
      observer?.disconnect();
      instance?.remove();
    };
  }, []);

  useEffect(() => {
    if (map !== null && (fellBack || !usesOnlineStyle())) paintBasemap(map, basemap);
  }, [map, basemap, fellBack]);

  if (failure !== null) throw failure;
  return (
    <Box
      ref={containerRef}
      h={height}
      w="100%"
      pos="relative"
      style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
      data-testid="map"
      data-map-ready={map !== null}
      data-base-map={fellBack ? 'fallback' : usesOnlineStyle() ? 'configured' : 'site drawing'}
      data-basemap={basemap}
      bg={BASEMAP_PALETTES[basemap].background}
    >
      {map !== null && <MapContext.Provider value={map}>{children}</MapContext.Provider>}
      {fellBack && (
        <Badge
          role="status"
          pos="absolute"
          bottom={8}
          left={8}
          color="gray"
          variant="white"
          tt="none"
          style={{ zIndex: 2 }}
        >
          Base map unavailable: showing the site drawing
        </Badge>
      )}
    </Box>
  );
}
