import type { FleetMissionEvent } from '@shuttle-ops/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { ON_MISSION_API } from '../../../../lib/graphql/operations/on-mission-api.ts';
import { useSubscription } from '../../../../lib/realtime/use-subscription.ts';
import { parseMissionEvent } from '../api/live-missions.ts';
import { missionKeys } from '../api/mission-keys.ts';

/**
 * The latest lifecycle event of each of the vehicle's missions, live; every event also refreshes
 * the stack, since a mission that ends lets the next queued one go.
 */
export function useMissionEvents(vehicleId: string) {
  const queryClient = useQueryClient();
  const [latest, setLatest] = useState<ReadonlyMap<string, FleetMissionEvent>>(new Map());
  const variables = useMemo(() => ({ vehicle_id: vehicleId }), [vehicleId]);
  const onData = useCallback(
    (event: FleetMissionEvent) => {
      setLatest((previous) => new Map(previous).set(event.mission_id, event));
      void queryClient.invalidateQueries({ queryKey: missionKeys.stack(event.vehicle_id) });
    },
    [queryClient],
  );
  const { state } = useSubscription(ON_MISSION_API, variables, {
    parse: parseMissionEvent,
    onData,
  });
  return { latest, state };
}
