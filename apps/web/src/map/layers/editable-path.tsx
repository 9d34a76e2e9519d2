import type { MapLayerMouseEvent, MapLayerTouchEvent, MapMouseEvent } from 'maplibre-gl';
import type { FeatureCollection } from 'geojson';
import { useEffect, useMemo } from 'react';
import { useLatest } from '../../lib/hooks/use-latest.ts';
import type { Position } from '../geo.ts';
import { roundCoordinate } from '../geo.ts';
import { setSourceData, useMap, whileMapAlive } from '../map-context.ts';

export interface EditablePathProps {
  coordinates: readonly Position[];
  color: string;
  onChange: (coordinates: Position[]) => void;
}

const LINE = 'edit-path-line';
const VERTICES = 'edit-path-vertices';

function pathData(coordinates: readonly Position[]): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: [
      ...(coordinates.length >= 2
        ? [
            {
              type: 'Feature' as const,
              properties: { kind: 'line' },
              geometry: { type: 'LineString' as const, coordinates: [...coordinates] },
            },
          ]
        : []),
      ...coordinates.map((position, index) => ({
        type: 'Feature' as const,
        properties: { kind: 'vertex', index },
        geometry: { type: 'Point' as const, coordinates: position },
      })),
    ],
  };
}

/** What mouse and touch events both carry. */
type Pointer = Pick<MapMouseEvent, 'point' | 'lngLat'>;

const at = (event: Pointer): Position => [
  roundCoordinate(event.lngLat.lng),
  roundCoordinate(event.lngLat.lat),
];

/**
 * The route path editor on the map: a click (or tap) adds a point at the end, a point can be
 * dragged with the mouse or a finger, and a double click or right click on a point removes it.
 */
export function EditablePath({ coordinates, color, onChange }: EditablePathProps) {
  const map = useMap();
  const latest = useLatest({ coordinates, onChange });
  const data = useMemo(() => pathData(coordinates), [coordinates]);

  useEffect(() => {
    map.addSource(LINE, { type: 'geojson', data: pathData([]) });
    map.addLayer({
      id: LINE,
      type: 'line',
      source: LINE,
      filter: ['==', ['get', 'kind'], 'line'],
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      // The colour is set (and kept up to date) by the next effect.
      paint: { 'line-width': 4, 'line-opacity': 0.85 },
    });
    map.addLayer({
      id: VERTICES,
      type: 'circle',
      source: LINE,
      filter: ['==', ['get', 'kind'], 'vertex'],
      paint: {
        'circle-radius': 5,
        'circle-color': '#ffffff',
        'circle-stroke-width': 2,
      },
    });
    return () =>
      whileMapAlive(() => {
        map.removeLayer(VERTICES);
        map.removeLayer(LINE);
        map.removeSource(LINE);
      });
  }, [map]);

  useEffect(() => {
    map.setPaintProperty(LINE, 'line-color', color);
    map.setPaintProperty(VERTICES, 'circle-stroke-color', color);
  }, [map, color]);

  useEffect(() => {
    setSourceData(map, LINE, data);
  }, [map, data]);

  useEffect(() => {
    const canvas = map.getCanvas();
    let dragging: number | null = null;
    let dropAt: Position | null = null;
    const vertexAt = (event: Pointer): number | null => {
      const [hit] = map.queryRenderedFeatures(event.point, { layers: [VERTICES] });
      const index: unknown = hit?.properties['index'];
      return typeof index === 'number' ? index : null;
    };
    const without = (index: number) =>
      latest.current.coordinates.filter((_, position) => position !== index);

    const onClick = (event: MapMouseEvent) => {
      if (vertexAt(event) !== null) return;
      latest.current.onChange([...latest.current.coordinates, at(event)]);
    };
    const onRemove = (event: MapLayerMouseEvent) => {
      const index = vertexAt(event);
      if (index === null) return;
      event.preventDefault();
      latest.current.onChange(without(index));
    };
    const startDrag = (event: MapLayerMouseEvent | MapLayerTouchEvent) => {
      dragging = vertexAt(event);
      dropAt = null;
      if (dragging === null) return;
      // Stop the map from panning while a point is dragged.
      event.preventDefault();
      canvas.style.cursor = 'grabbing';
    };
    const onDown = (event: MapLayerMouseEvent) => {
      if (event.originalEvent.button === 0) startDrag(event);
    };
    const onTouchStart = (event: MapLayerTouchEvent) => {
      if (event.points.length === 1) startDrag(event);
    };
    const onMove = (event: Pointer) => {
      if (dragging === null) return;
      dropAt = at(event);
      const moved = latest.current.coordinates.map((position, index) =>
        index === dragging ? (dropAt ?? position) : position,
      );
      setSourceData(map, LINE, pathData(moved));
    };
    // A touch that ends has no position of its own: the point stays where it was last moved.
    const onUp = () => {
      if (dragging === null) return;
      const index = dragging;
      const target = dropAt;
      dragging = null;
      dropAt = null;
      canvas.style.cursor = 'crosshair';
      if (target === null) return;
      latest.current.onChange(
        latest.current.coordinates.map((position, i) => (i === index ? target : position)),
      );
    };
    const onEnter = () => {
      if (dragging === null) canvas.style.cursor = 'move';
    };
    const onLeave = () => {
      if (dragging === null) canvas.style.cursor = 'crosshair';
    };

    canvas.style.cursor = 'crosshair';
    map.on('click', onClick);
    map.on('dblclick', VERTICES, onRemove);
    map.on('contextmenu', VERTICES, onRemove);
    map.on('mousedown', VERTICES, onDown);
    map.on('touchstart', VERTICES, onTouchStart);
    map.on('mousemove', onMove);
    map.on('touchmove', onMove);
    map.on('mouseup', onUp);
    map.on('touchend', onUp);
    map.on('mouseenter', VERTICES, onEnter);
    map.on('mouseleave', VERTICES, onLeave);
    return () =>
      whileMapAlive(() => {
        canvas.style.cursor = '';
        map.off('click', onClick);
        map.off('dblclick', VERTICES, onRemove);
        map.off('contextmenu', VERTICES, onRemove);
        map.off('mousedown', VERTICES, onDown);
        map.off('touchstart', VERTICES, onTouchStart);
        map.off('mousemove', onMove);
        map.off('touchmove', onMove);
        map.off('mouseup', onUp);
        map.off('touchend', onUp);
        map.off('mouseenter', VERTICES, onEnter);
        map.off('mouseleave', VERTICES, onLeave);
      });
  }, [map, latest]);

  return null;
}
