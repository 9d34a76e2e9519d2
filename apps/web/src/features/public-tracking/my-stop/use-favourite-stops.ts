import { useCallback, useEffect, useState } from 'react';
import { z } from 'zod';
import { useHydrating } from '../../../lib/hooks/use-hydrating.ts';
import { readLocalJson, writeLocalJson } from '../../../lib/storage/local-json.ts';

/** Kept on this device only; the server never learns a passenger's favourites. */
export const FAVOURITES_KEY = 'shuttle-ops-public-favourite-stops';
const MAX_FAVOURITES = 20;
const stored = z.array(z.string().max(64)).max(MAX_FAVOURITES);
const NONE: readonly string[] = [];

export interface FavouriteStops {
  /** Stop ids, in the order they were starred. */
  ids: readonly string[];
  isFavourite: (stopId: string) => boolean;
  toggle: (stopId: string) => void;
}

/** The stops a passenger starred, remembered in localStorage across visits. */
export function useFavouriteStops(): FavouriteStops {
  const [ids, setIds] = useState<readonly string[]>(
    () => readLocalJson(FAVOURITES_KEY, stored) ?? [],
  );
  useEffect(() => {
    writeLocalJson(FAVOURITES_KEY, ids);
  }, [ids]);
  const toggle = useCallback((stopId: string) => {
    setIds((current) =>
      current.includes(stopId)
        ? current.filter((id) => id !== stopId)
        : [...current, stopId].slice(-MAX_FAVOURITES),
    );
  }, []);
  // The page's HTML was rendered with nothing starred: the device's stars show once it is taken over.
  const shown = useHydrating() ? NONE : ids;
  const isFavourite = useCallback((stopId: string) => shown.includes(stopId), [shown]);
  return { ids: shown, isFavourite, toggle };
}
