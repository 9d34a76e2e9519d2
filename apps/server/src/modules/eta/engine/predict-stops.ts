import { usualTime, type CellTimes } from './cell-times.ts';
import type { EtaConfig } from './eta-config.ts';
import type { RouteCells } from './route-cells.ts';
import type { Progress } from './vehicle-progress.ts';

/** Predictions are this share sooner than the expected time. */
export const LEAN = 0.08;
export const MAX_LEAN_S = 30;
/** Half of the vehicle's average hold per run is expected on each run after the next stop. */
const HOLD_PER_RUN_WEIGHT = 0.5;
/**
 * A stop's own usual dwell counts this much, the route's average dwell at that time of day the
 * rest: each stop's is learned from few dwells, spread widely (most short, a few of minutes).
 */
const OWN_DWELL_WEIGHT = 0.5;

/** The predicted next arrival of a vehicle at a stop (ms since the epoch). */
export interface StopEta {
  stop: number;
  at: number;
  /** How far off the prediction may be either way (about 4 in 5 arrivals fall within), s. */
  margin: number;
}

/** How this vehicle differs from the route's usual, as its filter estimates it. */
export interface VehiclePace {
  /** Multiplies the usual time of the runs up to the next stop (1: the usual pace; 1.3: slower). */
  now: number;
  /** Multiplies the usual time of the runs after the next stop. */
  run: number;
  /** Multiplies the usual dwell at each stop. */
  dwell: number;
  /** Seconds the vehicle has been held so far (an ongoing hold), added to every stop ahead. */
  holdS: number;
  /** Seconds this vehicle has lately been held on a run between stops, on average. */
  holdPerRun: number;
  /** What is left of a dwell that has lasted so long, as the route's recent dwells say (s). */
  dwellLeft: (elapsedS: number) => number | null;
  /** How sure the pace is: its relative spread (0.1: runs vary by about 10%). */
  spread: number;
  /** When the prediction is made (ms); later than the last position while the vehicle is silent. */
  at: number;
}

/**
 * When the vehicle will reach each stop ahead, from its last position: what is left of its cell,
 * then the usual time of every cell on the way at the time of day it will be passed, dwells
 * included (each stop's taken half way to the route's average dwell), each scaled by this
 * vehicle's pace. On a loop every stop is ahead (the one being served, a lap on); on a line only
 * those not yet reached. `minutes` is the local time of day of the last position.
 */
export function predictStops(
  route: RouteCells,
  times: CellTimes,
  p: Progress,
  minutes: number,
  config: EtaConfig,
  pace: VehiclePace,
): StopEta[] {
  const { cells } = route;
  const cell = cells[p.cell]!;
  const start = (route.closed ? p.lap * route.length : 0) + cell.start;
  const length = cell.end - cell.start;
  const done = length > 0 ? Math.min(1, Math.max(0, (p.position - start) / length)) : 1;
  let runPace = pace.now;
  const stops = cells.flatMap((c, i) => (c.kind === 'stop' ? [i] : []));
  const dwell = (index: number, at: number): number => {
    const average = stops.reduce((sum, i) => sum + usualTime(times, i, at), 0) / stops.length;
    const own = usualTime(times, index, at);
    return OWN_DWELL_WEIGHT * own + (1 - OWN_DWELL_WEIGHT) * average;
  };
  const expected = (index: number, at: number): number =>
    times.kinds[index] === 'run'
      ? usualTime(times, index, at) * runPace
      : dwell(index, at) * pace.dwell;
  const mean = expected(p.cell, minutes);
  let remaining: number;
  if (cell.kind === 'stop') {
    const elapsed = p.enteredAt === null ? mean * done : (p.lastAt - p.enteredAt) / 1000;
    // Past its usual length, what the route's recent dwells say is left, growing no faster than
    // the overrun (no sudden jump out).
    const overrun = Math.min(pace.dwellLeft(elapsed) ?? 0, Math.max(0, elapsed - mean));
    remaining = Math.max(mean - elapsed, config.minRemainingDwellS, overrun);
  } else {
    remaining = mean * (1 - done);
  }
  // A silent vehicle has driven on meanwhile, as far as anyone knows; it is not sooner than now.
  const silentS = Math.max(0, (pace.at - p.lastAt) / 1000);
  const out: StopEta[] = [];
  const steps = route.closed ? cells.length : cells.length - 1 - p.cell;
  let seconds = remaining + pace.holdS;
  for (let k = 1; k <= steps; k++) {
    const index = (p.cell + k) % cells.length;
    const next = cells[index]!;
    if (next.kind === 'stop') {
      // Leaning early: a shuttle earlier than shown is missed, a later one only waited for.
      const lean = Math.min(seconds * LEAN, MAX_LEAN_S);
      const at = Math.max(p.lastAt + (seconds - lean) * 1000, pace.at + 1000);
      const margin = 10 + seconds * pace.spread + pace.holdS + silentS;
      out.push({ stop: next.stop, at, margin });
      runPace = pace.run;
      seconds += pace.holdPerRun * HOLD_PER_RUN_WEIGHT;
    }
    seconds += expected(index, (minutes + seconds / 60) % 1440);
  }
  return out;
}
