import { Marker } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { headingArrow, shuttleGlyph, useMap } from '../../../map/canvas.ts';
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

function place(vehicleId: string): Omit<Placed, 'marker'> {
  const element = document.createElement('div');
  element.className = classes.marker ?? '';
  element.dataset['testid'] = 'shuttle-marker';
  element.dataset['vehicleId'] = vehicleId;
  // The list of shuttles beside the map says the same in words.
  element.setAttribute('aria-hidden', 'true');
  const arrow = document.createElement('div');
  arrow.className = classes.markerArrow ?? '';
  arrow.append(headingArrow());
  const body = document.createElement('div');
  body.className = classes.markerBody ?? '';
  body.append(shuttleGlyph());
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
