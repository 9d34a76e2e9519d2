import { Text, Title } from '@mantine/core';
import type { FavouriteStops } from '../my-stop/use-favourite-stops.ts';
import type { RouteStopList } from '../model/route-order.ts';
import classes from '../public-tracking.module.css';
import { StopCard } from './stop-card.tsx';

export interface RouteStopListsProps {
  lists: readonly RouteStopList[];
  now: number;
  offline: boolean;
  favourites: FavouriteStops;
}

/** Every route with its stops in the order the shuttle calls at them: the map in words. */
export function RouteStopLists({ lists, now, offline, favourites }: RouteStopListsProps) {
  return (
    <section aria-labelledby="route-stops-title">
      <Title order={2} size="h3" id="route-stops-title" mb="xs">
        Stops by route
      </Title>
      {lists.length === 0 ? (
        <Text size="md">No route is running stops to show yet.</Text>
      ) : (
        lists.map((route) => (
          <section
            key={route.routeId}
            aria-labelledby={`route-${route.routeId}`}
            className={classes.route}
            data-testid="route-stops"
          >
            <Title order={3} size="h4" id={`route-${route.routeId}`} mb="xs">
              <span
                className={classes.routeSwatch}
                style={{ backgroundColor: route.colour ?? undefined }}
                aria-hidden
              />
              {route.routeName}
            </Title>
            <ol className={classes.list}>
              {route.stops.map((arrivals) => (
                <li key={arrivals.stop.BS_ID}>
                  <StopCard
                    arrivals={arrivals}
                    now={now}
                    offline={offline}
                    heading="h4"
                    favourite={favourites.isFavourite(arrivals.stop.BS_ID)}
                    onToggleFavourite={() => favourites.toggle(arrivals.stop.BS_ID)}
                  />
                </li>
              ))}
            </ol>
          </section>
        ))
      )}
    </section>
  );
}
