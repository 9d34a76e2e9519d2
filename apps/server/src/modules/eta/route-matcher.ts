import { buildPath, projectOnPath, type RoutePath } from '@shuttle-ops/domain';
import type { EtaRouteInput } from './engine/route-cells.ts';
import type { Fix } from './engine/vehicle-progress.ts';

/** A route a vehicle without a service may be driving. */
export interface CandidateRoute {
  routeId: string;
  input: EtaRouteInput;
}

/** Positions in a row within this distance of a route's path tie a vehicle to it. */
const ON_ROUTE_M = 20;
const FIXES_TO_MATCH = 60;
/** Positions in a row further than this from the matched route let the vehicle go. */
const OFF_ROUTE_M = 60;
const FIXES_TO_LEAVE = 30;

/**
 * Tells which of its customer's routes a vehicle without a service is driving, so that the
 * engine learns from it too (the demo's simulated shuttles, a shuttle driven without a
 * service): the one route whose path every position of the last minute lay on. Routes that
 * share a stretch are told apart once the vehicle leaves it.
 */
export class RouteMatcher {
  private readonly paths: { routeId: string; path: RoutePath }[];
  private readonly onRoute: number[];
  private matched: number | null = null;
  private away = 0;

  constructor(readonly candidates: readonly CandidateRoute[]) {
    this.paths = candidates.map((c) => ({ routeId: c.routeId, path: buildPath(c.input.path) }));
    this.onRoute = candidates.map(() => 0);
  }

  /** Feeds a position; answers the route the vehicle drives (null when none or not yet known). */
  feed(fix: Fix): CandidateRoute | null {
    const offsets = this.paths.map(({ path }) => projectOnPath(path, fix).offset);
    if (this.matched !== null) {
      this.away = offsets[this.matched]! > OFF_ROUTE_M ? this.away + 1 : 0;
      if (this.away < FIXES_TO_LEAVE) return this.candidates[this.matched]!;
      this.matched = null;
      this.away = 0;
    }
    offsets.forEach((offset, i) => {
      this.onRoute[i] = offset <= ON_ROUTE_M ? this.onRoute[i]! + 1 : 0;
    });
    const ready = this.onRoute.flatMap((n, i) => (n >= FIXES_TO_MATCH ? [i] : []));
    if (ready.length !== 1) return null;
    this.matched = ready[0]!;
    this.onRoute.fill(0);
    return this.candidates[this.matched]!;
  }
}
