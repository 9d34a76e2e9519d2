/** The fields of a service stop that say whether, and when, the vehicle comes next. */
export interface StopEstimate {
  /** Seconds to the expected arrival; null while the vehicle is at the stop or has done with it. */
  eta: number | null;
  etaExpected: string;
}

/**
 * Whether the vehicle is still to come to this stop. On a loop a stop it has left is ahead again
 * (its estimate is for the next lap), so `arrived_at` alone does not tell.
 */
export const isStopAhead = (stop: StopEstimate): boolean => stop.eta !== null;

/** The stops still to come, soonest first. */
export function stopsAhead<S extends StopEstimate>(stops: readonly S[]): S[] {
  return stops
    .filter(isStopAhead)
    .sort((a, b) => Date.parse(a.etaExpected) - Date.parse(b.etaExpected));
}

/** The stop the vehicle comes to next (the soonest ahead), or null when none is ahead. */
export function nextStop<S extends StopEstimate>(stops: readonly S[]): S | null {
  return stopsAhead(stops)[0] ?? null;
}
