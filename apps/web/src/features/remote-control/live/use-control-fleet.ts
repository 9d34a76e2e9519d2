import type { VehicleLiveState } from '@shuttle-ops/domain';
import { useEffect, useMemo } from 'react';
import {
  useFeedStatus,
  useLiveFeed,
  useLiveVehicles,
  type LiveVehicle,
} from '../../../lib/live/index.ts';
import type { SubscriptionState } from '../../../lib/realtime/realtime-types.ts';

/** A REST state moved on to the live store's vehicle (fields, measures, clocks). */
export function controlStateOf(
  state: VehicleLiveState,
  live: LiveVehicle | undefined,
): VehicleLiveState {
  if (live === undefined || live.dtCanbus === null) return state;
  return {
    ...state,
    dt_canbus: live.dtCanbus,
    received_at: live.seenAt === null ? state.received_at : new Date(live.seenAt).toISOString(),
    lat: live.lat,
    lon: live.lon,
    heading: live.heading,
    speed: live.speed,
    battery: live.battery,
    passengers: live.passengers,
    doors: live.doors,
    modes: live.modes,
    latest_alert: live.latestAlert,
    measures: live.measures,
  };
}

/**
 * The live state of every vehicle the user may control: the vehicles of `GET vehicles/state`,
 * their states merged into the console's live store (lib/live), which its feed keeps current.
 */
export function useControlFleet(initial: readonly VehicleLiveState[] | undefined): {
  states: readonly VehicleLiveState[];
  feed: SubscriptionState;
} {
  const feed = useLiveFeed(undefined, initial !== undefined);
  useEffect(() => {
    if (initial === undefined) return;
    feed.store.states(initial, Date.now());
    feed.store.flush();
  }, [feed, initial]);
  const live = useLiveVehicles(feed);
  const status = useFeedStatus(feed);
  const states = useMemo(
    () => (initial ?? []).map((state) => controlStateOf(state, live.get(state.Vehicle_ID))),
    [initial, live],
  );
  return { states, feed: status.state };
}
