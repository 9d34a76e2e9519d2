import {
  usualTime,
  learnCell,
  learnedCells,
  restoreCells,
  scheduledTimes,
  takeChangedCells,
  type CellTimes,
  type LearnedCell,
} from './cell-times.ts';
import { etaConfig, type EtaConfig } from './eta-config.ts';
import { RecentDurations } from './recent-durations.ts';
import { localClock } from './local-time.ts';
import { predictStops, type StopEta, type VehiclePace } from './predict-stops.ts';
import { buildRouteCells, type EtaRouteInput, type RouteCells } from './route-cells.ts';
import { advance, locate, type Fix, type Progress } from './vehicle-progress.ts';

/** A vehicle reached or left a stop of its route. */
export interface StopEvent {
  type: 'arrived' | 'departed';
  stop: number;
  /** ms since the epoch. */
  at: number;
}

/** What a route has learned, as it is stored. */
export interface LearnedRoute {
  routeId: string;
  signature: string;
  cells: LearnedCell[];
}

interface RouteEntry {
  cells: RouteCells;
  times: CellTimes;
  /** How long its vehicles were held between stops. */
  holds: RecentDurations;
  /** How long its vehicles dwelt at stops. */
  dwells: RecentDurations;
}

/**
 * This vehicle's pace against the route's usual times: exponentially weighted averages of the
 * logarithm of the ratio observed on each run and at each stop, and of the runs' variance.
 */
interface VehicleFilter {
  /** This run's pace (quick to follow) and the vehicle's pace over the last laps (slow). */
  now: number;
  run: number;
  runVar: number;
  runs: number;
  dwell: number;
  dwells: number;
  /** The run cell in which the vehicle was held: not learned from. */
  heldCell: number;
  /** Seconds held on the current run so far, and held per run on average. */
  holdS: number;
  holdPerRun: number;
  /** Since when a remote command has stopped it (ms), or null. */
  stoppedSince: number | null;
}

interface VehicleEntry {
  routeId: string;
  route: RouteEntry;
  progress: Progress | null;
  filter: VehicleFilter;
}

/** What is known of a vehicle's state when its ETAs are asked for. */
export interface VehicleState {
  /** Stood still off a stop, stopped by a remote command, or silent, for this long (s); 0 when not. */
  heldS: number;
  /** No position for this long (s). */
  silentS: number;
  /** Few runs seen yet: its pace is the route's. */
  settling: boolean;
}

/** Weight of the newest run piece in the current run's pace, and in the vehicle's (per run/dwell). */
const NOW_ALPHA = 0.3;
const VEHICLE_ALPHA = 0.05;
/** Weight of the newest run in the vehicle's average hold per run. */
const HOLD_ALPHA = 0.1;
/** A run or dwell counts at most this far off the usual in the filter. */
const RUN_CLIP: readonly [number, number] = [0.5, 2];
const DWELL_CLIP: readonly [number, number] = [0.33, 3];
/** The filter counts fully after this many observations; before, the route's pace fills in. */
const SETTLE = 3;
/** Standing still this long off a stop is a hold, s. */
const HOLD_AFTER_S = 8;
/** A vehicle stopped from afar may roll on this long before it stands, ms. */
const STOPPING_MS = 20_000;
/** Without a position for this long a vehicle counts as held where it was last seen, s. */
const SILENT_AFTER_S = 10;
/**
 * A hold longer than the route's holds seen so far, or a remote stop, is expected to last half as
 * long again as it has (up to MAX_HOLD_S): its ETAs move out with the clock and a little more.
 */
const HOLD_AHEAD = 0.5;
const MAX_HOLD_S = 600;

const newFilter = (): VehicleFilter => ({
  now: 0,
  run: 0,
  runVar: 0,
  runs: 0,
  dwell: 0,
  dwells: 0,
  heldCell: -1,
  holdS: 0,
  holdPerRun: 0,
  stoppedSince: null,
});

const clip = (x: number, [lo, hi]: readonly [number, number]): number =>
  Math.min(hi, Math.max(lo, x));

