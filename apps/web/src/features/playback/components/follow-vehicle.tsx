import { useEffect, useRef } from 'react';
import { useMap } from '../../../map/canvas.ts';

export interface FollowVehicleProps {
  /** Where the followed vehicle is at the cursor; null while it is not on the map. */
  position: { lat: number; lon: number } | null;
  /** The user dragged the map: following stops, so the map stays where they moved it. */
  onDragged: () => void;
}

/** Keeps the map centred on the followed vehicle as the cursor moves (rendered only when on). */
export function FollowVehicle({ position, onDragged }: FollowVehicleProps) {
  const map = useMap();
  const started = useRef(false);
  useEffect(() => {
    if (position === null) return;
    const center: [number, number] = [position.lon, position.lat];
    // A smooth move to the vehicle when following starts; after that the map moves with it.
    if (started.current) map.jumpTo({ center });
    else map.easeTo({ center, duration: 300 });
    started.current = true;
  }, [map, position]);
  useEffect(() => {
    // Only a drag by the user stops following (the moves above are not user events).
    const dragged = () => onDragged();
    map.on('dragstart', dragged);
    return () => {
      map.off('dragstart', dragged);
    };
  }, [map, onDragged]);
  return null;
}
