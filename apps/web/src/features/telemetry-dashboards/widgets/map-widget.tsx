import { useComputedColorScheme } from '@mantine/core';
import { MapCanvas, ShuttleMarkerLayer, type ShuttleMarker } from '../../../map/canvas.ts';
import { numeric } from '../model/series.ts';
import type { WidgetProps } from './widget-props.ts';
import classes from './widgets.module.css';

const MARKER_CLASSES = {
  marker: classes.marker,
  arrow: classes.arrow,
  body: classes.body,
  name: classes.name,
  states: {},
};

/** The vehicles where they are (live) or last were in the range; MapLibre, loaded lazily. */
export function MapWidget({ component, data }: WidgetProps<'map'>) {
  const scheme = useComputedColorScheme('light');
  const shuttles: ShuttleMarker[] = component.vehicles.flatMap((id) => {
    const lat = numeric(data.read(id, 'LATITUDE').value);
    const lon = numeric(data.read(id, 'LONGITUDE').value);
    if (lat === null || lon === null) return [];
    const heading = numeric(data.read(id, 'COURSE').value);
    return [{ id, lat, lon, heading, name: data.nameOf(id), states: {} }];
  });
  return (
    <MapCanvas label={component.title || 'Map of the vehicles'} height="100%" basemap={scheme}>
      <ShuttleMarkerLayer shuttles={shuttles} classes={MARKER_CLASSES} />
    </MapCanvas>
  );
}
