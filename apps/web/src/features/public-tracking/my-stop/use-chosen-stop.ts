import type { PublicBusStop } from '@shuttle-ops/domain';
import { useCallback, useState } from 'react';
import { z } from 'zod';
import { readLocalJson, writeLocalJson } from '../../../lib/storage/local-json.ts';

export const CHOSEN_STOP_KEY = 'shuttle-ops-public-my-stop';
const stored = z.string().max(64);

export interface ChosenStop {
  /** The stop whose arrivals come first, or null while none is chosen. */
  stop: PublicBusStop | null;
  /** A stop was chosen or starred on this device but is not (yet) among the stops. */
  saved: boolean;
  choose: (stopId: string | null) => void;
}

/**
 * "My stop": the one last chosen on this device (search, nearest or a favourite), else the first
 * favourite that still exists; a stop that is no longer served falls back the same way.
 */
export function useChosenStop(
  stops: readonly PublicBusStop[],
  favourites: readonly string[],
): ChosenStop {
  const [chosenId, setChosenId] = useState<string | null>(() =>
    readLocalJson(CHOSEN_STOP_KEY, stored),
  );
  const choose = useCallback((stopId: string | null) => {
    setChosenId(stopId);
    writeLocalJson(CHOSEN_STOP_KEY, stopId);
  }, []);
  const byId = (id: string | null) => (id === null ? undefined : stops.find((s) => s.BS_ID === id));
  const stop =
    byId(chosenId) ??
    favourites.map((id) => byId(id)).find((s): s is PublicBusStop => s !== undefined) ??
    null;
  return { stop, saved: stop === null && (chosenId !== null || favourites.length > 0), choose };
}
