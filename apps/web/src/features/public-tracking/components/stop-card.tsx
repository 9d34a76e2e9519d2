import { Badge, Group, Text } from '@mantine/core';
import type { ElementType } from 'react';
import { freeSeatsText, inMinutes, siteClock } from '../model/arrival-format.ts';
import type { Arrival, StopArrivals, UnsureArrival } from '../model/stop-arrivals.ts';
import classes from '../public-tracking.module.css';
import { FavouriteToggle } from './favourite-toggle.tsx';

export interface StopCardProps {
  arrivals: StopArrivals;
  now: number;
  /** The page has no connection: times are the last known, not live. */
  offline: boolean;
  favourite: boolean;
  onToggleFavourite: () => void;
  /** The heading level the stop's name takes in the page's outline. */
  heading: 'h3' | 'h4';
  /** The passenger's own stop: larger, first on the page. */
  prominent?: boolean;
}

/**
 * "in 3 min"; when unsure "in about 3 min", its "in about" on a small line of its own so the
 * minutes keep the column's width; "Delayed" while the shuttle is held.
 */
function When({ arrival, now }: { arrival: Arrival; now: number }) {
  if (arrival.status === 'delayed') return 'Delayed';
  const when = inMinutes(arrival.at, now);
  if (arrival.status !== 'approximate' || !when.startsWith('in ')) return when;
  return (
    <>
      <span className={classes.etaQualifier}>in about </span>
      {when.slice('in '.length)}
    </>
  );
}

function ArrivalRow({ arrival, now }: { arrival: Arrival; now: number }) {
  const held = arrival.status === 'delayed';
  const details = [
    held
      ? `the shuttle is held, not before ${siteClock(arrival.at)}`
      : `at ${arrival.status === 'approximate' ? 'about ' : ''}${siteClock(arrival.at)}`,
    freeSeatsText(arrival.freeSeats),
    arrival.wheelchairSpace ? 'wheelchair space free' : 'no wheelchair space',
  ];
  return (
    <li className={classes.arrivalRow} data-testid="arrival" data-eta-status={arrival.status}>
      <span className={classes.eta}>
        <When arrival={arrival} now={now} />
      </span>
      <div>
        <Text fw={600} size="md">
          {arrival.vehicleName}
        </Text>
        <Text size="sm" className={classes.times}>
          {details.join(' · ')}
        </Text>
        <Text size="sm" c="dimmed">
          {arrival.routeName}
        </Text>
      </div>
    </li>
  );
}

function UnsureRow({ shuttle, offline }: { shuttle: UnsureArrival; offline: boolean }) {
  return (
    <Text size="sm" fw={600} data-testid="no-live-estimate">
      {shuttle.vehicleName} ({shuttle.routeName}):{' '}
      {offline
        ? `last known estimate ${siteClock(shuttle.lastKnownAt)}, not live`
        : 'no live estimate, the shuttle has stopped reporting'}
    </Text>
  );
}

/** One stop with its next arrivals in large type: "in 3 min", the shuttle, its free seats. */
export function StopCard({
  arrivals: { stop, next, unsure },
  now,
  offline,
  favourite,
  onToggleFavourite,
  heading,
  prominent = false,
}: StopCardProps) {
  const Heading: ElementType = heading;
  return (
    <article
      className={classes.card}
      data-prominent={prominent || undefined}
      data-testid="stop-arrivals"
      data-stop-name={stop.name}
      aria-label={stop.name}
    >
      <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Heading className={classes.stopName}>{stop.name}</Heading>
          <Group gap={6}>
            {stop.label !== null && (
              <Badge variant="outline" color="gray.8" aria-label={`Stop code ${stop.label}`}>
                {stop.label}
              </Badge>
            )}
            {stop.direction !== null && (
              <Text size="sm" c="dimmed">
                {stop.direction}
              </Text>
            )}
          </Group>
        </div>
        <FavouriteToggle stopName={stop.name} favourite={favourite} onToggle={onToggleFavourite} />
      </Group>
      {next.length === 0 && unsure.length === 0 && (
        <Text size="md" mt="xs">
          No shuttle due
        </Text>
      )}
      {next.length > 0 && (
        <ul className={classes.arrivalRows}>
          {next.map((arrival) => (
            <ArrivalRow
              key={`${arrival.serviceId}-${arrival.stopNo}`}
              arrival={arrival}
              now={now}
            />
          ))}
        </ul>
      )}
      {unsure.map((shuttle) => (
        <UnsureRow key={shuttle.vehicleName} shuttle={shuttle} offline={offline} />
      ))}
    </article>
  );
}
