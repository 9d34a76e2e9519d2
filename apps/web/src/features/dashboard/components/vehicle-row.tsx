import { Anchor, VisuallyHidden } from '@mantine/core';
import { etaHoldWords } from '@shuttle-ops/domain';
import { Link } from 'react-router';
import classes from '../dashboard.module.css';
import type { DashboardRow } from '../model/dashboard-rows.ts';
import { formatDelay, formatEta, formatHeadway } from '../model/service-format.ts';
import { formatSiteTime } from '../../../lib/time/site-time.ts';
import { formatAge, formatBattery, formatShortAge, formatSpeed } from '../model/vehicle-format.ts';
import { STATUS_LOOK } from '../model/vehicle-status.ts';
import { isStale, positionText } from '../../../lib/live/index.ts';

export interface VehicleRowProps {
  row: DashboardRow;
  now: number;
  selected: boolean;
  onSelect: (vehicleId: string) => void;
  /** The Process Alerts list of this vehicle; null when this user is not shown alarms. */
  alarmsHref: string | null;
}

/** A cell: its column's name for screen readers (the header row is visual only), then the value. */
function Cell({
  label,
  field,
  children,
  title,
}: {
  label: string;
  field: string;
  children: string;
  title?: string;
}) {
  return (
    <span className={classes.cell} data-field={field} title={title ?? children}>
      <VisuallyHidden>{label}: </VisuallyHidden>
      {children}
    </span>
  );
}

/** The state in words, and whether its data is old: stale after 10 s, silent after 30 s. */
function stateText(row: DashboardRow, now: number): string {
  const { label } = STATUS_LOOK[row.status];
  if (row.vehicle.seenAt === null) return label;
  if (row.silent) return `${label} (silent)`;
  return isStale(row.vehicle, now) ? `${label} (stale)` : label;
}

/** One vehicle on one line: state, service (route, next stop, ETA, delay, headway), telemetry. */
export function VehicleRow({ row, now, selected, onSelect, alarmsHref }: VehicleRowProps) {
  const { vehicle, service } = row;
  const look = STATUS_LOOK[row.status];
  const next = service?.next_stop ?? null;
  const eta =
    next === null
      ? undefined
      : `${etaHoldWords(next.etaStatus) ?? `Expected ${formatSiteTime(next.etaExpected)}`}, timetable ${formatSiteTime(next.BSt)}`;
  const ahead = service?.ahead ? `Behind ${service.ahead.vehicleName}` : 'No vehicle ahead';
  return (
    <li className={classes.row} data-silent={row.silent} data-selected={selected}>
      <button
        type="button"
        className={classes.rowButton}
        aria-pressed={selected}
        onClick={() => onSelect(vehicle.id)}
        data-testid="vehicle-item"
        data-vehicle-id={vehicle.id}
        data-updated={vehicle.dtCanbus ?? ''}
        data-position={positionText(vehicle)}
        data-status={row.status}
        data-delay={service?.delay_s ?? ''}
        data-in-service={service !== null}
      >
        <span className={classes.nameCell} data-field="name">
          <span className={classes.dot} style={{ backgroundColor: look.color }} aria-hidden />
          <span className={classes.name}>
            {vehicle.name === '' ? 'Unknown vehicle' : vehicle.name}
          </span>
        </span>
        <Cell label="State" field="status">
          {stateText(row, now)}
        </Cell>
        <Cell label="Route" field="route">
          {service?.routeName ?? 'Not in service'}
        </Cell>
        <Cell label="Next stop" field="next-stop">
          {next?.BSName ?? '–'}
        </Cell>
        <Cell label="Arrives" field="eta" title={eta}>
          {formatEta(next?.etaExpected, now, next?.etaStatus)}
        </Cell>
        <span
          className={classes.cell}
          data-field="delay"
          data-punctuality={service?.punctuality ?? ''}
          title={eta}
        >
          <VisuallyHidden>Delay: </VisuallyHidden>
          {formatDelay(service)}
        </span>
        <Cell label="Headway" field="headway" title={service === null ? undefined : ahead}>
          {formatHeadway(service)}
        </Cell>
        <Cell label="Speed" field="speed">
          {formatSpeed(vehicle.speed)}
        </Cell>
        <Cell label="Battery" field="battery">
          {formatBattery(vehicle.battery)}
        </Cell>
        <span className={classes.cell} data-field="age">
          <span aria-hidden>{formatShortAge(vehicle.seenAt, now)}</span>
          <VisuallyHidden>{formatAge(vehicle.seenAt, now)}</VisuallyHidden>
        </span>
      </button>
      {row.openAlarms !== null && alarmsHref !== null && (
        // Beside the row's button, not in it: a link may not sit inside a button.
        <Anchor
          component={Link}
          to={alarmsHref}
          fz="inherit"
          className={classes.alarmLink}
          fw={row.openAlarms > 0 ? 700 : undefined}
          data-testid="vehicle-open-alarms"
          data-count={row.openAlarms}
        >
          {row.openAlarms === 0 ? (
            <>
              <span aria-hidden>–</span>
              <VisuallyHidden>No open alarms</VisuallyHidden>
            </>
          ) : (
            <>
              {row.openAlarms}
              <VisuallyHidden> open alarm{row.openAlarms === 1 ? '' : 's'}</VisuallyHidden>
            </>
          )}
        </Anchor>
      )}
    </li>
  );
}
