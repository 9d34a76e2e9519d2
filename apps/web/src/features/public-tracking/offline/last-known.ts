import {
  publicBusStop,
  publicRoute,
  publicService,
  publicVehicle,
  type PublicBusStop,
  type PublicRoute,
  type PublicVehicle,
} from '@shuttle-ops/domain';
import { z } from 'zod';
import { readLocalJson, writeLocalJson } from '../../../lib/storage/local-json.ts';
import {
  applyServices,
  applyVehicles,
  EMPTY_TRACKING,
  type TrackingState,
} from '../model/tracking-state.ts';

/** What the page saw last, kept on the device so it can open without a network. */
export const lastKnownSnapshot = z.object({
  savedAt: z.number(),
  routes: z.array(publicRoute),
  stops: z.array(publicBusStop),
  vehicles: z.array(publicVehicle),
  services: z.array(publicService),
});
export type LastKnown = z.infer<typeof lastKnownSnapshot>;

export const lastKnownKey = (customer: string | null) =>
  `shuttle-ops-public-last-known:${customer ?? 'owner'}`;

export function loadLastKnown(customer: string | null): LastKnown | null {
  return readLocalJson(lastKnownKey(customer), lastKnownSnapshot);
}

/** The page's vehicles as the API would have answered at `savedAt` (their age then). */
function vehiclesAt(state: TrackingState, savedAt: number): PublicVehicle[] {
  return [...state.vehicles.values()].map(({ seenAt, ...vehicle }) => ({
    ...vehicle,
    data_age_s: seenAt === null ? null : Math.max(0, (savedAt - seenAt) / 1_000),
  }));
}

export function saveLastKnown(
  customer: string | null,
  data: { routes: readonly PublicRoute[]; stops: readonly PublicBusStop[]; state: TrackingState },
  savedAt: number,
): void {
  const snapshot: LastKnown = {
    savedAt,
    routes: [...data.routes],
    stops: [...data.stops],
    vehicles: vehiclesAt(data.state, savedAt),
    services: [...data.state.services.values()],
  };
  writeLocalJson(lastKnownKey(customer), snapshot);
}

/** The tracking state the snapshot describes; the data ages from `savedAt` on. */
export function trackingFrom(snapshot: LastKnown | null): TrackingState {
  if (snapshot === null) return EMPTY_TRACKING;
  const withVehicles = applyVehicles(EMPTY_TRACKING, snapshot.vehicles, snapshot.savedAt);
  return applyServices(withVehicles, snapshot.services, snapshot.savedAt);
}
