import { Marker } from 'maplibre-gl';
import { useEffect } from 'react';
import { useMap } from '../map-context.ts';
import classes from '../map.module.css';

export interface MapLabel {
  key: string;
  position: [number, number];
  text: string;
}

/** Text on the map as HTML (the offline basemap has no glyphs to draw text with). */
export function HtmlLabels({ labels }: { labels: readonly MapLabel[] }) {
  const map = useMap();
  useEffect(() => {
    const markers = labels.map((label) => {
      const element = document.createElement('div');
      element.className = classes.label ?? '';
      element.textContent = label.text;
      // The same names are listed next to the map; the labels are for sighted users.
      element.setAttribute('aria-hidden', 'true');
      return new Marker({ element, anchor: 'left', offset: [10, 0] })
        .setLngLat(label.position)
        .addTo(map);
    });
    return () => {
      for (const marker of markers) marker.remove();
    };
  }, [map, labels]);
  return null;
}
