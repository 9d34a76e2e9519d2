import { EmptyState, Skeleton, Stack } from '@mantine/core';
import { IconBusOff } from '@tabler/icons-react';
import classes from '../dashboard.module.css';
import type { FleetVehicle } from '../model/fleet-state.ts';
import { VehicleListItem } from './vehicle-list-item.tsx';

export interface VehicleListProps {
  vehicles: readonly FleetVehicle[];
  loading: boolean;
  now: number;
  selectedId: string | null;
  onSelect: (vehicleId: string) => void;
  /** Open alarms per vehicle id; null when the user may not process alerts (or not read yet). */
  openAlarms?: Readonly<Record<string, number>> | null;
  /** The Process Alerts list of one vehicle. */
  alarmsHref?: (vehicleId: string) => string;
}

/** The customer's vehicles with their latest state; each opens its detail. */
export function VehicleList({
  vehicles,
  loading,
  now,
  selectedId,
  onSelect,
  openAlarms = null,
  alarmsHref,
}: VehicleListProps) {
  if (loading) {
    return (
      <Stack gap="xs" role="status" aria-label="Loading the vehicles">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={120} radius="md" />
        ))}
      </Stack>
    );
  }
  if (vehicles.length === 0) {
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
  return (
    <ul className={classes.vehicleList} aria-label="Vehicles">
      {vehicles.map((vehicle) => (
        <VehicleListItem
          key={vehicle.id}
          vehicle={vehicle}
          now={now}
          selected={vehicle.id === selectedId}
          onSelect={onSelect}
          openAlarms={openAlarms === null ? null : (openAlarms[vehicle.id] ?? 0)}
          alarmsHref={alarmsHref?.(vehicle.id) ?? null}
        />
      ))}
    </ul>
  );
}
