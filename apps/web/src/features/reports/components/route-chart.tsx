import type { MiRouteFigures } from '@shuttle-ops/domain';
import classes from '../reports.module.css';

const WIDTH = 600;
const ROW = 28;
const LABEL = 160;
const RIGHT = 60;

/** Passengers carried per route as horizontal bars (prints like the page). */
export function RouteChart({ routes }: { routes: readonly MiRouteFigures[] }) {
  const top = Math.max(1, ...routes.map((r) => r.passengers));
  const height = Math.max(1, routes.length) * ROW + 8;
  const width = (n: number) => (n / top) * (WIDTH - LABEL - RIGHT);
  const label = `Passengers per route: ${routes.map((r) => `${r.route_name} ${r.passengers}`).join(', ')}.`;
  return (
    <svg className={classes.chart} viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={label}>
      {routes.map((r, i) => (
        <g key={r.Route_ID} transform={`translate(0 ${i * ROW + 4})`}>
          <text className={classes.chartLabel} x={LABEL - 8} y={ROW / 2 + 4} textAnchor="end">
            {r.route_name}
          </text>
          <rect
            className={classes.bar}
            x={LABEL}
            y={4}
            width={width(r.passengers)}
            height={ROW - 8}
          />
          <text className={classes.chartLabel} x={LABEL + width(r.passengers) + 6} y={ROW / 2 + 4}>
            {r.passengers}
          </text>
        </g>
      ))}
    </svg>
  );
}