/**
 * The ETA engine: no I/O. Routes are given once (and again when they change); vehicles are
 * tracked on a route, fed their positions, and asked for their arrival times. Learned cell times
 * are kept per route and shared by every vehicle on it.
 */
export class EtaEngine {
  readonly config: EtaConfig;
  private readonly routes = new Map<string, RouteEntry>();
  private readonly vehicles = new Map<string, VehicleEntry>();
  private readonly dirty = new Set<string>();
  private readonly minutesOf: (ms: number) => number;

  constructor(config: Partial<EtaConfig> = {}) {
    this.config = etaConfig(config);
    this.minutesOf = localClock(this.config.timeZone);
  }

  /** Sets (or replaces) a route; its learned times are kept unless its layout changed. */
  setRoute(routeId: string, input: EtaRouteInput): RouteCells {
    const cells = buildRouteCells(input, this.config);
    const known = this.routes.get(routeId);
    if (known && known.cells.signature === cells.signature) {
      this.touch(this.routes, routeId, known);
      return known.cells;
    }
    const entry: RouteEntry = {
      cells,
      times: scheduledTimes(cells, this.config),
      holds: new RecentDurations(),
      dwells: new RecentDurations(),
    };
    this.touch(this.routes, routeId, entry);
    this.evict(this.routes, this.config.maxRoutes);
    return cells;
  }

  route(routeId: string): RouteCells | null {
    return this.routes.get(routeId)?.cells ?? null;
  }

  /** Starts (or restarts) following a vehicle on a route that has been set. */
  track(vehicleId: string, routeId: string): void {
    const route = this.routes.get(routeId);
    if (!route) throw new Error(`route ${routeId} is not set`);
    this.touch(this.vehicles, vehicleId, {
      routeId,
      route,
      progress: null,
      filter: newFilter(),
    });
    this.evict(this.vehicles, this.config.maxVehicles);
  }

  untrack(vehicleId: string): void {
    this.vehicles.delete(vehicleId);
  }

  isTracking(vehicleId: string): boolean {
    return this.vehicles.has(vehicleId);
  }

  /** Feeds a position; answers the stops reached and left. Learns the cells it completed. */
  update(vehicleId: string, fix: Fix): StopEvent[] {
    const vehicle = this.vehicles.get(vehicleId);
    if (!vehicle || !Number.isFinite(fix.at) || !Number.isFinite(fix.lat + fix.lon)) return [];
    this.touch(this.vehicles, vehicleId, vehicle);
    const { cells, times } = vehicle.route;
    let events;
    const heldBefore = this.offStopStillS(vehicle);
    if (vehicle.progress) {
      events = advance(cells, vehicle.progress, fix, this.config);
    } else {
      const found = locate(cells, fix, this.config);
      if (!found) return [];
      vehicle.progress = found.progress;
      events = found.events;
    }
    const stops: StopEvent[] = [];
    const { filter } = vehicle;
    for (const event of events) {
      if (event.type === 'traversed') {
        // A hold between stops is not how long the run takes: neither learned nor followed.
        if (event.cell === filter.heldCell) continue;
        const minutes = this.minutesOf(event.at);
        const usual = usualTime(times, event.cell, minutes);
        if (usual > 0 && times.count[event.cell]! > 0) this.follow(filter, times, event, usual);
        if (times.kinds[event.cell] === 'stop') vehicle.route.dwells.add(event.seconds);
        // The route learns its usual times, not this vehicle's: a run or dwell is learned as the
        // vehicle's own pace (as far as it is known yet) says it would have taken at the usual one.
        learnCell(
          times,
          event.cell,
          event.seconds / this.ownPace(filter, times.kinds[event.cell]!),
          minutes,
          this.config,
        );
        this.dirty.add(vehicle.routeId);
      } else {
        if (event.type === 'arrived') {
          filter.holdPerRun += HOLD_ALPHA * (filter.holdS - filter.holdPerRun);
          filter.holdS = 0;
        }
        stops.push(event);
      }
    }
    const p = vehicle.progress;
    if (p.stillSince === fix.at) {
      if (heldBefore >= HOLD_AFTER_S) {
        filter.holdS += heldBefore;
        // How long a hold lasts is learned from the route's holds, not from remote stops.
        if (filter.stoppedSince === null) vehicle.route.holds.add(heldBefore);
      }
      // Braking after a remote stop is still moving; driving on well after it is not held.
      if (filter.stoppedSince !== null && fix.at - filter.stoppedSince > STOPPING_MS) {
        filter.stoppedSince = null;
      }
      if (filter.heldCell !== p.cell) filter.heldCell = -1;
    } else if (
      cells.cells[p.cell]!.kind === 'run' &&
      (fix.at - Math.max(p.stillSince, p.cellSince)) / 1000 >= HOLD_AFTER_S
    ) {
      filter.heldCell = p.cell;
    }
    return stops;
  }

