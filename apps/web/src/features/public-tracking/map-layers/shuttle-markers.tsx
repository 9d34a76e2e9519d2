import { Marker } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { useMap } from '../../map/map-context.ts';
import { isStale } from '../model/tracking-state.ts';
import type { LiveVehicle } from '../model/tracking-state.ts';
import classes from '../public-tracking.module.css';

export interface ShuttleMarkersProps {
  vehicles: readonly LiveVehicle[];
  now: number;
}

interface Placed {
  marker: Marker;
  element: HTMLDivElement;
  arrow: HTMLDivElement;
  name: HTMLDivElement;
}

const SVG = 'http://www.w3.org/2000/svg';

function icon(viewBox: string, size: number, d: string, fill: string): SVGSVGElement {
  const root = document.createElementNS(SVG, 'svg');
  root.setAttribute('viewBox', viewBox);
  root.setAttribute('width', String(size));
  root.setAttribute('height', String(size));
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', d);
  path.setAttribute('fill', fill);
  root.append(path);
  return root;
}

const SHUTTLE =
  'M5 4h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2h-1a2 2 0 0 1-4 0h-4a2 2 0 0 1-4 0H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm0 2v5h6V6H5zm8 0v5h6V6h-6z';
const ARROW = 'M26 1 L32 11 L20 11 Z';

function place(vehicleId: string): Omit<Placed, 'marker'> {
  const element = document.createElement('div');
  element.className = classes.marker ?? '';
  element.dataset['testid'] = 'shuttle-marker';
  element.dataset['vehicleId'] = vehicleId;
  // The list of shuttles beside the map says the same in words.
  element.setAttribute('aria-hidden', 'true');
  const arrow = document.createElement('div');
  arrow.className = classes.markerArrow ?? '';
  arrow.append(icon('0 0 52 52', 52, ARROW, '#1a1b1e'));
  const body = document.createElement('div');
  body.className = classes.markerBody ?? '';
  body.append(icon('0 0 24 24', 16, SHUTTLE, 'currentColor'));
  const name = document.createElement('div');
  name.className = classes.markerName ?? '';
  element.append(arrow, body, name);
  return { element, arrow, name };
}

/** The shuttles on the map, with their heading; grey and dashed once they stop reporting. */
export function ShuttleMarkers({ vehicles, now }: ShuttleMarkersProps) {
  const map = useMap();
  const placed = useRef(new Map<string, Placed>());

  useEffect(() => {
    const markers = placed.current;
    const shown = new Set<string>();
    for (const vehicle of vehicles) {
      if (vehicle.lat === null || vehicle.lon === null) continue;
      shown.add(vehicle.Vehicle_ID);
      let entry = markers.get(vehicle.Vehicle_ID);
      if (entry === undefined) {
        const parts = place(vehicle.Vehicle_ID);
        const marker = new Marker({ element: parts.element })
          .setLngLat([vehicle.lon, vehicle.lat])
          .addTo(map);
        entry = { ...parts, marker };
        markers.set(vehicle.Vehicle_ID, entry);
      } else {
        entry.marker.setLngLat([vehicle.lon, vehicle.lat]);
      }
      const stale = isStale(vehicle, now);
      entry.element.dataset['stale'] = String(stale);
      entry.element.dataset['lat'] = String(vehicle.lat);
      entry.element.dataset['lon'] = String(vehicle.lon);
      entry.element.classList.toggle(classes.markerStale ?? '', stale);
      entry.arrow.style.display = vehicle.heading === null || stale ? 'none' : '';
      entry.arrow.style.transform = `rotate(${vehicle.heading ?? 0}deg)`;
      entry.name.textContent = vehicle.name;
    }
    for (const [id, entry] of markers) {
      if (shown.has(id)) continue;
      entry.marker.remove();
      markers.delete(id);
    }
  }, [map, vehicles, now]);

  useEffect(() => {
    const markers = placed.current;
    return () => {
      for (const entry of markers.values()) entry.marker.remove();
      markers.clear();
    };
  }, [map]);

  return null;
}
