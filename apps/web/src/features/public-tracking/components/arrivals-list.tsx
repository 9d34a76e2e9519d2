import { Badge, Group, Text, Title } from '@mantine/core';
import type { StopArrivals } from '../model/stop-arrivals.ts';
import { inMinutes, siteClock } from '../model/arrival-format.ts';
import classes from '../public-tracking.module.css';

export interface ArrivalsListProps {
  arrivals: readonly StopArrivals[];
  now: number;
}

/** Every stop with its next arrivals, in words: the text alternative of the map. */
export function ArrivalsList({ arrivals, now }: ArrivalsListProps) {
  return (
    <section aria-labelledby="arrivals-title">
      <Title order={2} size="h3" id="arrivals-title" mb="xs">
        Next arrivals
      </Title>
      {arrivals.length === 0 ? (
        <Text size="sm">No stops to show.</Text>
      ) : (
        <ul className={classes.list}>
          {arrivals.map(({ stop, next, unsure }) => (
            <li
              key={stop.BS_ID}
              className={classes.item}
              data-testid="stop-arrivals"
              data-stop-name={stop.name}
            >
              <Group gap="xs" justify="space-between" wrap="nowrap">
                <Text fw={600} component="h3" size="md">
                  {stop.name}
                </Text>
                {stop.label !== null && (
                  <Badge variant="outline" color="gray" aria-label={`Stop ${stop.label}`}>
                    {stop.label}
                  </Badge>
                )}
              </Group>
              {next.length === 0 && unsure.length === 0 && (
                <Text size="sm" c="dimmed">
                  No shuttle due
                </Text>
              )}
              {next.map((arrival) => (
                <Text
                  key={`${arrival.serviceId}-${arrival.stopNo}`}
                  size="sm"
                  className={classes.times}
                  data-testid="arrival"
                >
                  {arrival.vehicleName} ({arrival.routeName}):{' '}
                  <Text span fw={700}>
                    {inMinutes(arrival.at, now)}
                  </Text>{' '}
                  <Text span c="dimmed">
                    at {siteClock(arrival.at)}
                  </Text>
                </Text>
              ))}
              {unsure.map((shuttle) => (
                <Text key={shuttle.vehicleName} size="sm" fw={600} data-testid="no-live-estimate">
                  {shuttle.vehicleName} ({shuttle.routeName}): no live estimate, the shuttle has
                  stopped reporting
                </Text>
              ))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
