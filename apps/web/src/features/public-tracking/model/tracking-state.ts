import { bearingDegrees, dataFreshness } from '@shuttle-ops/domain';
import type { PublicBusLocation, PublicService, PublicVehicle } from '@shuttle-ops/domain';

/** A shuttle on the page: the API's public vehicle and when (page clock) its data was fresh. */
export interface LiveVehicle extends PublicVehicle {
  /** Page clock (ms) of the vehicle's last report; null when it never reported. */
  seenAt: number | null;
}

export interface TrackingState {
  vehicles: ReadonlyMap<string, LiveVehicle>;
  /** Active services by Service_ID. */
  services: ReadonlyMap<string, PublicService>;
  /** Page clock (ms) of the newest data the page holds, from the API or the socket. */
  updatedAt: number | null;
}

export const EMPTY_TRACKING: TrackingState = {
  vehicles: new Map(),
  services: new Map(),
  updatedAt: null,
};

/** No report for over LIVE_STATE_THRESHOLDS.staleAfterS (or never): its ETAs are no live estimate. */
export const isStale = (vehicle: LiveVehicle, now: number): boolean =>
  dataFreshness(vehicle.seenAt, now).stale;

const newest = (a: number | null, b: number | null) =>
  a === null ? b : b === null ? a : Math.max(a, b);

/**
 * The API's vehicles, read at `fetchedAt`; a position the socket brought later than the API's
 * is kept.
 */
export function applyVehicles(
  state: TrackingState,
  items: readonly PublicVehicle[],
  fetchedAt: number,
): TrackingState {
  const vehicles = new Map<string, LiveVehicle>();
  let updatedAt = state.updatedAt;
  for (const item of items) {
    const seenAt = item.data_age_s === null ? null : fetchedAt - item.data_age_s * 1_000;
    const known = state.vehicles.get(item.Vehicle_ID);
    const keepLive = known?.seenAt != null && (seenAt === null || known.seenAt > seenAt);
    vehicles.set(
      item.Vehicle_ID,
      keepLive
        ? { ...item, lat: known.lat, lon: known.lon, heading: known.heading, seenAt: known.seenAt }
        : { ...item, seenAt },
    );
    updatedAt = newest(updatedAt, seenAt);
  }
  return { ...state, vehicles, updatedAt };
}

// About a metre: below this a shuttle is standing and keeps its heading.
const MOVED_DEGREES = 1e-5;

/** A position from the socket; a vehicle the page does not know yet waits for the next read. */
export function applyLocation(
  state: TrackingState,
  location: PublicBusLocation,
  receivedAt: number,
): TrackingState {
  const known = state.vehicles.get(location.cav_id);
  if (known === undefined) return state;
  const moved =
    known.lat !== null &&
    known.lon !== null &&
    (Math.abs(known.lat - location.lat) > MOVED_DEGREES ||
      Math.abs(known.lon - location.lon) > MOVED_DEGREES);
  const heading =
    moved && known.lat !== null && known.lon !== null
      ? bearingDegrees([known.lon, known.lat], [location.lon, location.lat])
      : known.heading;
  const vehicles = new Map(state.vehicles);
  vehicles.set(location.cav_id, {
    ...known,
    lat: location.lat,
    lon: location.lon,
    heading,
    dt_iot: location.dt_iot,
    data_age_s: 0,
    stale: false,
    seenAt: receivedAt,
  });
  return { ...state, vehicles, updatedAt: newest(state.updatedAt, receivedAt) };
}

/** The API's active services, replacing what the page held. */
export function applyServices(
  state: TrackingState,
  items: readonly PublicService[],
  fetchedAt: number,
): TrackingState {
  const services = new Map(
    items.filter((s) => s.serviceStatus === 'active').map((s) => [s.Service_ID, s] as const),
  );
  return { ...state, services, updatedAt: newest(state.updatedAt, fetchedAt) };
}

/** A service from the socket: kept while active, dropped once it ends. */
export function applyService(
  state: TrackingState,
  service: PublicService,
  receivedAt: number,
): TrackingState {
  const services = new Map(state.services);
  if (service.serviceStatus === 'active') services.set(service.Service_ID, service);
  else services.delete(service.Service_ID);
  return { ...state, services, updatedAt: newest(state.updatedAt, receivedAt) };
}
