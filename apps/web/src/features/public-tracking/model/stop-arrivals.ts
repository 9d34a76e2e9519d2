import {
  isStopAhead,
  type EtaStatus,
  type PublicBusStop,
  type PublicService,
} from '@shuttle-ops/domain';
import { isStale } from '../../../lib/live/index.ts';
import type { LiveVehicle, TrackingState } from './tracking-state.ts';

/** One predicted arrival of a shuttle at a stop. */
export interface Arrival {
  serviceId: string;
  /** The stop's place in the service (a loop may pass a stop twice). */
  stopNo: number;
  vehicleId: string;
  vehicleName: string;
  routeName: string;
  /** Epoch ms. */
  at: number;
  /** Seats free on the shuttle now. */
  freeSeats: number;
  /** A wheelchair space is free. */
  wheelchairSpace: boolean;
  /** How sure `at` is: `delayed` while the shuttle is held, `approximate` when only "about". */
  status: EtaStatus;
}

/** A shuttle on its way whose time is no live estimate: it stopped reporting (or the page is offline). */
export interface UnsureArrival {
  vehicleName: string;
  routeName: string;
  /** The last estimate (epoch ms). */
  lastKnownAt: number;
}

export interface StopArrivals {
  stop: PublicBusStop;
  /** The next live arrivals, soonest first (at most two). */
  next: Arrival[];
  /** A shuttle is on its way but has stopped reporting: its time is no live estimate. */
  unsure: UnsureArrival[];
}

/** A prediction this far in the past is a shuttle about to arrive, not a missed one. */
const DUE_GRACE_MS = 60_000;

function vehicleOf(
  vehicles: ReadonlyMap<string, LiveVehicle>,
  service: PublicService,
): LiveVehicle | undefined {
  return vehicles.get(service.Vehicle_ID);
}

/** Seats free: the service's passenger count against the shuttle's places. */
const freeSeatsOf = (service: PublicService): number =>
  Math.max(0, service.maxOccupancy - service.occupancy);

/**
 * For every stop, the next arrivals of the active services that have not passed it yet. A
 * service whose shuttle is stale (or unknown) gives no time, only "no live estimate".
 */
export function stopArrivals(
  stops: readonly PublicBusStop[],
  state: TrackingState,
  now: number,
): StopArrivals[] {
  const live = new Map<string, Arrival[]>();
  const unsure = new Map<string, UnsureArrival[]>();
  for (const service of state.services.values()) {
    const vehicle = vehicleOf(state.vehicles, service);
    const stale = vehicle === undefined || isStale(vehicle, now);
    const seen = new Set<string>();
    for (const stop of service.stops ?? []) {
      if (!isStopAhead(stop)) continue;
      const at = Date.parse(stop.etaExpected);
      if (!Number.isFinite(at) || at < now - DUE_GRACE_MS) continue;
      // A shuttle that is not reporting to the server is no live estimate either.
      if (stale || stop.etaStatus === 'unknown') {
        // One "no live estimate" per shuttle and stop, however often the loop passes it.
        if (seen.has(stop.BS_ID)) continue;
        seen.add(stop.BS_ID);
        const list = unsure.get(stop.BS_ID) ?? [];
        list.push({
          vehicleName: service.vehicleName,
          routeName: service.routeName,
          lastKnownAt: at,
        });
        unsure.set(stop.BS_ID, list);
        continue;
      }
      const list = live.get(stop.BS_ID) ?? [];
      list.push({
        serviceId: service.Service_ID,
        stopNo: stop.No,
        vehicleId: service.Vehicle_ID,
        vehicleName: service.vehicleName,
        routeName: service.routeName,
        at,
        freeSeats: freeSeatsOf(service),
        wheelchairSpace: service.wheelchairSpace,
        status: stop.etaStatus ?? 'predicted',
      });
      live.set(stop.BS_ID, list);
    }
  }
  return stops.map((stop) => ({
    stop,
    next: (live.get(stop.BS_ID) ?? []).sort((a, b) => a.at - b.at).slice(0, 2),
    unsure: unsure.get(stop.BS_ID) ?? [],
  }));
}
