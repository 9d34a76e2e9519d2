import { Stack } from '@mantine/core';
import type { ChartMeasure } from '../model/chart-measures.ts';
import type { SeriesByMeasure } from '../model/measure-series.ts';
import { MeasureChart } from './measure-chart.tsx';

export interface LiveChartsProps {
  measures: readonly ChartMeasure[];
  series: SeriesByMeasure;
  syncKey: string;
}

// Distinct on light and dark backgrounds.
const PALETTE = ['#364fc7', '#e8590c', '#2b8a3e', '#c2255c', '#1098ad', '#7048e8'];

/** The charts of several measures, one above the other, sharing the time axis and cursor. */
export function LiveCharts({ measures, series, syncKey }: LiveChartsProps) {
  return (
    <Stack gap="md">
      {measures.map((measure, index) => (
        <MeasureChart
          key={measure.name}
          measure={measure.name}
          title={measure.unit === null ? measure.label : `${measure.label} (${measure.unit})`}
          unit={measure.unit}
          series={series[measure.name] ?? { times: [], values: [] }}
          color={PALETTE[index % PALETTE.length] ?? '#364fc7'}
          syncKey={syncKey}
        />
      ))}
    </Stack>
  );
}
