import type { VehicleLiveState } from '@shuttle-ops/domain';
import { Marker } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { headingArrow, shuttleGlyph, useMap } from '../../../map/canvas.ts';
import classes from './shuttle-markers.module.css';

export interface ShuttleMarkersProps {
  vehicles: readonly VehicleLiveState[];
  /** The controlled shuttle: drawn in red, outlined and over the others. */
  controlledId: string | null;
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
  // The fleet list beside the map names every shuttle and its state.
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

/** Every shuttle with a position, moved as its telemetry comes in; the controlled one stands out. */
export function ShuttleMarkers({ vehicles, controlledId }: ShuttleMarkersProps) {
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
      const controlled = vehicle.Vehicle_ID === controlledId;
      entry.element.classList.toggle(classes.controlled ?? '', controlled);
      entry.element.dataset['controlled'] = String(controlled);
      entry.element.dataset['lat'] = String(vehicle.lat);
      entry.element.dataset['lon'] = String(vehicle.lon);
      entry.element.style.zIndex = controlled ? '2' : '1';
      entry.arrow.style.display = vehicle.heading === null ? 'none' : '';
      entry.arrow.style.transform = `rotate(${vehicle.heading ?? 0}deg)`;
      entry.name.textContent = vehicle.name;
    }
    for (const [id, entry] of markers) {
      if (shown.has(id)) continue;
      entry.marker.remove();
      markers.delete(id);
    }
  }, [map, vehicles, controlledId]);

  useEffect(() => {
    const markers = placed.current;
    return () => {
      for (const entry of markers.values()) entry.marker.remove();
      markers.clear();
    };
  }, [map]);

  return null;
}
