import type { EtaConfig } from './eta-config.ts';
import { cellAt, type RouteCells } from './route-cells.ts';
import { projectWithin } from './route-projection.ts';

/** A position report: when (ms since the epoch) and where. */
export interface Fix {
  at: number;
  lat: number;
  lon: number;
}

/** How far along its route a vehicle is. */
export interface Progress {
  /** Route metres, unwrapped on a loop (each lap adds the loop's length); never goes back. */
  position: number;
  /** The cell the vehicle is in, and the lap of that cell on a loop. */
  cell: number;
  lap: number;
  /** When the vehicle entered its cell (ms), when that was observed closely enough to learn. */
  enteredAt: number | null;
  /** Time of the last position used (ms). */
  lastAt: number;
  /** No position was dropped since the cell was entered. */
  clean: boolean;
  /** Since when (ms) the vehicle has not moved on by more than a few metres, and from where. */
  stillSince: number;
  stillAt: number;
  /** When the vehicle entered its cell (ms), observed closely or not. */
  cellSince: number;
}

export type ProgressEvent =
  | { type: 'arrived'; stop: number; at: number }
  | { type: 'departed'; stop: number; at: number }
  | { type: 'traversed'; cell: number; seconds: number; at: number };

/** Positions may fall this far behind the last one (GPS noise) without moving it back, metres. */
const BACK_M = 30;
/** The fastest a shuttle is assumed to go when looking for it ahead, m/s, plus a margin. */
const MAX_SPEED_MPS = 20;
const AHEAD_M = 40;
/** Moving on by less than this (GPS jitter) is standing still, metres. */
const STILL_M = 4;

const lapStart = (route: RouteCells, p: Progress): number =>
  route.closed ? p.lap * route.length : 0;

/** Where a vehicle is on its route from one position, looking along the whole path. */
export function locate(
  route: RouteCells,
  fix: Fix,
  config: EtaConfig,
): { progress: Progress; events: ProgressEvent[] } | null {
  const found = projectWithin(route, fix, 0, route.length);
  if (!(found.offset <= config.offPathM)) return null;
  const position = route.closed
    ? found.position % route.length
    : Math.min(found.position, route.length - 1e-6);
  const cell = cellAt(route, position);
  const progress: Progress = {
    position,
    cell,
    lap: 0,
    enteredAt: null,
    lastAt: fix.at,
    clean: true,
    stillSince: fix.at,
    stillAt: position,
    cellSince: fix.at,
  };
  const here = route.cells[cell]!;
  const events: ProgressEvent[] =
    here.kind === 'stop' ? [{ type: 'arrived', stop: here.stop, at: fix.at }] : [];
  return { progress, events };
}

/**
 * Moves a vehicle on by a new position: the cells it left (with their times, when observed
 * closely enough), and the stops it reached and left, at times interpolated between positions.
 */
export function advance(
  route: RouteCells,
  p: Progress,
  fix: Fix,
  config: EtaConfig,
): ProgressEvent[] {
  if (!(fix.at > p.lastAt)) return [];
  const dtS = (fix.at - p.lastAt) / 1000;
  const relocate = dtS > config.relocateAfterS;
  const learnable = dtS <= config.maxLearnGapS;
  const to = relocate ? p.position + route.length : p.position + MAX_SPEED_MPS * dtS + AHEAD_M;
  const found = projectWithin(route, fix, p.position - BACK_M, to);
  if (!(found.offset <= config.offPathM)) {
    p.clean = false;
    return [];
  }
  const limit = route.closed ? Number.POSITIVE_INFINITY : route.length - 1e-6;
  const target = Math.min(Math.max(found.position, p.position), limit);
  const events: ProgressEvent[] = [];
  const span = target - p.position;
  const cells = route.cells;
  for (;;) {
    const cell = cells[p.cell]!;
    const end = lapStart(route, p) + cell.end;
    if (end > target) break;
    const at = p.lastAt + ((end - p.position) / span) * (fix.at - p.lastAt);
    if (p.enteredAt !== null && p.clean && learnable) {
      events.push({ type: 'traversed', cell: p.cell, seconds: (at - p.enteredAt) / 1000, at });
    }
    if (cell.kind === 'stop') events.push({ type: 'departed', stop: cell.stop, at });
    if (p.cell < cells.length - 1) {
      p.cell++;
    } else if (route.closed) {
      p.cell = 0;
      p.lap++;
    } else {
      break;
    }
    p.enteredAt = learnable ? at : null;
    p.cellSince = at;
    p.clean = true;
    const next = cells[p.cell]!;
    if (next.kind === 'stop') events.push({ type: 'arrived', stop: next.stop, at });
  }
  p.position = target;
  p.lastAt = fix.at;
  if (target - p.stillAt > STILL_M) {
    p.stillAt = target;
    p.stillSince = fix.at;
  }
  return events;
}
