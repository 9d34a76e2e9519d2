import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { ON_CREATE_ALERT } from '../../../lib/graphql/operations/on-create-alert.ts';
import { ON_CREATE_BUS_LOCATION } from '../../../lib/graphql/operations/on-create-bus-location.ts';
import { ON_VEHICLE_TELEMETRY_DATA } from '../../../lib/graphql/operations/on-vehicle-telemetry-data.ts';
import { useSubscription } from '../../../lib/realtime/use-subscription.ts';
import type { RealtimeError, SubscriptionState } from '../../../lib/realtime/realtime-types.ts';
import { useFleetVehicles } from '../api/get-fleet-vehicles.ts';
import { useVehicleStates } from '../api/get-vehicle-states.ts';
import { parseAlert, parseBusLocation, parseTelemetry } from '../api/live-subscriptions.ts';
import { sortedVehicles } from '../model/fleet-state.ts';
import type { FleetVehicle } from '../model/fleet-state.ts';
import { createFleetStore } from './fleet-store.ts';

export interface LiveFeed {
  state: SubscriptionState;
  error: RealtimeError | null;
}

export interface LiveFleet {
  vehicles: readonly FleetVehicle[];
  /** The first reads are under way. */
  loading: boolean;
  /** The vehicle registry could not be read. */
  error: Error | null;
  /** The live feed: failed if any of its subscriptions failed, pending until all run. */
  live: LiveFeed;
  retry: () => void;
}

function combined(feeds: readonly LiveFeed[]): LiveFeed {
  const failed = feeds.find((feed) => feed.state === 'failed');
  if (failed !== undefined) return failed;
  if (feeds.some((feed) => feed.state === 'pending')) return { state: 'pending', error: null };
  return { state: 'connected', error: null };
}

/**
 * The controller of the service dashboard: the latest state read over REST, then the live
 * subscriptions (telemetry, positions, alerts) folded into one fleet store.
 */
export function useLiveFleet(): LiveFleet {
  const [store] = useState(createFleetStore);
  useEffect(() => () => store.dispose(), [store]);
  const registry = useFleetVehicles();
  const states = useVehicleStates();

  useEffect(() => {
    if (registry.data === undefined) return;
    store.dispatch({
      type: 'snapshot',
      registry: registry.data,
      states: states.data ?? [],
      now: Date.now(),
    });
  }, [store, registry.data, states.data]);

  const telemetry = useSubscription(ON_VEHICLE_TELEMETRY_DATA, undefined, {
    parse: parseTelemetry,
    onData: (value) =>
      store.dispatch({ type: 'telemetry', telemetry: value, receivedAt: Date.now() }),
  });
  const locations = useSubscription(ON_CREATE_BUS_LOCATION, undefined, {
    parse: parseBusLocation,
    onData: (value) =>
      store.dispatch({ type: 'location', location: value, receivedAt: Date.now() }),
  });
  const alerts = useSubscription(ON_CREATE_ALERT, undefined, {
    parse: parseAlert,
    onData: (value) => store.dispatch({ type: 'alert', alert: value }),
  });

  const fleet = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const vehicles = useMemo(() => sortedVehicles(fleet), [fleet]);
  const { refetch: refetchRegistry } = registry;
  const { refetch: refetchStates } = states;

  return {
    vehicles,
    loading: registry.isPending,
    error: registry.error,
    live: combined([telemetry, locations, alerts]),
    retry: () => {
      void refetchRegistry();
      void refetchStates();
    },
  };
}
