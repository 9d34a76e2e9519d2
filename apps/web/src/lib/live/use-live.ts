import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useRealtimeClient } from '../realtime/realtime-context.ts';
import { liveFeedFor, type FeedStatus, type LiveFeed, type LiveSource } from './live-feed.ts';
import type { LiveVehicles } from './live-store.ts';
import type { LiveVehicle } from './live-vehicle.ts';

const CONSOLE: LiveSource = { kind: 'console' };

/**
 * The tab's live feed of `source` (the console's by default) on the realtime client of the
 * context, its subscriptions held open while the component is mounted and `enabled`.
 */
export function useLiveFeed(source: LiveSource = CONSOLE, enabled = true): LiveFeed {
  const client = useRealtimeClient();
  const customer = source.kind === 'public' ? source.customer : undefined;
  const feed = useMemo(
    () => liveFeedFor(client, customer === undefined ? CONSOLE : { kind: 'public', customer }),
    [client, customer],
  );
  useEffect(() => (enabled ? feed.retain() : undefined), [feed, enabled]);
  return feed;
}

/** Every vehicle of the feed, redrawn at most once per publication of the store. */
export function useLiveVehicles(feed: LiveFeed): LiveVehicles {
  const { store } = feed;
  return useSyncExternalStore(store.subscribe, store.vehicles, store.vehicles);
}

/** One vehicle of the feed: the component redraws only when this vehicle changed. */
export function useLiveVehicle(feed: LiveFeed, id: string | null): LiveVehicle | undefined {
  const { store } = feed;
  const select = useCallback(() => (id === null ? undefined : store.vehicle(id)), [store, id]);
  return useSyncExternalStore(store.subscribe, select, select);
}

/** The feed's subscriptions together (pending, connected or failed). */
export function useFeedStatus(feed: LiveFeed): FeedStatus {
  return useSyncExternalStore(feed.onStatus, feed.status, feed.status);
}
