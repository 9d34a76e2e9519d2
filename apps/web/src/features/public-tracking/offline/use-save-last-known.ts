import type { PublicBusStop, PublicRoute } from '@shuttle-ops/domain';
import { useEffect, useRef } from 'react';
import type { TrackingState } from '../model/tracking-state.ts';
import { saveLastKnown } from './last-known.ts';

/** Often enough to be useful offline, rarely enough not to write storage at every position. */
export const SAVE_EVERY_MS = 10_000;

/**
 * Keeps the last known routes, stops, shuttles and arrivals on the device while the page is
 * live (`live`: fresh answers from the server, not a snapshot read back).
 */
export function useSaveLastKnown(
  customer: string | null,
  live: boolean,
  routes: readonly PublicRoute[] | undefined,
  stops: readonly PublicBusStop[] | undefined,
  state: TrackingState,
): void {
  const savedAt = useRef(0);
  useEffect(() => {
    if (!live || routes === undefined || stops === undefined || state.updatedAt === null) return;
    const now = Date.now();
    if (now - savedAt.current < SAVE_EVERY_MS) return;
    savedAt.current = now;
    saveLastKnown(customer, { routes, stops, state }, now);
  }, [customer, live, routes, stops, state]);
}