  /** The vehicle's own pace on runs or dwells (1: the route's usual), weighed by its evidence. */
  private ownPace(filter: VehicleFilter, kind: 'run' | 'stop'): number {
    const n = kind === 'run' ? filter.runs : filter.dwells;
    const w = n / (n + SETTLE);
    return w * Math.exp(kind === 'run' ? filter.run : filter.dwell) + (1 - w);
  }

  /** Updates the vehicle's filter with a run or a dwell it completed. */
  private follow(
    filter: VehicleFilter,
    times: CellTimes,
    event: { cell: number; seconds: number },
    usual: number,
  ): void {
    // Ratios are averaged as logarithms, so that one long run or dwell does not outweigh the rest.
    if (times.kinds[event.cell] === 'run') {
      const ratio = Math.log(clip(event.seconds / usual, RUN_CLIP));
      const alpha = Math.max(VEHICLE_ALPHA, 1 / (filter.runs + 1));
      const deviation = ratio - filter.run;
      filter.run += alpha * deviation;
      filter.now += Math.max(NOW_ALPHA, 1 / (filter.runs + 1)) * (ratio - filter.now);
      filter.runVar = (1 - alpha) * (filter.runVar + alpha * deviation * deviation);
      filter.runs++;
    } else {
      const ratio = Math.log(clip(event.seconds / usual, DWELL_CLIP));
      filter.dwell += Math.max(VEHICLE_ALPHA, 1 / (filter.dwells + 1)) * (ratio - filter.dwell);
      filter.dwells++;
    }
  }

  /** How long the vehicle has stood still off a stop (s). */
  private offStopStillS(vehicle: VehicleEntry): number {
    const p = vehicle.progress;
    if (!p || vehicle.route.cells.cells[p.cell]!.kind !== 'run') return 0;
    // Standing still counts as a hold from when the vehicle is off the stop.
    return (p.lastAt - Math.max(p.stillSince, p.cellSince)) / 1000;
  }

  /** A remote command stopped the vehicle (at, ms): it is held until it moves again. */
  hold(vehicleId: string, at: number): void {
    const vehicle = this.vehicles.get(vehicleId);
    if (vehicle) vehicle.filter.stoppedSince ??= at;
  }

  /** A remote command started the vehicle again. */
  release(vehicleId: string): void {
    const vehicle = this.vehicles.get(vehicleId);
    if (vehicle) vehicle.filter.stoppedSince = null;
  }

  /** Whether the vehicle is held or silent at `now` (ms), and how long for; null when not located. */
  state(vehicleId: string, now: number): VehicleState | null {
    const vehicle = this.vehicles.get(vehicleId);
    const p = vehicle?.progress;
    if (!vehicle || !p) return null;
    const { filter } = vehicle;
    const stillS = this.offStopStillS(vehicle);
    let heldS = stillS >= HOLD_AFTER_S ? stillS : 0;
    if (filter.stoppedSince !== null) {
      heldS = Math.max(heldS, (now - filter.stoppedSince) / 1000);
    }
    // Silent for a while: as far as anyone knows it stands where it was last seen.
    const silentS = Math.max(0, (now - p.lastAt) / 1000);
    if (silentS >= SILENT_AFTER_S) heldS = Math.max(heldS, silentS);
    return {
      heldS,
      silentS,
      settling: filter.runs < SETTLE,
    };
  }

