import type { OccupancySeries } from '../model/occupancy-series.ts';
import { formatSiteTime } from '../../../lib/time/site-time.ts';
import classes from './service-detail.module.css';

const WIDTH = 600;
const HEIGHT = 200;
const LEFT = 36;
const RIGHT = 12;
const TOP = 10;
const BOTTOM = 24;

/** Passengers on board over the trip as steps, with the vehicle's seats as a dashed line. */
export function OccupancyChart({ series, day }: { series: OccupancySeries; day: string | null }) {
  const top = Math.max(series.capacity, series.peak, 1);
  const span = Math.max(series.to - series.from, 1);
  const x = (at: number) => LEFT + ((at - series.from) / span) * (WIDTH - LEFT - RIGHT);
  const y = (count: number) => TOP + (1 - count / top) * (HEIGHT - TOP - BOTTOM);
  const [first, ...rest] = series.points;
  let path = first === undefined ? '' : `M ${x(first.at)} ${y(first.occupancy)}`;
  for (const point of rest) path += ` H ${x(point.at)} V ${y(point.occupancy)}`;
  path += ` H ${x(series.to)}`;
  const start = formatSiteTime(new Date(series.from).toISOString(), day);
  const end = formatSiteTime(new Date(series.to).toISOString(), day);
  const label =
    `Passengers on board from ${start} to ${end}: at most ${series.peak} ` +
    `of ${series.capacity} seats.`;

  return (
    <svg
      className={classes.chart}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      data-testid="occupancy-chart"
    >
      <line className={classes.axis} x1={LEFT} x2={LEFT} y1={TOP} y2={HEIGHT - BOTTOM} />
      <line
        className={classes.axis}
        x1={LEFT}
        x2={WIDTH - RIGHT}
        y1={HEIGHT - BOTTOM}
        y2={HEIGHT - BOTTOM}
      />
      {series.capacity > 0 && (
        <line
          className={classes.capacityLine}
          x1={LEFT}
          x2={WIDTH - RIGHT}
          y1={y(series.capacity)}
          y2={y(series.capacity)}
        />
      )}
      <text className={classes.axisLabel} x={LEFT - 6} y={y(0)} textAnchor="end">
        0
      </text>
      <text className={classes.axisLabel} x={LEFT - 6} y={y(top) + 10} textAnchor="end">
        {top}
      </text>
      <text className={classes.axisLabel} x={LEFT} y={HEIGHT - 6}>
        {start}
      </text>
      <text className={classes.axisLabel} x={WIDTH - RIGHT} y={HEIGHT - 6} textAnchor="end">
        {end}
      </text>
      <path className={classes.stepLine} d={path} />
    </svg>
  );
}
