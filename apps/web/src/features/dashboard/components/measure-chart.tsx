import { Box, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useLatest } from '../../../lib/hooks/use-latest.ts';
import classes from '../dashboard.module.css';
import type { Series } from '../model/measure-series.ts';
import { formatSiteAxisTime, formatSiteTime, SITE_TIME_ZONE } from '../../../lib/time/site-time.ts';
import { formatMeasureValue } from '../model/vehicle-format.ts';

export interface MeasureChartProps {
  measure: string;
  title: string;
  unit: string | null;
  series: Series;
  color: string;
  /** Charts with the same key share the cursor (the comparison screen). */
  syncKey: string;
}

const HEIGHT = 170;
const AXIS = '#868e96';
const GRID = 'rgba(134, 142, 150, 0.25)';

const toData = (series: Series): uPlot.AlignedData => [series.times, series.values];

/** One measure over time, redrawn as points arrive; times on the axis are the site's. */
export function MeasureChart({ measure, title, unit, series, color, syncKey }: MeasureChartProps) {
  const frame = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const latest = useLatest(series);

  useEffect(() => {
    const element = frame.current;
    if (element === null) return;
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 200),
        height: HEIGHT,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), SITE_TIME_ZONE),
        legend: { show: false },
        cursor: { sync: { key: syncKey }, drag: { x: false, y: false } },
        // Percentages keep their whole range, so a battery at 80 % looks like one.
        scales: { x: { time: true }, ...(unit === '%' ? { y: { range: [0, 100] } } : {}) },
        axes: [
          {
            stroke: AXIS,
            grid: { stroke: GRID },
            // Room for "28 Nov 14:05" between ticks: the labels never run into each other.
            space: 96,
            values: (_chart, splits) => {
              const span = ((splits.at(-1) ?? 0) - (splits[0] ?? 0)) * 1000;
              return splits.map((split) => formatSiteAxisTime(split * 1000, span));
            },
          },
          { stroke: AXIS, grid: { stroke: GRID }, size: 56 },
        ],
        series: [{}, { label: title, stroke: color, width: 2, points: { show: false } }],
      },
      toData(latest.current),
      element,
    );
    plot.current = chart;
    const observer = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 200), height: HEIGHT }),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
      plot.current = null;
    };
  }, [title, unit, color, syncKey, latest]);

  useEffect(() => {
    plot.current?.setData(toData(series));
  }, [series]);

  const lastIndex = series.times.length - 1;
  const lastTime = series.times[lastIndex];
  const lastValue = series.values[lastIndex];
  const summary =
    lastTime === undefined || lastValue === undefined
      ? `${title}: no readings yet`
      : `${title}: ${formatMeasureValue(measure, lastValue)} at ${formatSiteTime(lastTime * 1000)}`;

  return (
    <Box component="figure" m={0}>
      <Text component="figcaption" size="sm" fw={600} mb={4}>
        {summary}
      </Text>
      <div
        ref={frame}
        className={classes.chartFrame}
        role="img"
        aria-label={`Chart of ${summary}. ${series.times.length} readings.`}
        data-testid="measure-chart"
        data-measure={measure}
        data-points={series.times.length}
        data-last-time={lastTime ?? ''}
      />
    </Box>
  );
}
