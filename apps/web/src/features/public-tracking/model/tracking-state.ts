import type { PublicService, PublicVehicle } from '@shuttle-ops/domain';
import type { LiveVehicles } from '../../../lib/live/index.ts';

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

const newest = (a: number | null, b: number | null) =>
  a === null ? b : b === null ? a : Math.max(a, b);

/** The API's vehicles, read at `fetchedAt` (their live state is the live store's: see withLive). */
export function applyVehicles(
  state: TrackingState,
  items: readonly PublicVehicle[],
  fetchedAt: number,
): TrackingState {
  const vehicles = new Map<string, LiveVehicle>();
  let updatedAt = state.updatedAt;
  for (const item of items) {
    const seenAt = item.data_age_s === null ? null : fetchedAt - item.data_age_s * 1_000;
    vehicles.set(item.Vehicle_ID, { ...item, seenAt });
    updatedAt = newest(updatedAt, seenAt);
  }
  return { ...state, vehicles, updatedAt };
}

/**
 * The page's shuttles with their live state from the live store (lib/live): position, heading,
 * speed and when they were heard from, for every shuttle the store has a report of.
 */
export function withLive(state: TrackingState, live: LiveVehicles): TrackingState {
  let vehicles: Map<string, LiveVehicle> | null = null;
  let updatedAt = state.updatedAt;
  for (const vehicle of state.vehicles.values()) {
    const current = live.get(vehicle.Vehicle_ID);
    if (current === undefined || current.dtCanbus === null) continue;
    vehicles ??= new Map(state.vehicles);
    vehicles.set(vehicle.Vehicle_ID, {
      ...vehicle,
      lat: current.lat,
      lon: current.lon,
      heading: current.heading,
      speed: current.speed,
      dt_iot: current.dtCanbus,
      seenAt: current.seenAt,
    });
    updatedAt = newest(updatedAt, current.seenAt);
  }
  return vehicles === null ? state : { ...state, vehicles, updatedAt };
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
