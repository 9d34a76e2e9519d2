import { useEffect, useMemo } from 'react';
import {
  useFeedStatus,
  useLiveFeed,
  useLiveVehicles,
  type FeedStatus,
} from '../../../lib/live/index.ts';
import { useFleetVehicles } from '../api/get-fleet-vehicles.ts';
import { useVehicleStates } from '../api/get-vehicle-states.ts';
import { fleetVehicles } from '../model/fleet-vehicle.ts';
import type { FleetVehicle } from '../model/fleet-vehicle.ts';

/** The live feed: failed if any of its subscriptions failed, pending until all run. */
export type LiveFeed = FeedStatus;

export interface LiveFleet {
  vehicles: readonly FleetVehicle[];
  /** The first reads are under way. */
  loading: boolean;
  /** The vehicle registry could not be read. */
  error: Error | null;
  live: LiveFeed;
  retry: () => void;
}

/**
 * The controller of the service dashboard: the registry and the latest states read over REST,
 * merged into the console's live store (lib/live) that its feed keeps current.
 */
export function useLiveFleet(): LiveFleet {
  const feed = useLiveFeed();
  const registry = useFleetVehicles();
  const states = useVehicleStates();

  useEffect(() => {
    if (states.data === undefined) return;
    feed.store.states(states.data, Date.now());
    // A read is one answer: shown with the registry at once, not at the next publication.
    feed.store.flush();
  }, [feed, states.data]);

  const live = useLiveVehicles(feed);
  const status = useFeedStatus(feed);
  const vehicles = useMemo(() => fleetVehicles(registry.data ?? [], live), [registry.data, live]);
  const { refetch: refetchRegistry } = registry;
  const { refetch: refetchStates } = states;

  return {
    vehicles,
    loading: registry.isPending,
    error: registry.error,
    live: status,
    retry: () => {
      void refetchRegistry();
      void refetchStates();
    },
  };
}
