import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import type { VehicleTelemetry } from '@shuttle-ops/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { lazy, Suspense, useMemo } from 'react';
import type { MeasureData } from '../api/telemetry-wire.ts';
import type { ChartMeasure } from '../model/chart-measures.ts';
import { buildSeries, type SeriesWindow } from '../model/measure-series.ts';

// uPlot loads with the first chart only.
const LiveCharts = lazy(async () => ({
  default: (await import('./live-charts.tsx')).LiveCharts,
}));

export interface ChartsPanelProps {
  measures: readonly ChartMeasure[];
  /** The history read over GraphQL (any order). */
  rows: readonly MeasureData[];
  pending: boolean;
  error: Error | null;
  /** Live snapshots heard since. */
  snapshots: readonly VehicleTelemetry[];
  syncKey: string;
  /** A time range's window (Telemetry Graphs); without it, the newest readings. */
  window?: SeriesWindow;
}

const loading = (
  <Stack gap="md" role="status" aria-label="Loading the charts">
    <Skeleton height={190} radius="md" />
  </Stack>
);

/** Live charts of the chosen measures: their history, then every snapshot as it comes. */
export function ChartsPanel({
  measures,
  rows,
  pending,
  error,
  snapshots,
  syncKey,
  window,
}: ChartsPanelProps) {
  const names = useMemo(() => measures.map((measure) => measure.name), [measures]);
  const series = useMemo(
    () => buildSeries(rows, snapshots, names, window),
    [rows, snapshots, names, window],
  );

  if (measures.length === 0) {
    return <Text c="dimmed">Choose one or more measures to chart.</Text>;
  }
  return (
    <Stack gap="sm">
      {error !== null && (
        <Alert
          color="red"
          icon={<IconAlertTriangle aria-hidden />}
          title="The history could not be read"
        >
          {error.message} New readings are still drawn as they arrive.
        </Alert>
      )}
      {pending ? (
        loading
      ) : (
        <Suspense fallback={loading}>
          <LiveCharts measures={measures} series={series} syncKey={syncKey} />
        </Suspense>
      )}
    </Stack>
  );
}
