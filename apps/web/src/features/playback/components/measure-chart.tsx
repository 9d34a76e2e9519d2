import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { siteTimeAxisValues } from '../../../lib/charts/site-time-axis.ts';
import { timeMarker } from '../../../lib/charts/time-marker.ts';
import { SITE_TIME_ZONE } from '../../../lib/time/site-time.ts';

export interface MeasureChartProps {
  /** Seconds since the epoch, oldest first. */
  times: readonly number[];
  /** The measure at each time; null where the sample did not carry it. */
  values: readonly (number | null)[];
  /** The playback cursor, ms since the epoch: a red line. */
  cursor: number;
  /** The range, ms since the epoch (the x axis covers it all). */
  start: number;
  end: number;
  /** The measure's name and unit, for the series and the axis. */
  name: string;
  unit: string;
  /** The chart's accessible name (a canvas has no text). */
  label: string;
}

const HEIGHT = 160;
const AXIS = '#868e96';
const GRID = 'rgba(134, 142, 150, 0.25)';

/**
 * One measure of the selected vehicle over the range, with the cursor as a red line (ADR 0006:
 * uPlot, loaded lazily). The chart is drawn once per series; the cursor only redraws it.
 */
export function MeasureChart(props: MeasureChartProps) {
  const { times, values, cursor, start, end, name, unit, label } = props;
  const frame = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  const cursorSeconds = useRef(cursor / 1000);

  useEffect(() => {
    const element = frame.current;
    if (element === null) return;
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 240),
        height: HEIGHT,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), SITE_TIME_ZONE),
        cursor: { drag: { x: false, y: false } },
        legend: { show: false },
        scales: { x: { time: true, range: () => [start / 1000, end / 1000] } },
        axes: [
          { stroke: AXIS, grid: { stroke: GRID }, values: siteTimeAxisValues },
          { stroke: AXIS, grid: { stroke: GRID }, label: unit, size: 50 },
        ],
        series: [{}, { label: name, stroke: '#1c7ed6', width: 2, spanGaps: true }],
        hooks: { draw: [(u) => timeMarker(cursorSeconds.current)(u)] },
      },
      [[...times], [...values]] as uPlot.AlignedData,
      element,
    );
    chart.current = plot;
    const observer = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(element.clientWidth, 240), height: HEIGHT }),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
      chart.current = null;
    };
  }, [times, values, start, end, name, unit]);

  useEffect(() => {
    cursorSeconds.current = cursor / 1000;
    chart.current?.redraw(false, false);
  }, [cursor]);

  return (
    <div
      ref={frame}
      style={{ width: '100%', minHeight: HEIGHT }}
      role="img"
      aria-label={label}
      data-testid="playback-measure-chart"
      data-points={times.length}
      data-cursor={new Date(Math.round(cursor)).toISOString()}
    />
  );
}
