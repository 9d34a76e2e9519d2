import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { lazy, useMemo } from 'react';
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
import { ArrivalsAnnouncer } from './components/arrivals-announcer.tsx';
import { ArrivalsList } from './components/arrivals-list.tsx';
import { ConnectionBanner } from './components/connection-banner.tsx';
import { PublicAnnouncements } from './components/public-announcements.tsx';
import { ShuttleList } from './components/shuttle-list.tsx';
import { publicRealtimeClient } from './live/public-realtime-client.ts';
import { useLiveTracking } from './live/use-live-tracking.ts';
import { updatedAgo } from './model/arrival-format.ts';
import { stopArrivals } from './model/stop-arrivals.ts';
import classes from './public-tracking.module.css';

// MapLibre (about 300 kB gzip) loads with the map, not with the page's text.
const TrackingMap = lazy(async () => ({
  default: (await import('./components/tracking-map.tsx')).TrackingMap,
}));

const TITLE = 'Track the shuttle';

/**
 * Spec §2 /shuttle, for passengers and without sign-in: the live shuttles on a map, every stop
 * with its next arrivals, and the current announcements, through /public/v1 and the public
 * subscriptions. `?customer=<Customer_ID>` shows another customer than the platform owner.
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
  const [params] = useSearchParams();
  const customer = params.get('customer') || null;
  const site = usePublicSite(customer);
  const routes = usePublicRoutes(customer);
  const stops = usePublicBusStops(customer);
  const announcements = usePublicAnnouncements(customer);
  const tracking = useLiveTracking(customer);
  const now = useNow(1_000);
  const wide = useMediaQuery('(min-width: 64em)', false, { getInitialValueInEffect: false });

  const vehicles = useMemo(() => [...tracking.state.vehicles.values()], [tracking.state.vehicles]);
  const arrivals = useMemo(
    () => stopArrivals(stops.data?.Items ?? [], tracking.state, now),
    [stops.data, tracking.state, now],
  );

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
      <ConnectionBanner connection={tracking.connection} updatedAt={tracking.state.updatedAt} />
      <PublicAnnouncements items={announcements.data?.Items ?? []} />
      <ArrivalsAnnouncer
        arrivals={arrivals}
        now={now}
        ready={!tracking.loading && stops.isSuccess}
      />
      <div className={classes.layout}>
        <div className={classes.mapColumn}>
          <MapBoundary
            height={wide ? 'min(37.5rem, 70vh)' : '45vh'}
            fallbackHint="The list of arrivals and shuttles below tells the same."
          >
            <TrackingMap
              routes={routes.data?.Items ?? []}
              stops={stops.data?.Items ?? []}
              vehicles={vehicles}
              now={now}
              height={wide ? 'min(37.5rem, 70vh)' : '45vh'}
            />
          </MapBoundary>
        </div>
        <Stack gap="lg">
          {tracking.loading || stops.isPending ? (
            <Group gap="xs" role="status">
              <Loader size="sm" aria-hidden />
              <Text size="sm">Loading the shuttles…</Text>
            </Group>
          ) : (
            <>
              <ArrivalsList arrivals={arrivals} now={now} />
              <ShuttleList vehicles={vehicles} services={tracking.state.services} now={now} />
            </>
          )}
        </Stack>
      </div>
    </Stack>
  );
}
