import { expectedTime, type CellTimes } from './cell-times.ts';
import type { EtaConfig } from './eta-config.ts';
import type { RouteCells } from './route-cells.ts';
import type { Progress } from './vehicle-progress.ts';

/** The predicted next arrival of a vehicle at a stop (ms since the epoch). */
export interface StopEta {
  stop: number;
  at: number;
}

/**
 * When the vehicle will reach each stop ahead, from its last position: what is left of its cell,
 * then the expected time of every cell on the way at the time of day it will be passed, dwells
 * included. On a loop every stop is ahead (the one being served, a lap on); on a line only
 * those not yet reached. `minutes` is the local time of day of the last position.
 */
export function predictStops(
  route: RouteCells,
  times: CellTimes,
  p: Progress,
  minutes: number,
  config: EtaConfig,
): StopEta[] {
  const { cells } = route;
  const cell = cells[p.cell]!;
  const start = (route.closed ? p.lap * route.length : 0) + cell.start;
  const length = cell.end - cell.start;
  const done = length > 0 ? Math.min(1, Math.max(0, (p.position - start) / length)) : 1;
  const mean = expectedTime(times, p.cell, minutes);
  let remaining: number;
  if (cell.kind === 'stop') {
    const elapsed = p.enteredAt === null ? mean * done : (p.lastAt - p.enteredAt) / 1000;
    remaining = Math.max(mean - elapsed, config.minRemainingDwellS);
  } else {
    remaining = mean * (1 - done);
  }
  const out: StopEta[] = [];
  const steps = route.closed ? cells.length : cells.length - 1 - p.cell;
  let seconds = remaining;
  for (let k = 1; k <= steps; k++) {
    const index = (p.cell + k) % cells.length;
    const next = cells[index]!;
    if (next.kind === 'stop') out.push({ stop: next.stop, at: p.lastAt + seconds * 1000 });
    seconds += expectedTime(times, index, (minutes + seconds / 60) % 1440);
  }
  return out;
}
