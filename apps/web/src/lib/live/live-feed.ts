import { publicBusLocation } from '@shuttle-ops/domain';
import { z } from 'zod';
import { ON_CREATE_ALERT } from '../graphql/operations/on-create-alert.ts';
import { ON_VEHICLE_TELEMETRY_DATA } from '../graphql/operations/on-vehicle-telemetry-data.ts';
import { PUBLIC_BUS_LOCATION } from '../graphql/operations/public-bus-location.ts';
import type { RealtimeClient } from '../realtime/realtime-client.ts';
import type {
  GraphqlRequest,
  RealtimeError,
  SubscriptionState,
} from '../realtime/realtime-types.ts';
import { createLiveStore, type LiveStore } from './live-store.ts';
import { parseTelemetry } from './live-wire.ts';
import type { OnVehicleTelemetryDataSubscription } from '../graphql/generated/graphql.ts';

/**
 * Where a screen's live vehicles come from: the console's feed (the signed-in user's customer:
 * telemetry and alerts), or the public feed of a customer's positions (x-api-key only).
 */
export type LiveSource = { kind: 'console' } | { kind: 'public'; customer: string | null };

/** The feed's subscriptions together: failed if one failed, pending until all run. */
export interface FeedStatus {
  state: SubscriptionState;
  error: RealtimeError | null;
}

export interface LiveFeed {
  store: LiveStore;
  status: () => FeedStatus;
  onStatus: (listener: () => void) => () => void;
  /** Holds the feed's subscriptions open until the returned function is called. */
  retain: () => () => void;
}

/** What the dashboard reads of an alert message (spec §3 Alert, `onCreateAlert`). */
const liveAlert = z.object({
  id: z.string(),
  level: z.string(),
  message: z.string(),
  time: z.iso.datetime({ offset: true }),
  Source_ID: z.string(),
  event_name: z.string(),
  alerts: z.array(z.object({ code: z.string() })),
});

interface Feed {
  request: GraphqlRequest;
  /** Merges one event's data into the store; data of another shape is dropped. */
  merge: (data: unknown, store: LiveStore, now: number) => void;
}

const mergeTelemetry: Feed['merge'] = (data, store, now) => {
  if (typeof data !== 'object' || data === null) return;
  // The document's result type: what the server was asked for (parseTelemetry checks it).
  const telemetry = parseTelemetry(data as OnVehicleTelemetryDataSubscription);
  if (telemetry !== null) store.telemetry(telemetry, now);
};

const mergeAlert: Feed['merge'] = (data, store) => {
  const parsed = liveAlert.safeParse((data as { onCreateAlert?: unknown } | null)?.onCreateAlert);
  if (!parsed.success) return;
  const alert = parsed.data;
  store.alert(alert.Source_ID, {
    id: alert.id,
    level: alert.level,
    event_name: alert.event_name,
    message: alert.message,
    time: alert.time,
    codes: alert.alerts.map((item) => item.code),
  });
};

const mergePosition: Feed['merge'] = (data, store, now) => {
  const parsed = publicBusLocation.safeParse(
    (data as { onCreateBusLocation?: unknown } | null)?.onCreateBusLocation,
  );
  if (parsed.success) store.position(parsed.data.cav_id, parsed.data, now);
};

/**
 * The subscriptions of a source. The console's feed takes each snapshot once, from
 * `onVehicleTelemetryData`: its `onCreateBusLocation` is the same snapshot's position again.
 */
function feedsOf(source: LiveSource): Feed[] {
  if (source.kind === 'public') {
    return [
      {
        request: {
          query: PUBLIC_BUS_LOCATION.toString(),
          ...(source.customer === null ? {} : { variables: { customer: source.customer } }),
        },
        merge: mergePosition,
      },
    ];
  }
  return [
    { request: { query: ON_VEHICLE_TELEMETRY_DATA.toString() }, merge: mergeTelemetry },
    { request: { query: ON_CREATE_ALERT.toString() }, merge: mergeAlert },
  ];
}

function combined(states: readonly FeedStatus[]): FeedStatus {
  const failed = states.find((status) => status.state === 'failed');
  if (failed !== undefined) return failed;
  if (states.some((status) => status.state === 'pending')) return PENDING;
  return CONNECTED;
}
const PENDING: FeedStatus = { state: 'pending', error: null };
const CONNECTED: FeedStatus = { state: 'connected', error: null };

/**
 * The subscription manager of one source on one socket: the first screen that retains the feed
 * starts its subscriptions, the last one to let go ends them; every event goes into the one
 * store, whatever the number of screens that show it. The store outlives the subscriptions.
 */
export function createLiveFeed(
  client: RealtimeClient,
  source: LiveSource,
  store: LiveStore = createLiveStore(),
  clock: () => number = Date.now,
): LiveFeed {
  const feeds = feedsOf(source);
  const listeners = new Set<() => void>();
  let states: FeedStatus[] = feeds.map(() => PENDING);
  let status: FeedStatus = PENDING;
  let holders = 0;
  let stops: (() => void)[] = [];

  const setState = (index: number, next: FeedStatus): void => {
    states = states.map((previous, i) => (i === index ? next : previous));
    const after = combined(states);
    if (after.state === status.state && after.error === status.error) return;
    status = after;
    for (const listener of listeners) listener();
  };

  const start = (): void => {
    stops = feeds.map((feed, index) =>
      client.subscribe(feed.request, {
        next: (data) => feed.merge(data, store, clock()),
        state: (state, error) => setState(index, { state, error }),
      }),
    );
  };

  return {
    store,
    status: () => status,
    onStatus(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    retain() {
      holders += 1;
      if (holders === 1) start();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holders -= 1;
        if (holders > 0) return;
        for (const stop of stops) stop();
        stops = [];
        states = feeds.map(() => PENDING);
        status = PENDING;
        for (const listener of listeners) listener();
      };
    },
  };
}

const keyOf = (source: LiveSource): string =>
  source.kind === 'console' ? 'console' : `public:${source.customer ?? ''}`;

// One feed per source and socket, hence one store per source for every screen of the tab.
const byClient = new WeakMap<RealtimeClient, Map<string, LiveFeed>>();

/** The tab's feed of a source on this realtime client (created on first use). */
export function liveFeedFor(client: RealtimeClient, source: LiveSource): LiveFeed {
  let feeds = byClient.get(client);
  if (feeds === undefined) {
    feeds = new Map();
    byClient.set(client, feeds);
  }
  const key = keyOf(source);
  let feed = feeds.get(key);
  if (feed === undefined) {
    feed = createLiveFeed(client, source);
    feeds.set(key, feed);
  }
  return feed;
}
