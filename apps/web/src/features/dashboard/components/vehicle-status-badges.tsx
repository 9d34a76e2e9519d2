import { Badge, Group } from '@mantine/core';
import type { FleetVehicle } from '../model/fleet-vehicle.ts';
import { STATUS_LOOK, vehicleStatus } from '../model/vehicle-status.ts';
import { isStale } from '../../../lib/live/index.ts';

/** The state of a vehicle in words and colour, and "Stale" when its data is old. */
export function VehicleStatusBadges({ vehicle, now }: { vehicle: FleetVehicle; now: number }) {
  const look = STATUS_LOOK[vehicleStatus(vehicle)];
  const stale = vehicle.seenAt !== null && isStale(vehicle, now);
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color={look.color} variant="filled" data-testid="vehicle-status">
        {look.label}
      </Badge>
      {stale && (
        <Badge color="#343a40" variant="filled" data-testid="vehicle-stale">
          Stale
        </Badge>
      )}
    </Group>
  );
}