  /**
   * The next arrival at each stop ahead as known at `now` (ms; by default the last position's
   * time), earliest first; null before the vehicle is located. The route's usual times are
   * scaled by this vehicle's own pace and dwell (blended with the route's pace until a few runs
   * are seen), what is left of an ongoing hold, and the vehicle's recent holds.
   */
  predict(vehicleId: string, now?: number): StopEta[] | null {
    const vehicle = this.vehicles.get(vehicleId);
    if (!vehicle?.progress) return null;
    return this.expected(
      vehicle,
      Math.max(now ?? vehicle.progress.lastAt, vehicle.progress.lastAt),
    );
  }

  private expected(vehicle: VehicleEntry, at: number): StopEta[] {
    const { progress, filter } = vehicle;
    const { times } = vehicle.route;
    const w = filter.runs / (filter.runs + SETTLE);
    const wd = filter.dwells / (filter.dwells + SETTLE);
    const spread = Math.sqrt(filter.runVar);
    const silentS = Math.max(0, (at - progress!.lastAt) / 1000);
    const pace: VehiclePace = {
      now: w * Math.exp(filter.now) + (1 - w) * times.pace,
      run: w * Math.exp(filter.run) + (1 - w) * times.pace,
      dwell: wd * Math.exp(filter.dwell) + (1 - wd),
      // A silent vehicle stands where it was last seen as far as anyone knows: frozen from now.
      holdS: Math.min(
        Math.max(this.holdLeftS(vehicle, at), silentS >= SILENT_AFTER_S ? silentS : 0),
        MAX_HOLD_S,
      ),
      holdPerRun: filter.holdPerRun,
      dwellLeft: (elapsed) => vehicle.route.dwells.remainingS(elapsed),
      spread: Math.max(0.05, w * spread + (1 - w) * 0.3),
      at,
    };
    const minutes = this.minutesOf(progress!.lastAt);
    return predictStops(vehicle.route.cells, times, progress!, minutes, this.config, pace);
  }

  /** How much longer an ongoing hold or remote stop is expected to last at `at` (s). */
  private holdLeftS(vehicle: VehicleEntry, at: number): number {
    const stillS = this.offStopStillS(vehicle);
    const { stoppedSince } = vehicle.filter;
    if (stoppedSince !== null) {
      return Math.max(stillS, (at - stoppedSince) / 1000) * HOLD_AHEAD;
    }
    if (stillS < HOLD_AFTER_S) return 0;
    // What the route's holds say is left, growing no faster than the hold (no sudden jump out).
    const learned = vehicle.route.holds.remainingS(stillS);
    return learned === null ? stillS * HOLD_AHEAD : Math.min(learned, stillS);
  }

  /** When the vehicle's last position was taken (ms), or null. */
  lastFixAt(vehicleId: string): number | null {
    return this.vehicles.get(vehicleId)?.progress?.lastAt ?? null;
  }

  learned(routeId: string): LearnedRoute | null {
    const route = this.routes.get(routeId);
    if (!route) return null;
    return { routeId, signature: route.cells.signature, cells: learnedCells(route.times) };
  }

  /** Restores stored times of a route that has been set; false when its layout has changed. */
  restore(learned: LearnedRoute): boolean {
    const route = this.routes.get(learned.routeId);
    return route ? restoreCells(route.times, learned.signature, learned.cells) : false;
  }

  /** What the routes learned since the last call (to be stored). */
  takeLearned(): LearnedRoute[] {
    const out: LearnedRoute[] = [];
    for (const routeId of this.dirty) {
      const route = this.routes.get(routeId);
      if (route) {
        out.push({
          routeId,
          signature: route.cells.signature,
          cells: takeChangedCells(route.times),
        });
      }
    }
    this.dirty.clear();
    return out;
  }

  /** Map order is use order: the first entries are the least recently used. */
  private touch<V>(map: Map<string, V>, key: string, value: V): void {
    map.delete(key);
    map.set(key, value);
  }

  private evict<V>(map: Map<string, V>, max: number): void {
    for (const key of map.keys()) {
      if (map.size <= max) return;
      map.delete(key);
    }
  }
}
