import { Marker } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { useLatest } from '../../../lib/hooks/use-latest.ts';
import { headingArrow, shuttleGlyph, useMap } from '../../../map/canvas.ts';
import classes from '../dashboard.module.css';
import type { FleetVehicle } from '../model/fleet-vehicle.ts';
import { STATUS_LOOK, vehicleStatus } from '../model/vehicle-status.ts';
import { isStale } from '../../../lib/live/index.ts';

export interface VehicleMarkersProps {
  vehicles: readonly FleetVehicle[];
  now: number;
  selectedId: string | null;
  onSelect: (vehicleId: string) => void;
}

interface Placed {
  marker: Marker;
  element: HTMLDivElement;
  arrow: HTMLDivElement;
  body: HTMLDivElement;
  name: HTMLDivElement;
  /** The icon link shown in the body ('' for the standard shuttle). */
  iconUrl: string;
}

function place(vehicleId: string, onClick: () => void): Omit<Placed, 'marker'> {
  const element = document.createElement('div');
  element.className = classes.marker ?? '';
  element.dataset['testid'] = 'vehicle-marker';
  element.dataset['vehicleId'] = vehicleId;
  // The list beside the map names every vehicle and is the keyboard's way in.
  element.setAttribute('aria-hidden', 'true');
  const arrow = document.createElement('div');
  arrow.className = classes.markerArrow ?? '';
  arrow.append(headingArrow());
  const body = document.createElement('div');
  body.className = classes.markerBody ?? '';
  const name = document.createElement('div');
  name.className = classes.markerName ?? '';
  element.append(arrow, body, name);
  element.addEventListener('click', (event) => {
    event.stopPropagation();
    onClick();
  });
  return { element, arrow, body, name, iconUrl: 'none' };
}

/** The vehicle's own icon inside the state-coloured ring, or the standard shuttle. */
function showIcon(entry: Placed, iconUrl: string | null): void {
  const wanted = iconUrl ?? '';
  if (entry.iconUrl === wanted) return;
  entry.iconUrl = wanted;
  if (wanted === '') {
    entry.body.replaceChildren(shuttleGlyph());
    return;
  }
  const image = document.createElement('img');
  image.className = classes.markerIcon ?? '';
  image.src = wanted;
  image.alt = '';
  // A link that has expired or fails falls back to the standard shuttle.
  image.addEventListener('error', () => {
    entry.body.replaceChildren(shuttleGlyph());
  });
  entry.body.replaceChildren(image);
}

/**
 * The vehicles on the map: an icon in the colour of the vehicle's state, an arrow for its
 * heading, its name, and a faded dashed look once its data is stale (no telemetry for 10 s).
 */
export function VehicleMarkers({ vehicles, now, selectedId, onSelect }: VehicleMarkersProps) {
  const map = useMap();
  const select = useLatest(onSelect);
  const placed = useRef(new Map<string, Placed>());

  useEffect(() => {
    const markers = placed.current;
    const shown = new Set<string>();
    for (const vehicle of vehicles) {
      if (vehicle.lat === null || vehicle.lon === null) continue;
      shown.add(vehicle.id);
      let entry = markers.get(vehicle.id);
      if (entry === undefined) {
        const parts = place(vehicle.id, () => select.current(vehicle.id));
        const marker = new Marker({ element: parts.element }).setLngLat([vehicle.lon, vehicle.lat]);
        marker.addTo(map);
        entry = { ...parts, marker };
        markers.set(vehicle.id, entry);
      } else {
        entry.marker.setLngLat([vehicle.lon, vehicle.lat]);
      }
      const status = vehicleStatus(vehicle);
      const stale = isStale(vehicle, now);
      entry.element.dataset['status'] = status;
      entry.element.dataset['stale'] = String(stale);
      entry.element.classList.toggle(classes.markerStale ?? '', stale);
      entry.element.classList.toggle(classes.markerSelected ?? '', vehicle.id === selectedId);
      entry.element.title = `${vehicle.name}: ${STATUS_LOOK[status].label}${stale ? ' (stale)' : ''}`;
      entry.body.style.backgroundColor = STATUS_LOOK[status].color;
      entry.arrow.style.display = vehicle.heading === null ? 'none' : '';
      entry.arrow.style.transform = `rotate(${vehicle.heading ?? 0}deg)`;
      entry.name.textContent = vehicle.name;
      showIcon(entry, vehicle.iconUrl);
      // The selected vehicle draws over the others.
      entry.element.style.zIndex = vehicle.id === selectedId ? '2' : '1';
    }
    for (const [id, entry] of markers) {
      if (shown.has(id)) continue;
      entry.marker.remove();
      markers.delete(id);
    }
  }, [map, vehicles, now, selectedId, select]);

  useEffect(() => {
    const markers = placed.current;
    return () => {
      for (const entry of markers.values()) entry.marker.remove();
      markers.clear();
    };
  }, [map]);

  return null;
}
