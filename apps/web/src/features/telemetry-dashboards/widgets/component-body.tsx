import type { TemplateComponent } from '@shuttle-ops/domain';
import { lazy } from 'react';
import { MapBoundary } from '../../../map/index.ts';
import { AlarmListWidget } from './alarm-list-widget.tsx';
import { GaugeWidget } from './gauge-widget.tsx';
import { LatestValueWidget } from './latest-value-widget.tsx';
import { SeriesChart } from './series-chart.tsx';
import { TableWidget } from './table-widget.tsx';
import type { DashboardData } from './widget-props.ts';

// MapLibre is large: only a dashboard with a map loads it.
const MapWidget = lazy(async () => ({ default: (await import('./map-widget.tsx')).MapWidget }));

/** What a component shows, by its kind. */
export function ComponentBody({
  component,
  data,
}: {
  component: TemplateComponent;
  data: DashboardData;
}) {
  switch (component.kind) {
    case 'time-series':
      return <SeriesChart component={component} data={data} />;
    case 'gauge':
      return <GaugeWidget component={component} data={data} />;
    case 'latest-value':
      return <LatestValueWidget component={component} data={data} />;
    case 'table':
      return <TableWidget component={component} data={data} />;
    case 'alarm-list':
      return <AlarmListWidget component={component} data={data} />;
    case 'map':
      return (
        <MapBoundary
          height="100%"
          fallbackHint="This browser cannot draw maps: a table of LATITUDE and LONGITUDE shows the positions."
        >
          <MapWidget component={component} data={data} />
        </MapBoundary>
      );
  }
}
