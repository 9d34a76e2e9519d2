import { Group, Select, Text, Title } from '@mantine/core';
import { MEASURES, isMeasureName, type PlaybackItem } from '@shuttle-ops/domain';
import { lazy, Suspense, useMemo } from 'react';
import { RecordLoading } from '../../../components/record/record-state.tsx';

// uPlot is loaded only where a chart is shown (ADR 0006).
const MeasureChart = lazy(async () => ({
  default: (await import('./measure-chart.tsx')).MeasureChart,
}));

export interface MeasureChartPanelProps {
  item: PlaybackItem | null;
  measure: string;
  onMeasure: (measure: string) => void;
  cursor: number;
  start: number;
  end: number;
}

const labelOf = (name: string) => (isMeasureName(name) ? MEASURES[name].label : name);
const unitOf = (name: string) => (isMeasureName(name) ? (MEASURES[name].unit ?? '') : '');

/** The measures with a number in some sample of the vehicle, in the order first seen. */
export function chartableMeasures(item: PlaybackItem | null): string[] {
  const names = new Set<string>();
  for (const sample of item?.samples ?? []) {
    for (const [name, value] of Object.entries(sample.measures)) {
      if (typeof value === 'number') names.add(name);
    }
  }
  return [...names];
}

/** A chosen measure of the selected vehicle over the range, the cursor on it. */
export function MeasureChartPanel({
  item,
  measure,
  onMeasure,
  cursor,
  start,
  end,
}: MeasureChartPanelProps) {
  const options = useMemo(() => chartableMeasures(item), [item]);
  const chosen = options.includes(measure) ? measure : (options[0] ?? null);
  const series = useMemo(() => {
    const samples = item?.samples ?? [];
    return {
      times: samples.map((s) => Date.parse(s.t) / 1000),
      values: samples.map((s) => {
        const value = chosen === null ? undefined : s.measures[chosen];
        return typeof value === 'number' ? value : null;
      }),
    };
  }, [item, chosen]);

  return (
    <section aria-labelledby="playback-chart-heading">
      <Group justify="space-between" align="flex-end" mb="xs">
        <Title order={2} size="h5" id="playback-chart-heading">
          {chosen === null ? 'Chart' : `${labelOf(chosen)} over the range`}
        </Title>
        <Select
          label="Measure"
          size="xs"
          w={220}
          data={options.map((name) => ({ value: name, label: labelOf(name) }))}
          value={chosen}
          onChange={(value) => value !== null && onMeasure(value)}
          allowDeselect={false}
          disabled={options.length === 0}
        />
      </Group>
      {item === null || chosen === null ? (
        <Text size="sm" c="dimmed">
          No measure with numbers was recorded for this vehicle.
        </Text>
      ) : (
        <Suspense fallback={<RecordLoading what="the chart" />}>
          <MeasureChart
            times={series.times}
            values={series.values}
            cursor={cursor}
            start={start}
            end={end}
            name={labelOf(chosen)}
            unit={unitOf(chosen)}
            label={`Chart of ${labelOf(chosen)} of ${item.name}, ${series.times.length} readings; the red line is the playback time.`}
          />
        </Suspense>
      )}
    </section>
  );
}
