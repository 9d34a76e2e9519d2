import { buildPath, projectOnPath, type LonLat, type RoutePath } from '@shuttle-ops/domain';
import type { EtaConfig } from './eta-config.ts';

/** A route as the engine needs it: its path ([lon, lat]) and its stops in travel order. */
export interface EtaRouteInput {
  path: readonly LonLat[];
  stops: readonly { lat: number; lon: number }[];
  /** A loop returns to its first stop after the last; a line ends at its last stop. */
  closed: boolean;
}

/**
 * A piece of the route whose travel time is learned: the zone around a stop (its time is the
 * dwell, with the last and first metres of the approach and departure) or a run between stops.
 * `start` and `end` are in route metres (see RouteCells).
 */
export interface Cell {
  kind: 'stop' | 'run';
  /** The stop of a stop cell; for a run, the stop it leads to. */
  stop: number;
  start: number;
  end: number;
}

/**
 * The route cut into cells. Route metres count along the path from the start of the first
 * stop's zone (`origin`, in path metres); a loop repeats every `length` metres.
 */
export interface RouteCells {
  path: RoutePath;
  closed: boolean;
  origin: number;
  length: number;
  cells: readonly Cell[];
  /** The cell of each stop. */
  stopCells: readonly number[];
  /** Identifies the layout, so that times learned for another layout are not reused. */
  signature: string;
}

/** Where each stop lies along a loop, unwrapped: increasing, the first within the first lap. */
function loopStopDistances(path: RoutePath, stops: EtaRouteInput['stops']): number[] {
  const first = projectOnPath(path, stops[0]!).distance;
  const distances = [first];
  let previous = first;
  for (const stop of stops.slice(1)) {
    const sameLap = projectOnPath(path, stop, previous % path.length);
    // Past the end of the path the loop starts again, up to the first stop.
    const nextLap = projectOnPath(path, stop, 0, first);
    const lap = Math.floor(previous / path.length) * path.length;
    const takeNext = nextLap.offset < sameLap.offset - 1e-6;
    previous = takeNext ? lap + path.length + nextLap.distance : lap + sameLap.distance;
    distances.push(previous);
  }
  return distances;
}

function lineStopDistances(path: RoutePath, stops: EtaRouteInput['stops']): number[] {
  const distances: number[] = [];
  let from = 0;
  for (const stop of stops) {
    from = projectOnPath(path, stop, from).distance;
    distances.push(from);
  }
  return distances;
}

/** FNV-1a, enough to tell two layouts apart. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

export function buildRouteCells(input: EtaRouteInput, config: EtaConfig): RouteCells {
  if (input.stops.length < 2) throw new Error('a route needs at least two stops');
  const path = buildPath(input.path);
  const { closed } = input;
  const stopsAt = closed
    ? loopStopDistances(path, input.stops)
    : lineStopDistances(path, input.stops);
  const n = stopsAt.length;
  const lap = path.length;
  // The gap from each stop to the next one (a loop's last stop leads back to the first).
  const gapAfter = stopsAt.map((d, i) =>
    i < n - 1 ? stopsAt[i + 1]! - d : closed ? stopsAt[0]! + lap - d : path.length - d,
  );
  const gapBefore = stopsAt.map((d, i) =>
    i > 0 ? d - stopsAt[i - 1]! : closed ? gapAfter[n - 1]! : d,
  );
  const radius = config.stopRadiusM;
  const before = gapBefore.map((g, i) => Math.min(radius, (i === 0 && !closed ? 1 : 0.3) * g));
  const after = gapAfter.map((g, i) => Math.min(radius, (i === n - 1 && !closed ? 1 : 0.3) * g));
  const origin = stopsAt[0]! - before[0]!;
  const cells: Cell[] = [];
  const stopCells: number[] = [];
  for (let i = 0; i < n; i++) {
    const at = stopsAt[i]! - origin;
    stopCells.push(cells.length);
    cells.push({ kind: 'stop', stop: i, start: at - before[i]!, end: at + after[i]! });
    if (i === n - 1 && !closed) break;
    const next = (i + 1) % n;
    const runStart = at + after[i]!;
    // A loop's last run ends where the first stop's zone begins again, a lap on.
    const runEnd = i === n - 1 ? lap : stopsAt[next]! - origin - before[next]!;
    const pieces = Math.max(1, Math.round((runEnd - runStart) / config.binLengthM));
    for (let k = 0; k < pieces; k++) {
      cells.push({
        kind: 'run',
        stop: next,
        start: runStart + ((runEnd - runStart) * k) / pieces,
        end: runStart + ((runEnd - runStart) * (k + 1)) / pieces,
      });
    }
  }
  const length = closed ? lap : cells[cells.length - 1]!.end;
  const layout = cells.map((c) => `${c.kind[0]}${c.stop}:${Math.round(c.end - c.start)}`);
  return {
    path,
    closed,
    origin,
    length,
    cells,
    stopCells,
    signature: hash(`${closed ? 'loop' : 'line'}|${Math.round(length)}|${layout.join(',')}`),
  };
}

/** Path metres of a route position (route metres, unwrapped on a loop). */
export function pathDistanceOf(route: RouteCells, position: number): number {
  const d = route.origin + position;
  return route.closed ? ((d % route.length) + route.length) % route.length : d;
}

/** The cell holding a route position within one lap (binary search). */
export function cellAt(route: RouteCells, position: number): number {
  const { cells } = route;
  let lo = 0;
  let hi = cells.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (cells[mid]!.start <= position) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
