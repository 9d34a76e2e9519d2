import type { VehicleTelemetry } from '@shuttle-ops/domain';
import { useState } from 'react';
import { ON_VEHICLE_TELEMETRY_DATA } from '../../../lib/graphql/operations/on-vehicle-telemetry-data.ts';
import { useSubscription } from '../../../lib/realtime/use-subscription.ts';
import { parseTelemetry } from '../../../lib/live/index.ts';
import { keepRecent } from '../model/measure-series.ts';
import type { LiveFeed } from './use-live-fleet.ts';

export interface VehicleSnapshots {
  /** The snapshots heard since the screen opened, oldest first (at most a quarter-hour's). */
  snapshots: readonly VehicleTelemetry[];
  feed: LiveFeed;
}

/**
 * The live telemetry of one vehicle (onVehicleTelemetryData with its vehicle_id); nothing
 * while no vehicle is chosen.
 */
export function useVehicleSnapshots(vehicleId: string | null): VehicleSnapshots {
  const [held, setHeld] = useState<{ vehicleId: string | null; snapshots: VehicleTelemetry[] }>({
    vehicleId,
    snapshots: [],
  });
  const feed = useSubscription(
    ON_VEHICLE_TELEMETRY_DATA,
    { vehicle_id: vehicleId },
    {
      enabled: vehicleId !== null,
      parse: parseTelemetry,
      onData: (telemetry) => {
        if (telemetry.vehicle_id !== vehicleId) return;
        setHeld((previous) => ({
          vehicleId,
          snapshots: keepRecent(
            previous.vehicleId === vehicleId ? previous.snapshots : [],
            telemetry,
          ),
        }));
      },
    },
  );
  return {
    snapshots: held.vehicleId === vehicleId ? held.snapshots : [],
    feed: { state: feed.state, error: feed.error },
  };
}
