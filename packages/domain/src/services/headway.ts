import { nextStop, type StopEstimate } from './stops-ahead.ts';

/** What the headway needs of a service: its route and its stops' predictions and arrivals. */
export interface HeadwayService {
  Service_ID: string;
  Route_ID: string;
  stops: readonly (StopEstimate & { No: number; BS_ID: string; arrived_at: string | null })[];
}

export interface Headway<S extends HeadwayService> {
  /** The service of the vehicle ahead on the same route. */
  ahead: S;
  /** Seconds between the vehicle ahead passing the next stop and this vehicle reaching it. */
  seconds: number;
}

/**
 * When another vehicle passes (or last passed) a stop, seen from a vehicle due there at `dueMs`:
 * its expected arrival if it comes first, else its latest arrival (it is behind, or already
 * gone); null when it has not passed the stop and comes after.
 */
function passageBefore(stop: HeadwayService['stops'][number], dueMs: number): number | null {
  if (stop.eta !== null) {
    const expected = Date.parse(stop.etaExpected);
    if (expected < dueMs) return expected;
  }
  if (stop.arrived_at === null) return null;
  const arrived = Date.parse(stop.arrived_at);
  return arrived <= dueMs ? arrived : null;
}

/**
 * The time headway of a service: the gap between the vehicle ahead on the same route passing
 * this vehicle's next stop and this vehicle reaching it. The vehicle ahead is the one that
 * passes (or passed) that stop last before this one. Null without a next stop or anyone ahead.
 */
export function headwayOf<S extends HeadwayService>(
  service: S,
  all: readonly S[],
): Headway<S> | null {
  const next = nextStop(service.stops);
  if (next === null) return null;
  const dueMs = Date.parse(next.etaExpected);
  let best: Headway<S> | null = null;
  for (const other of all) {
    if (other.Service_ID === service.Service_ID || other.Route_ID !== service.Route_ID) continue;
    const same = other.stops.find((s) => s.No === next.No && s.BS_ID === next.BS_ID);
    const passed = same === undefined ? null : passageBefore(same, dueMs);
    if (passed === null) continue;
    const seconds = Math.round((dueMs - passed) / 1000);
    if (best === null || seconds < best.seconds) best = { ahead: other, seconds };
  }
  return best;
}
