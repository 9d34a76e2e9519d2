import { Marker } from 'maplibre-gl';
import type { MapMouseEvent } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { useLatest } from '../../lib/hooks/use-latest.ts';
import type { Position } from '../geo.ts';
import { roundCoordinate } from '../geo.ts';
import { useMap } from '../map-context.ts';

export interface PositionPickerProps {
  /** The chosen position, or null before one is chosen. */
  position: Position | null;
  onPick: (position: Position) => void;
}

const rounded = (lon: number, lat: number): Position => [
  roundCoordinate(lon),
  roundCoordinate(lat),
];

/** Click the map to choose a position; the marker can be dragged to move it. */
export function PositionPicker({ position, onPick }: PositionPickerProps) {
  const map = useMap();
  const pick = useLatest(onPick);
  const markerRef = useRef<Marker | null>(null);

  useEffect(() => {
    const onClick = (event: MapMouseEvent) =>
      pick.current(rounded(event.lngLat.lng, event.lngLat.lat));
    map.on('click', onClick);
    map.getCanvas().style.cursor = 'crosshair';
    return () => {
      map.off('click', onClick);
      map.getCanvas().style.cursor = '';
    };
  }, [map, pick]);

  useEffect(() => {
    if (position === null) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    if (markerRef.current === null) {
      const marker = new Marker({ draggable: true, color: '#364fc7' })
        .setLngLat(position)
        .addTo(map);
      marker.on('dragend', () => {
        const { lng, lat } = marker.getLngLat();
        pick.current(rounded(lng, lat));
      });
      markerRef.current = marker;
    } else {
      markerRef.current.setLngLat(position);
    }
  }, [map, pick, position]);

  useEffect(
    () => () => {
      markerRef.current?.remove();
      markerRef.current = null;
    },
    [],
  );

  return null;
}
