import { Group, Text } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useLatest } from '../../../lib/hooks/use-latest.ts';
import { formatSiteAxisTime, SITE_TIME_ZONE } from '../../../lib/time/site-time.ts';
import { labelOf } from '../model/format.ts';
import { lineKey, type Line } from '../model/series.ts';
import type { WidgetProps } from './widget-props.ts';
import classes from './widgets.module.css';

const COLOURS = ['#1c7ed6', '#e8590c', '#2f9e44', '#ae3ec9', '#f08c00', '#0c8599', '#e03131'];
const AXIS = '#868e96';
const GRID = 'rgba(134, 142, 150, 0.25)';

/** The lines as uPlot's aligned data: one time axis, a value (or a gap) per line. */
function alignedData(lines: readonly Line[]): uPlot.AlignedData {
  if (lines.length === 0) return [[]];
  return uPlot.join(lines.map((l) => [l.times, l.values] as uPlot.AlignedData));
}

/** Each chosen measure of each vehicle over time (uPlot), in the site's time. */
export function SeriesChart({ component, data }: WidgetProps<'time-series'>) {
  const frame = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const wanted = useMemo(
    () =>
      component.vehicles.flatMap((vehicleId) =>
        component.measures.map((measure) => ({ vehicleId, measure })),
      ),
    [component.vehicles, component.measures],
  );
  const labels = wanted.map((w) => `${data.nameOf(w.vehicleId)} · ${labelOf(w.measure)}`);
  const labelKey = labels.join('|');
  const lines = useMemo(
    () =>
      wanted.map(
        (w): Line =>
          data.lines.get(lineKey(w.vehicleId, w.measure)) ?? {
            key: lineKey(w.vehicleId, w.measure),
            vehicleId: w.vehicleId,
            measure: w.measure,
            times: [],
            values: [],
          },
      ),
    [wanted, data.lines],
  );
  const aligned = useMemo(() => alignedData(lines), [lines]);
  const points = lines.reduce((n, l) => n + l.times.length, 0);
  const latest = useLatest(aligned);

  useEffect(() => {
    const element = frame.current;
    if (element === null) return;
    const size = () => ({
      width: Math.max(element.clientWidth, 160),
      height: Math.max(element.clientHeight - 8, 80),
    });
    const chart = new uPlot(
      {
        ...size(),
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), SITE_TIME_ZONE),
        // The legend is drawn above the chart (it would fall outside the component's box).
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: {
          x: {
            time: true,
            // One reading is a moment: a minute either side of it; none yet, the last ten minutes.
            range: (_u, min, max) => {
              if (min !== max) return [min, max];
              const at = Number.isFinite(min) && min > 0 ? min : Date.now() / 1000 - 300;
              return [at - 60 * (min > 0 ? 1 : 5), at + 60 * (min > 0 ? 1 : 5)];
            },
          },
        },
        axes: [
          {
            stroke: AXIS,
            grid: { stroke: GRID },
            space: 96,
            values: (_chart, splits) => {
              const span = ((splits.at(-1) ?? 0) - (splits[0] ?? 0)) * 1000;
              return splits.map((split) => formatSiteAxisTime(split * 1000, span));
            },
          },
          { stroke: AXIS, grid: { stroke: GRID }, size: 56 },
        ],
        series: [
          {},
          ...labelKey.split('|').map((label, i) => ({
            label,
            stroke: COLOURS[i % COLOURS.length],
            width: 2,
            spanGaps: true,
          })),
        ],
      },
      latest.current,
      element,
    );
    plot.current = chart;
    const observer = new ResizeObserver(() => chart.setSize(size()));
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
      plot.current = null;
    };
  }, [labelKey, latest]);

  useEffect(() => {
    plot.current?.setData(aligned);
  }, [aligned]);

  return (
    <div className={classes.chartBox}>
      <Group gap="xs" component="ul" className={classes.legend} aria-label="Lines">
        {labels.map((label, i) => (
          <li
            key={lineKey(wanted[i]!.vehicleId, wanted[i]!.measure)}
            className={classes.legendItem}
          >
            <span
              className={classes.swatch}
              style={{ background: COLOURS[i % COLOURS.length] }}
              aria-hidden
            />
            <Text size="xs" span>
              {label}
            </Text>
          </li>
        ))}
      </Group>
      {points === 0 && (
        <Text size="sm" c="dimmed">
          No readings yet.
        </Text>
      )}
      <div
        ref={frame}
        className={classes.chartFrame}
        role="img"
        aria-label={`Chart of ${labels.join(', ')}: ${points} readings.`}
        data-testid="series-chart"
        data-points={points}
      />
    </div>
  );
}
