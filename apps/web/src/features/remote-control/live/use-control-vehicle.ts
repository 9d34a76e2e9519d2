import {
  applySnapshot,
  storedSnapshotOf,
  type VehicleLiveState,
  type VehicleTelemetry,
} from '@shuttle-ops/domain';
import { useCallback, useMemo, useState } from 'react';
import { ON_VEHICLE_TELEMETRY_DATA } from '../../../lib/graphql/operations/on-vehicle-telemetry-data.ts';
import { useSubscription } from '../../../lib/realtime/use-subscription.ts';
import { parseControlTelemetry } from '../api/live-control.ts';

/**
 * The chosen vehicle's live state: the REST state it started from, moved on by every
 * snapshot of `onVehicleTelemetryData` for that vehicle.
 */
export function useControlVehicle(initial: VehicleLiveState | null) {
  const vehicleId = initial?.Vehicle_ID ?? null;
  const [latest, setLatest] = useState<{ id: string; snapshot: VehicleTelemetry } | null>(null);
  const variables = useMemo(() => ({ vehicle_id: vehicleId }), [vehicleId]);
  const onData = useCallback(
    (snapshot: VehicleTelemetry) => setLatest({ id: snapshot.vehicle_id, snapshot }),
    [],
  );
  const feed = useSubscription(ON_VEHICLE_TELEMETRY_DATA, variables, {
    enabled: vehicleId !== null,
    parse: parseControlTelemetry,
    onData,
  });
  const state = useMemo(() => {
    if (initial === null) return null;
    return latest !== null && latest.id === initial.Vehicle_ID
      ? applySnapshot(initial, storedSnapshotOf(latest.snapshot))
      : initial;
  }, [initial, latest]);
  return { state, feed: feed.state };
}
