import { Badge, Group, Text, Title } from '@mantine/core';
import type { PublicService } from '@shuttle-ops/domain';
import { occupancyText, updatedAgo, wheelchairText } from '../model/arrival-format.ts';
import { isStale, positionText } from '../../../lib/live/index.ts';
import type { LiveVehicle } from '../model/tracking-state.ts';
import classes from '../public-tracking.module.css';

export interface ShuttleListProps {
  vehicles: readonly LiveVehicle[];
  services: ReadonlyMap<string, PublicService>;
  now: number;
}

/** The shuttles in words: where they run, how full they are, and whether they still report. */
export function ShuttleList({ vehicles, services, now }: ShuttleListProps) {
  const running = [...services.values()];
  const shown = vehicles.filter(
    (v) => v.lat !== null || running.some((s) => s.Vehicle_ID === v.Vehicle_ID),
  );
  return (
    <section aria-labelledby="shuttles-title">
      <Title order={2} size="h3" id="shuttles-title" mb="xs">
        Shuttles
      </Title>
      {shown.length === 0 ? (
        <Text size="sm">No shuttle is out right now.</Text>
      ) : (
        <ul className={classes.list}>
          {shown.map((vehicle) => {
            const service = running.find((s) => s.Vehicle_ID === vehicle.Vehicle_ID);
            const stale = isStale(vehicle, now);
            const occupancy = occupancyText(
              service?.occupancy ?? vehicle.occupancy,
              service?.maxOccupancy ?? vehicle.maxOccupancy,
            );
            return (
              <li
                key={vehicle.Vehicle_ID}
                className={classes.item}
                data-testid="shuttle"
                data-vehicle-id={vehicle.Vehicle_ID}
                data-position={positionText(vehicle)}
                data-stale={stale}
              >
                <Group gap="xs" justify="space-between" wrap="nowrap">
                  <Text fw={600} component="h3" size="md">
                    {vehicle.name}
                  </Text>
                  {stale ? (
                    <Badge color="orange.9" variant="filled">
                      Not reporting
                    </Badge>
                  ) : (
                    <Badge color="teal.9" variant="filled">
                      Live
                    </Badge>
                  )}
                </Group>
                <Text size="sm">{service ? service.routeName : 'Not in service'}</Text>
                {occupancy !== null && <Text size="sm">{occupancy}</Text>}
                <Text size="sm">
                  {wheelchairText(service?.wheelchairSpace ?? vehicle.wheelchairSpace)}
                </Text>
                {stale && (
                  <Text size="sm" c="dimmed">
                    {vehicle.seenAt === null
                      ? 'No position received yet'
                      : `Last position ${updatedAgo(vehicle.seenAt, now).replace('Updated ', '')}`}
                  </Text>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
