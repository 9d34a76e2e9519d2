import { Marker } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { useMap } from '../map-context.ts';
import { headingArrow, shuttleGlyph } from './shuttle-glyphs.ts';
import styles from './shuttle-markers.module.css';

/** One shuttle as a marker: where it is, where it heads, and the states its screen marks. */
export interface ShuttleMarker {
  id: string;
  lat: number;
  lon: number;
  /** Degrees from north; null hides the heading arrow. */
  heading: number | null;
  name: string;
  /** States the screen styles (a class each) and tests read (`data-<state>`), e.g. stale. */
  states: Readonly<Record<string, boolean>>;
  /** Drawn over the others. */
  onTop?: boolean;
}

/** The screen's classes: the marker's parts, and one per state it marks. */
export interface ShuttleMarkerClasses {
  marker: string | undefined;
  arrow: string | undefined;
  body: string | undefined;
  name: string | undefined;
  states: Readonly<Record<string, string | undefined>>;
}

/**
 * The shared look of a shuttle marker: its parts, and `highlighted` for the one shuttle a screen
 * is about (a single class, for a state). Red unless an element around the map sets the CSS
 * variable `--shuttle-highlight`.
 */
export const SHUTTLE_MARKER_STYLE = {
  marker: styles.marker,
  arrow: styles.arrow,
  body: styles.body,
  name: styles.name,
  highlighted: styles.highlighted,
} as const;

interface Placed {
  marker: Marker;
  element: HTMLDivElement;
  arrow: HTMLDivElement;
  name: HTMLDivElement;
}

function place(id: string, classes: ShuttleMarkerClasses): Omit<Placed, 'marker'> {
  const element = document.createElement('div');
  element.className = classes.marker ?? '';
  element.dataset['testid'] = 'shuttle-marker';
  element.dataset['vehicleId'] = id;
  // Every screen with this map lists the shuttles beside it, in words.
  element.setAttribute('aria-hidden', 'true');
  const arrow = document.createElement('div');
  arrow.className = classes.arrow ?? '';
  arrow.append(headingArrow());
  const body = document.createElement('div');
  body.className = classes.body ?? '';
  body.append(shuttleGlyph());
  const name = document.createElement('div');
  name.className = classes.name ?? '';
  element.append(arrow, body, name);
  return { element, arrow, name };
}

function show(entry: Placed, shuttle: ShuttleMarker, classes: ShuttleMarkerClasses): void {
  for (const [state, on] of Object.entries(shuttle.states)) {
    entry.element.classList.toggle(classes.states[state] ?? '', on);
    entry.element.dataset[state] = String(on);
  }
  entry.element.dataset['lat'] = String(shuttle.lat);
  entry.element.dataset['lon'] = String(shuttle.lon);
  entry.element.style.zIndex = shuttle.onTop === true ? '2' : '1';
  entry.arrow.style.display = shuttle.heading === null ? 'none' : '';
  entry.arrow.style.transform = `rotate(${shuttle.heading ?? 0}deg)`;
  entry.name.textContent = shuttle.name;
}

/** Shuttle markers (HTML elements MapLibre positions), moved as their positions change. */
export function ShuttleMarkerLayer({
  shuttles,
  classes,
}: {
  shuttles: readonly ShuttleMarker[];
  classes: ShuttleMarkerClasses;
}) {
  const map = useMap();
  const placed = useRef(new Map<string, Placed>());

  useEffect(() => {
    const markers = placed.current;
    const shown = new Set<string>();
    for (const shuttle of shuttles) {
      shown.add(shuttle.id);
      let entry = markers.get(shuttle.id);
      if (entry === undefined) {
        const parts = place(shuttle.id, classes);
        const marker = new Marker({ element: parts.element })
          .setLngLat([shuttle.lon, shuttle.lat])
          .addTo(map);
        entry = { ...parts, marker };
        markers.set(shuttle.id, entry);
      } else {
        entry.marker.setLngLat([shuttle.lon, shuttle.lat]);
      }
      show(entry, shuttle, classes);
    }
    for (const [id, entry] of markers) {
      if (shown.has(id)) continue;
      entry.marker.remove();
      markers.delete(id);
    }
  }, [map, shuttles, classes]);

  useEffect(() => {
    const markers = placed.current;
    return () => {
      for (const entry of markers.values()) entry.marker.remove();
      markers.clear();
    };
  }, [map]);

  return null;
}
