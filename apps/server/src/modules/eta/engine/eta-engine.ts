import {
  learnCell,
  learnedCells,
  restoreCells,
  scheduledTimes,
  takeChangedCells,
  type CellTimes,
  type LearnedCell,
} from './cell-times.ts';
import { etaConfig, type EtaConfig } from './eta-config.ts';
import { localClock } from './local-time.ts';
import { predictStops, type StopEta } from './predict-stops.ts';
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
}

interface VehicleEntry {
  routeId: string;
  route: RouteEntry;
  progress: Progress | null;
}

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
    const entry: RouteEntry = { cells, times: scheduledTimes(cells, this.config) };
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
    this.touch(this.vehicles, vehicleId, { routeId, route, progress: null });
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
    if (vehicle.progress) {
      events = advance(cells, vehicle.progress, fix, this.config);
    } else {
      const found = locate(cells, fix, this.config);
      if (!found) return [];
      vehicle.progress = found.progress;
      events = found.events;
    }
    const stops: StopEvent[] = [];
    for (const event of events) {
      if (event.type === 'traversed') {
        learnCell(times, event.cell, event.seconds, this.minutesOf(event.at), this.config);
        this.dirty.add(vehicle.routeId);
      } else {
        stops.push(event);
      }
    }
    return stops;
  }

  /** The next arrival at each stop ahead, earliest first; null before the vehicle is located. */
  predict(vehicleId: string): StopEta[] | null {
    const vehicle = this.vehicles.get(vehicleId);
    if (!vehicle?.progress) return null;
    const { progress } = vehicle;
    const minutes = this.minutesOf(progress.lastAt);
    return predictStops(vehicle.route.cells, vehicle.route.times, progress, minutes, this.config);
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
