import { Stack, Title } from '@mantine/core';
import type { MiRouteFigures } from '@shuttle-ops/domain';
import classes from '../reports.module.css';

/** Passengers carried per route as horizontal bars, legible at any width (prints like the page). */
export function RouteChart({ routes }: { routes: readonly MiRouteFigures[] }) {
  const top = Math.max(1, ...routes.map((r) => r.passengers));
  const label = `Passengers per route: ${routes.map((r) => `${r.route_name} ${r.passengers}`).join(', ')}.`;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Passengers per route
      </Title>
      <div className={classes.chart} role="img" aria-label={label}>
        {routes.map((r) => (
          <div key={r.Route_ID} className={classes.chartRow} aria-hidden>
            <span className={classes.chartLabel}>{r.route_name}</span>
            <span className={classes.track}>
              <span className={classes.bar} style={{ width: `${(r.passengers / top) * 100}%` }} />
            </span>
            <span className={classes.chartValue}>{r.passengers}</span>
          </div>
        ))}
      </div>
    </Stack>
  );
}
