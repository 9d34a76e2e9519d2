import { Box, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { timeMarker } from '../../../lib/charts/time-marker.ts';
import 'uplot/dist/uPlot.min.css';
import { siteTimeAxisValues } from '../../../lib/charts/site-time-axis.ts';
import { SITE_TIME_ZONE } from '../../../lib/time/site-time.ts';
import { ALARM_CHART_MEASURES } from '../api/get-telemetry-around.ts';
import type { MeasureRow } from '../api/get-telemetry-around.ts';
import { formatClock } from '../model/alarm-format.ts';
import { alignedSeries } from '../model/telemetry-series.ts';
import classes from './alarms.module.css';

export interface AlarmTelemetryChartProps {
  rows: readonly MeasureRow[];
  /** When the alarm was last seen (ISO): a red line on the chart. */
  at: string;
}

const HEIGHT = 180;
const AXIS = '#868e96';
const GRID = 'rgba(134, 142, 150, 0.25)';

/** Speed (km/h, left) and battery (%, right) in the minutes before the alarm. */
export function AlarmTelemetryChart({ rows, at }: AlarmTelemetryChartProps) {
  const frame = useRef<HTMLDivElement>(null);
  const series = alignedSeries(rows, ALARM_CHART_MEASURES);
  const atSeconds = Date.parse(at) / 1000;
  const points = series.times.length;

  useEffect(() => {
    const element = frame.current;
    if (element === null || points === 0) return;
    const { times, values } = alignedSeries(rows, ALARM_CHART_MEASURES);
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 240),
        height: HEIGHT,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), SITE_TIME_ZONE),
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true }, kmh: {}, pct: { range: [0, 100] } },
        axes: [
          { stroke: AXIS, grid: { stroke: GRID }, values: siteTimeAxisValues },
          { scale: 'kmh', stroke: AXIS, grid: { stroke: GRID }, label: 'km/h', size: 50 },
          { scale: 'pct', side: 1, stroke: AXIS, grid: { show: false }, label: '%', size: 50 },
        ],
        series: [
          {},
          { label: 'Speed', scale: 'kmh', stroke: '#1c7ed6', width: 2, spanGaps: true },
          { label: 'Battery', scale: 'pct', stroke: '#2f9e44', width: 2, spanGaps: true },
        ],
        hooks: {
          draw: [timeMarker(atSeconds)],
        },
      },
      [times, ...values] as uPlot.AlignedData,
      element,
    );
    const observer = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 240), height: HEIGHT }),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [rows, atSeconds, points]);

  const summary =
    points === 0
      ? 'No speed or battery readings in the ten minutes before the alarm.'
      : `Speed and battery from ${formatClock(series.times[0] ?? 0)} to ${formatClock(series.times.at(-1) ?? 0)}; the red line is the alarm.`;

  return (
    <Box component="figure" m={0}>
      <Text component="figcaption" size="sm" mb={4}>
        {summary}
      </Text>
      {points > 0 && (
        <div
          ref={frame}
          className={classes.chartFrame}
          role="img"
          aria-label={`Chart: ${summary} ${points} readings.`}
          data-testid="alarm-telemetry-chart"
          data-points={points}
        />
      )}
    </Box>
  );
}
