import { EmptyState, Skeleton, Stack } from '@mantine/core';
import { IconBusOff, IconFilterOff } from '@tabler/icons-react';
import classes from '../dashboard.module.css';
import { FILTER_LABELS, type DashboardRow, type RowFilter } from '../model/dashboard-rows.ts';
import { VehicleRow } from './vehicle-row.tsx';

export interface VehicleListProps {
  rows: readonly DashboardRow[];
  /** The vehicles before filtering: tells "no vehicles" from "none matches". */
  total: number;
  filter: RowFilter;
  loading: boolean;
  now: number;
  selectedId: string | null;
  onSelect: (vehicleId: string) => void;
  /** The Process Alerts list of one vehicle; absent when this user is not shown alarms. */
  alarmsHref?: (vehicleId: string) => string;
  /** Wall mode: larger type, no selection. */
  wall?: boolean;
}

/** The visual header's columns, each with the field of its cells (the CSS hides them by width). */
const COLUMNS = [
  ['Vehicle', 'name'],
  ['State', 'status'],
  ['Route', 'route'],
  ['Next stop', 'next-stop'],
  ['Arrives', 'eta'],
  ['Delay', 'delay'],
  ['Headway', 'headway'],
  ['Speed', 'speed'],
  ['Battery', 'battery'],
  ['Seen', 'age'],
] as const;

/** The customer's vehicles, one compact line each; a line opens the vehicle's detail. */
export function VehicleList({
  rows,
  total,
  filter,
  loading,
  now,
  selectedId,
  onSelect,
  alarmsHref,
  wall = false,
}: VehicleListProps) {
  if (loading) {
    return (
      <Stack gap={4} role="status" aria-label="Loading the vehicles">
        {[0, 1, 2, 3, 4].map((key) => (
          <Skeleton key={key} height={26} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (total === 0) {
    return (
      <EmptyState
        icon={<IconBusOff size={32} aria-hidden />}
        withIndicatorBackground
        data-testid="empty-state"
      >
        <EmptyState.Title order={3}>No vehicles</EmptyState.Title>
        <EmptyState.Description>
          Your customer has no vehicles in service yet. Vehicles appear here once they are added
          under Admin Screens › Vehicles.
        </EmptyState.Description>
      </EmptyState>
    );
  }
  const withAlarms = alarmsHref !== undefined && rows.some((row) => row.openAlarms !== null);
  return (
    <div className={classes.listFrame} data-wall={wall} data-alarms={withAlarms}>
      <div className={classes.listHeader} aria-hidden>
        <div className={classes.rowGrid}>
          {COLUMNS.map(([column, field]) => (
            <span key={column} data-field={field}>
              {column}
            </span>
          ))}
        </div>
        {withAlarms && <span className={classes.alarmHeader}>Alarms</span>}
      </div>
      {rows.length === 0 ? (
        <EmptyState
          icon={<IconFilterOff size={28} aria-hidden />}
          data-testid="filter-empty-state"
          py="md"
        >
          <EmptyState.Title order={3}>
            No vehicle is {FILTER_LABELS[filter].toLowerCase()}
          </EmptyState.Title>
          <EmptyState.Description>Choose “All” to see every vehicle.</EmptyState.Description>
        </EmptyState>
      ) : (
        <ul className={classes.vehicleList} aria-label="Vehicles">
          {rows.map((row) => (
            <VehicleRow
              key={row.vehicle.id}
              row={row}
              now={now}
              selected={row.vehicle.id === selectedId}
              onSelect={onSelect}
              alarmsHref={withAlarms ? (alarmsHref?.(row.vehicle.id) ?? null) : null}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
