import { isClearingEvent } from '@shuttle-ops/domain';
import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import classes from '../dashboard.module.css';
import type { FleetVehicle } from '../model/fleet-state.ts';
import { formatSiteTime } from '../model/site-time.ts';
import {
  formatAge,
  formatBattery,
  formatCode,
  formatOccupancy,
  formatSpeed,
} from '../model/vehicle-format.ts';
import { VehicleStatusBadges } from './vehicle-status-badges.tsx';

export interface VehicleListItemProps {
  vehicle: FleetVehicle;
  now: number;
  selected: boolean;
  onSelect: (vehicleId: string) => void;
  /** The vehicle's open alarms; null when not shown to this user. */
  openAlarms?: number | null;
  alarmsHref?: string | null;
}

function latestAlertText(vehicle: FleetVehicle): string {
  const alert = vehicle.latestAlert;
  if (alert === null) return 'None';
  const cleared = isClearingEvent(alert.eventName) ? ' (cleared)' : '';
  return `${formatCode(alert.level)}: ${alert.message}${cleared}, ${formatSiteTime(alert.time)}`;
}

/** One vehicle in the list: a button that opens its detail. */
export function VehicleListItem({
  vehicle,
  now,
  selected,
  onSelect,
  openAlarms = null,
  alarmsHref = null,
}: VehicleListItemProps) {
  const facts: [string, string, string][] = [
    ['Speed', formatSpeed(vehicle.speed), 'speed'],
    ['Battery', formatBattery(vehicle.battery), 'battery'],
    ['Occupancy', formatOccupancy(vehicle.passengers, vehicle.maxOccupancy), 'occupancy'],
    ['Mode', formatCode(vehicle.robotMode ?? vehicle.vehicleMode), 'mode'],
    ['Doors', formatCode(vehicle.doors), 'doors'],
  ];
  return (
    <li>
      <button
        type="button"
        className={classes.vehicleButton}
        aria-pressed={selected}
        onClick={() => onSelect(vehicle.id)}
        data-testid="vehicle-item"
        data-vehicle-id={vehicle.id}
        data-updated={vehicle.dtCanbus ?? ''}
      >
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={600} truncate>
            {vehicle.name === '' ? 'Unknown vehicle' : vehicle.name}
          </Text>
          <VehicleStatusBadges vehicle={vehicle} now={now} />
        </Group>
        <dl className={classes.facts}>
          {facts.map(([label, value, key]) => (
            <div key={key}>
              <dt>{label}</dt>
              <dd data-field={key}>{value}</dd>
            </div>
          ))}
        </dl>
        <Text size="sm" mt={4} lineClamp={2}>
          <Text span c="dimmed" size="sm">
            Latest alert:{' '}
          </Text>
          {latestAlertText(vehicle)}
        </Text>
        <Text size="xs" c="dimmed" mt={2} data-field="age">
          {formatAge(vehicle.lastSeen, now)}
        </Text>
      </button>
      {openAlarms !== null && alarmsHref !== null && (
        // Beside the card's button, not in it: a link may not sit inside a button.
        <Anchor
          component={Link}
          to={alarmsHref}
          size="sm"
          className={classes.alarmLink}
          c={openAlarms > 0 ? 'red' : 'dimmed'}
          fw={openAlarms > 0 ? 600 : undefined}
          data-testid="vehicle-open-alarms"
          data-count={openAlarms}
        >
          {openAlarms === 0
            ? 'No open alarms'
            : `${openAlarms} open alarm${openAlarms === 1 ? '' : 's'}`}
        </Anchor>
      )}
    </li>
  );
}
