import { Marker, type Map as MapLibreMap } from 'maplibre-gl';
import { useEffect } from 'react';
import { useMap } from '../map-context.ts';
import classes from '../map.module.css';

export interface MapLabel {
  key: string;
  position: [number, number];
  text: string;
}

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

/**
 * Hides each label that would cover one drawn before it (in the order given), as a map's own
 * text layers do: at a low zoom the stops close together show one name, and the others come
 * back as the map is zoomed in. Labels are measured where they are drawn, so the test is the
 * same at every size of screen.
 */
function declutter(elements: readonly HTMLElement[]): void {
  const kept: DOMRect[] = [];
  for (const element of elements) {
    const box = element.getBoundingClientRect();
    const covered = kept.some((other) => overlaps(box, other));
    element.style.visibility = covered ? 'hidden' : '';
    element.dataset['covered'] = covered ? 'true' : 'false';
    if (!covered) kept.push(box);
  }
}

function followZoom(map: MapLibreMap, elements: readonly HTMLElement[]): () => void {
  const run = () => declutter(elements);
  map.on('zoomend', run);
  map.on('resize', run);
  map.on('idle', run);
  run();
  return () => {
    map.off('zoomend', run);
    map.off('resize', run);
    map.off('idle', run);
  };
}

/**
 * Text on the map as HTML (the offline basemap has no glyphs to draw text with); a label that
 * would cover another is hidden until the map is zoomed in far enough.
 */
export function HtmlLabels({ labels }: { labels: readonly MapLabel[] }) {
  const map = useMap();
  useEffect(() => {
    const markers = labels.map((label) => {
      const element = document.createElement('div');
      element.className = classes.label ?? '';
      element.textContent = label.text;
      element.dataset['mapLabel'] = label.key;
      // The same names are listed next to the map; the labels are for sighted users.
      element.setAttribute('aria-hidden', 'true');
      return new Marker({ element, anchor: 'left', offset: [10, 0] })
        .setLngLat(label.position)
        .addTo(map);
    });
    const stop = followZoom(
      map,
      markers.map((marker) => marker.getElement()),
    );
    return () => {
      stop();
      for (const marker of markers) marker.remove();
    };
  }, [map, labels]);
  return null;
}
