import { useNetwork } from '@mantine/hooks';
import type { PublicService } from '@shuttle-ops/domain';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { PUBLIC_ETA_UPDATE } from '../../../lib/graphql/operations/public-eta-update.ts';
import { PUBLIC_SERVICE_CREATE } from '../../../lib/graphql/operations/public-service-create.ts';
import { PUBLIC_SERVICE_UPDATE } from '../../../lib/graphql/operations/public-service-update.ts';
import { useFeedStatus, useLiveFeed, useLiveVehicles } from '../../../lib/live/index.ts';
import { useSocketState } from '../../../lib/realtime/use-socket-state.ts';
import { useSubscription } from '../../../lib/realtime/use-subscription.ts';
import { usePublicServices, usePublicVehicles } from '../api/public-queries.ts';
import {
  parsePublicCreate,
  parsePublicEta,
  parsePublicUpdate,
} from '../api/public-subscriptions.ts';
import { EMPTY_TRACKING, withLive, type TrackingState } from '../model/tracking-state.ts';
import { createTrackingStore } from './tracking-store.ts';

/** How the page gets its news: the socket, polling the API instead, or nothing at all. */
export type Connection = 'connecting' | 'live' | 'polling' | 'offline';

export interface LiveTracking {
  state: TrackingState;
  connection: Connection;
  /** The browser says it has a network (false: the device is offline). */
  online: boolean;
  /** The first reads are under way. */
  loading: boolean;
}

/**
 * The controller of the public page: vehicles and services read from /public/v1, then kept up
 * to date by the public subscriptions (positions through the live store, lib/live); while the socket is down the API is polled every 3 s.
 * Must run under a RealtimeContext with the public client.
 */
export function useLiveTracking(
  customer: string | null,
  initial: TrackingState = EMPTY_TRACKING,
): LiveTracking {
  const [store] = useState(() => createTrackingStore(initial));
  // Offline, queries pause instead of failing: the browser's word is what tells.
  const { online } = useNetwork();
  useEffect(() => () => store.dispose(), [store]);
  const socket = useSocketState();
  const variables = customer === null ? undefined : { customer };

  // Positions: the public feed of the live store (lib/live), on this page's socket.
  const feed = useLiveFeed({ kind: 'public', customer });
  const locations = useFeedStatus(feed);
  useEffect(() => {
    // The last known positions saved on the device, at the time they were heard.
    for (const vehicle of initial.vehicles.values()) {
      if (vehicle.seenAt !== null) {
        feed.store.publicVehicles([{ ...vehicle, data_age_s: 0 }], vehicle.seenAt);
      }
    }
    feed.store.flush();
  }, [feed, initial]);
  const onService = (service: PublicService) =>
    store.dispatch({ type: 'service', service, at: Date.now() });
  const etas = useSubscription(PUBLIC_ETA_UPDATE, variables, {
    parse: parsePublicEta,
    onData: onService,
  });
  const updates = useSubscription(PUBLIC_SERVICE_UPDATE, variables, {
    parse: parsePublicUpdate,
    onData: onService,
  });
  const creates = useSubscription(PUBLIC_SERVICE_CREATE, variables, {
    parse: parsePublicCreate,
    onData: onService,
  });
  const live =
    socket === 'ready' &&
    [locations, etas, updates, creates].every((feed) => feed.state === 'connected');

  const vehicles = usePublicVehicles(customer, live);
  const services = usePublicServices(customer, live);
  useEffect(() => {
    if (vehicles.data === undefined) return;
    store.dispatch({ type: 'vehicles', items: vehicles.data.Items, at: vehicles.dataUpdatedAt });
    feed.store.publicVehicles(vehicles.data.Items, vehicles.dataUpdatedAt);
    feed.store.flush();
  }, [store, feed, vehicles.data, vehicles.dataUpdatedAt]);
  useEffect(() => {
    if (services.data === undefined) return;
    store.dispatch({ type: 'services', items: services.data.Items, at: services.dataUpdatedAt });
  }, [store, services.data, services.dataUpdatedAt]);

  const known = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const liveVehicles = useLiveVehicles(feed);
  const state = useMemo(() => withLive(known, liveVehicles), [known, liveVehicles]);
  const apiFailing = vehicles.isError || services.isError;
  const connection: Connection = live
    ? 'live'
    : apiFailing || !online
      ? 'offline'
      : // Starting: the first read is under way and the socket not open yet (at the first render
        // it has not even been tried), so there is nothing to warn about.
        socket !== 'ready' && vehicles.isPending
        ? 'connecting'
        : 'polling';
  return { state, connection, online, loading: vehicles.isPending || services.isPending };
}
