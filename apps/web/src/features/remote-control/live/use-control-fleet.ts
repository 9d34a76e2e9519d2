import {
  applySnapshot,
  storedSnapshotOf,
  type VehicleLiveState,
  type VehicleTelemetry,
} from '@shuttle-ops/domain';
import { useCallback, useMemo, useState } from 'react';
import { ON_VEHICLE_TELEMETRY_DATA } from '../../../lib/graphql/operations/on-vehicle-telemetry-data.ts';
import { useSubscription } from '../../../lib/realtime/use-subscription.ts';
import type { SubscriptionState } from '../../../lib/realtime/realtime-types.ts';
import { parseControlTelemetry } from '../api/live-control.ts';

type Latest = ReadonlyMap<string, VehicleTelemetry>;

/** Keeps each vehicle's newest snapshot (by `dt_canbus`); an older redelivery changes nothing. */
export function withSnapshot(latest: Latest, snapshot: VehicleTelemetry): Latest {
  const previous = latest.get(snapshot.vehicle_id);
  if (previous !== undefined && Date.parse(previous.dt_canbus) > Date.parse(snapshot.dt_canbus)) {
    return latest;
  }
  return new Map(latest).set(snapshot.vehicle_id, snapshot);
}

/**
 * The live state of every vehicle the user may control: the REST states they started from, each
 * moved on by the vehicle's newest snapshot of `onVehicleTelemetryData` (all vehicles).
 */
export function useControlFleet(initial: readonly VehicleLiveState[] | undefined): {
  states: readonly VehicleLiveState[];
  feed: SubscriptionState;
} {
  const [latest, setLatest] = useState<Latest>(() => new Map());
  const onData = useCallback(
    (snapshot: VehicleTelemetry) => setLatest((current) => withSnapshot(current, snapshot)),
    [],
  );
  const feed = useSubscription(ON_VEHICLE_TELEMETRY_DATA, undefined, {
    enabled: initial !== undefined,
    parse: parseControlTelemetry,
    onData,
  });
  const states = useMemo(
    () =>
      (initial ?? []).map((state) => {
        const snapshot = latest.get(state.Vehicle_ID);
        return snapshot === undefined ? state : applySnapshot(state, storedSnapshotOf(snapshot));
      }),
    [initial, latest],
  );
  return { states, feed: feed.state };
}
