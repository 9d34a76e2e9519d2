import { Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { lazy, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { APP_TITLE } from '../../config/env.ts';
import { RealtimeContext } from '../../lib/realtime/realtime-context.ts';
import { useNow } from '../../lib/time/use-now.ts';
import { MapBoundary } from '../../map/index.ts';
import {
  usePublicAnnouncements,
  usePublicBusStops,
  usePublicRoutes,
  usePublicSite,
} from './api/public-queries.ts';
import { readFirstScreenData } from './api/first-screen.ts';
import { ArrivalsAnnouncer } from './components/arrivals-announcer.tsx';
import { ConnectionBanner } from './components/connection-banner.tsx';
import { PublicAnnouncements } from './components/public-announcements.tsx';
import { RouteStopLists } from './components/route-stop-lists.tsx';
import { ShuttleList } from './components/shuttle-list.tsx';
import { publicRealtimeClient } from './live/public-realtime-client.ts';
import { useLiveTracking } from './live/use-live-tracking.ts';
import { updatedAgo } from './model/arrival-format.ts';
import { routeStopLists, stopsInRouteOrder } from './model/route-order.ts';
import { stopArrivals } from './model/stop-arrivals.ts';
import { MyStopPanel } from './my-stop/my-stop-panel.tsx';
import { useChosenStop } from './my-stop/use-chosen-stop.ts';
import { useFavouriteStops } from './my-stop/use-favourite-stops.ts';
import { loadLastKnown, trackingFrom } from './offline/last-known.ts';
import { useInstallableApp } from './offline/use-installable-app.ts';
import { useSaveLastKnown } from './offline/use-save-last-known.ts';
import classes from './public-tracking.module.css';

// MapLibre (about 300 kB gzip) loads with the map, not with the page's text.
const TrackingMap = lazy(async () => ({
  default: (await import('./components/tracking-map.tsx')).TrackingMap,
}));

const TITLE = 'Track the shuttle';
const NO_STOPS: never[] = [];

/**
 * Spec §2 /shuttle, for passengers and without sign-in: the next arrivals at the passenger's own
 * stop first, then the live shuttles on a map and every route's stops in order, with the current
 * announcements, through /public/v1 and the public subscriptions. Installable, and it opens
 * offline with the last known information. `?customer=<Customer_ID>` shows another customer.
 */
export function PublicTrackingPage() {
  return (
    <RealtimeContext.Provider value={publicRealtimeClient()}>
      <PublicTracking />
    </RealtimeContext.Provider>
  );
}

function PublicTracking() {
  useDocumentTitle(`${TITLE} · ${APP_TITLE}`);
  useInstallableApp();
  const [params] = useSearchParams();
  const customer = params.get('customer') || null;
  // Read once: the page starts from what the device saved last, then the server takes over.
  const [{ lastKnown, initial }] = useState(() => {
    const saved = loadLastKnown(customer);
    return { lastKnown: saved, initial: trackingFrom(saved) };
  });
  const site = usePublicSite(customer);
  const routes = usePublicRoutes(customer);
  const stops = usePublicBusStops(customer);
  // The announcements the server put into the HTML: the page's first render shows them too.
  const [firstData] = useState(() => readFirstScreenData(customer));
  const announcements = usePublicAnnouncements(customer, firstData?.announcements);
  const tracking = useLiveTracking(customer, initial);
  const now = useNow(1_000);
  const wide = useMediaQuery('(min-width: 64em)', false, { getInitialValueInEffect: false });
  const favourites = useFavouriteStops();

  const offline = tracking.connection === 'offline';
  // Offline, what the device saved last stands in for the server's answers.
  const routeItems = routes.data?.Items ?? (offline ? lastKnown?.routes : undefined) ?? NO_STOPS;
  const stopItems = stops.data?.Items ?? (offline ? lastKnown?.stops : undefined) ?? NO_STOPS;
  const waiting = !offline && (tracking.loading || stops.isPending || routes.isPending);
  useSaveLastKnown(
    customer,
    !offline && !waiting,
    routes.data?.Items,
    stops.data?.Items,
    tracking.state,
  );

  const vehicles = useMemo(() => [...tracking.state.vehicles.values()], [tracking.state.vehicles]);
  const arrivals = useMemo(
    () => stopArrivals(stopItems, tracking.state, now),
    [stopItems, tracking.state, now],
  );
  const ordered = useMemo(() => stopsInRouteOrder(routeItems), [routeItems]);
  const byRoute = useMemo(() => routeStopLists(routeItems, arrivals), [routeItems, arrivals]);
  const chosen = useChosenStop(ordered, favourites.ids);
  const announced =
    chosen.stop === null ? arrivals : arrivals.filter((a) => a.stop.BS_ID === chosen.stop?.BS_ID);
  const mapHeight = wide ? 'min(37.5rem, 70vh)' : '40vh';

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
        <div>
          <Title order={1}>{TITLE}</Title>
          <Text size="sm" c="dimmed">
            {site.data ? `${site.data.siteName} shuttles, live` : 'The shuttles, live'}
          </Text>
        </div>
        <Text size="sm" data-testid="updated-ago" aria-live="off">
          {updatedAgo(tracking.state.updatedAt, now)}
        </Text>
      </Group>
      <ConnectionBanner
        connection={tracking.connection}
        online={tracking.online}
        updatedAt={tracking.state.updatedAt}
      />
      <PublicAnnouncements items={announcements.data?.Items ?? []} />
      <ArrivalsAnnouncer arrivals={announced} now={now} ready={!waiting} />
      <div className={classes.layout}>
        <div className={classes.mine}>
          {/* At once, with the page's HTML: how to choose a stop, while the stops load. */}
          <MyStopPanel
            stops={ordered}
            arrivals={arrivals}
            chosen={chosen}
            favourites={favourites}
            now={now}
            offline={offline}
            loading={waiting}
          />
        </div>
        <div className={classes.mapColumn}>
          <MapBoundary
            height={mapHeight}
            fallbackHint="The lists of stops and shuttles tell the same."
          >
            <TrackingMap
              routes={routeItems}
              stops={stopItems}
              vehicles={vehicles}
              now={now}
              height={mapHeight}
            />
          </MapBoundary>
        </div>
        {!waiting && (
          <Stack gap="lg" className={classes.lists}>
            <RouteStopLists lists={byRoute} now={now} offline={offline} favourites={favourites} />
            <ShuttleList vehicles={vehicles} services={tracking.state.services} now={now} />
          </Stack>
        )}
      </div>
    </Stack>
  );
}
