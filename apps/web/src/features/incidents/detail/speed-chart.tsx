import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { timeMarker } from '../../../lib/charts/time-marker.ts';
import 'uplot/dist/uPlot.min.css';
import { siteTimeAxisValues } from '../../../lib/charts/site-time-axis.ts';
import { SITE_TIME_ZONE } from '../../../lib/time/site-time.ts';
import classes from './detail.module.css';

export interface SpeedChartProps {
  /** Seconds since the epoch, oldest first. */
  times: readonly number[];
  /** km/h; null where the vehicle did not say. */
  speeds: readonly (number | null)[];
  /** When the incident happened (seconds): a red line. */
  at: number;
  /** The chart's accessible name (a canvas has no text). */
  label: string;
}

const HEIGHT = 180;
const AXIS = '#868e96';
const GRID = 'rgba(134, 142, 150, 0.25)';

/** Speed over time around the incident, site time on the axis (ADR 0006: uPlot, loaded lazily). */
export function SpeedChart({ times, speeds, at, label }: SpeedChartProps) {
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = frame.current;
    if (element === null || times.length === 0) return;
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 240),
        height: HEIGHT,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), SITE_TIME_ZONE),
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true }, kmh: { range: (_u, _min, max) => [0, Math.max(max, 5)] } },
        axes: [
          { stroke: AXIS, grid: { stroke: GRID }, values: siteTimeAxisValues },
          { scale: 'kmh', stroke: AXIS, grid: { stroke: GRID }, label: 'km/h', size: 50 },
        ],
        series: [{}, { label: 'Speed', scale: 'kmh', stroke: '#1c7ed6', width: 2, spanGaps: true }],
        hooks: {
          draw: [timeMarker(at)],
        },
      },
      [[...times], [...speeds]] as uPlot.AlignedData,
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
  }, [times, speeds, at]);

  return (
    <div
      ref={frame}
      className={classes.chartFrame}
      role="img"
      aria-label={label}
      data-testid="incident-speed-chart"
      data-points={times.length}
    />
  );
}
