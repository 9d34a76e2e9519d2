import type { EtaConfig } from './eta-config.ts';
import type { RouteCells } from './route-cells.ts';

/** The day is learned in slots of this many minutes. */
export const SLOT_MINUTES = 30;
export const SLOTS = 1440 / SLOT_MINUTES;
/** A slot is trusted once it has this many observations. */
const SLOT_TRUSTED = 2;
/** Weight of each run observed in the route's current pace. */
const PACE_ALPHA = 0.03;
/** A single run counts at most this far off the usual in the pace. */
const PACE_CLIP = 1.5;
/** Once a cell has a few observations, one far off its average (a hold, a fault) counts less. */
const ROBUST_AFTER = 3;
const ROBUST_FACTOR = 3;

/**
 * What a route has learned about the time of each cell (runs: traversal; stop zones: dwell):
 * an exponentially weighted average over all hours, one per half hour of the day (traffic
 * peaks), and the route's current pace (runs taking longer or shorter than usual for the hour,
 * over the last few minutes of every vehicle on the route). Seeded from the schedule.
 */
export interface CellTimes {
  readonly signature: string;
  readonly kinds: readonly ('stop' | 'run')[];
  /** Seconds, by cell. */
  readonly mean: Float64Array;
  readonly count: Uint32Array;
  /** Seconds, by cell × SLOTS + slot. */
  readonly slotMean: Float64Array;
  readonly slotCount: Uint32Array;
  pace: number;
  /** Figures changed since they were last taken (keys of `changeKey`). */
  readonly changed: Set<number>;
}

/** A learned figure as it is stored; slot -1 is the average over all hours. */
export interface LearnedCell {
  cell: number;
  slot: number;
  meanS: number;
  count: number;
}

export function scheduledTimes(route: RouteCells, config: EtaConfig): CellTimes {
  const n = route.cells.length;
  const mean = new Float64Array(n);
  route.cells.forEach((cell, i) => {
    mean[i] =
      cell.kind === 'stop'
        ? config.scheduledDwellS
        : (cell.end - cell.start) / config.scheduledSpeedMps;
  });
  return {
    signature: route.signature,
    kinds: route.cells.map((c) => c.kind),
    mean,
    count: new Uint32Array(n),
    slotMean: new Float64Array(n * SLOTS),
    slotCount: new Uint32Array(n * SLOTS),
    pace: 1,
    changed: new Set(),
  };
}

const changeKey = (cell: number, slot: number): number => cell * (SLOTS + 1) + slot + 1;

/**
 * The usual time of a cell at a local time of day (minutes): the half-hour slots on either side,
 * interpolated, where they are trusted; otherwise the all-hours average.
 */
export function usualTime(times: CellTimes, cell: number, minutes: number): number {
  const position = minutes / SLOT_MINUTES - 0.5;
  const before = (Math.floor(position) + SLOTS) % SLOTS;
  const after = (before + 1) % SLOTS;
  const w = position - Math.floor(position);
  const base = cell * SLOTS;
  const all = times.mean[cell]!;
  const a = times.slotCount[base + before]! >= SLOT_TRUSTED ? times.slotMean[base + before]! : all;
  const b = times.slotCount[base + after]! >= SLOT_TRUSTED ? times.slotMean[base + after]! : all;
  return a + (b - a) * w;
}

/** The expected time of a cell at a local time of day, with the route's current pace. */
export function expectedTime(times: CellTimes, cell: number, minutes: number): number {
  const usual = usualTime(times, cell, minutes);
  return times.kinds[cell] === 'run' ? usual * times.pace : usual;
}

function ewma(mean: number, count: number, sample: number, alpha: number): number {
  if (count === 0) return sample;
  const s =
    count >= ROBUST_AFTER
      ? Math.min(mean * ROBUST_FACTOR, Math.max(mean / ROBUST_FACTOR, sample))
      : sample;
  return mean + alpha * (s - mean);
}

/** Learns one observed time of a cell, seen at a local time of day (minutes). */
export function learnCell(
  times: CellTimes,
  cell: number,
  seconds: number,
  minutes: number,
  config: EtaConfig,
): void {
  if (!(seconds >= 0) || cell < 0 || cell >= times.mean.length) return;
  if (times.kinds[cell] === 'run' && times.count[cell]! > 0) {
    const usual = usualTime(times, cell, minutes);
    if (usual > 0) {
      const ratio = Math.min(PACE_CLIP, Math.max(1 / PACE_CLIP, seconds / usual));
      times.pace += PACE_ALPHA * (ratio - times.pace);
    }
  }
  times.mean[cell] = ewma(times.mean[cell]!, times.count[cell]!, seconds, config.alpha);
  times.count[cell] = Math.min(times.count[cell]! + 1, 0xffffffff);
  const slot = cell * SLOTS + (Math.floor(minutes / SLOT_MINUTES) % SLOTS);
  times.slotMean[slot] = ewma(times.slotMean[slot]!, times.slotCount[slot]!, seconds, config.alpha);
  times.slotCount[slot] = Math.min(times.slotCount[slot]! + 1, 0xffffffff);
  times.changed.add(changeKey(cell, -1));
  times.changed.add(changeKey(cell, slot % SLOTS));
}

/** The figures changed since the last call (to be stored). */
export function takeChangedCells(times: CellTimes): LearnedCell[] {
  const out: LearnedCell[] = [];
  for (const key of times.changed) {
    const cell = Math.floor(key / (SLOTS + 1));
    const slot = (key % (SLOTS + 1)) - 1;
    const index = cell * SLOTS + slot;
    out.push(
      slot === -1
        ? { cell, slot, meanS: times.mean[cell]!, count: times.count[cell]! }
        : { cell, slot, meanS: times.slotMean[index]!, count: times.slotCount[index]! },
    );
  }
  times.changed.clear();
  return out;
}

/** The learned figures (those observed at least once). */
export function learnedCells(times: CellTimes): LearnedCell[] {
  const out: LearnedCell[] = [];
  times.count.forEach((count, cell) => {
    if (count > 0) out.push({ cell, slot: -1, meanS: times.mean[cell]!, count });
  });
  times.slotCount.forEach((count, i) => {
    if (count > 0) {
      out.push({ cell: Math.floor(i / SLOTS), slot: i % SLOTS, meanS: times.slotMean[i]!, count });
    }
  });
  return out;
}

/** Restores stored figures; those of another layout (the route changed) are ignored. */
export function restoreCells(
  times: CellTimes,
  signature: string,
  cells: readonly LearnedCell[],
): boolean {
  if (signature !== times.signature) return false;
  for (const { cell, slot, meanS, count } of cells) {
    if (cell < 0 || cell >= times.mean.length || !(meanS >= 0) || !(count > 0)) continue;
    if (slot === -1) {
      times.mean[cell] = meanS;
      times.count[cell] = count;
    } else if (Number.isInteger(slot) && slot >= 0 && slot < SLOTS) {
      times.slotMean[cell * SLOTS + slot] = meanS;
      times.slotCount[cell * SLOTS + slot] = count;
    }
  }
  return true;
}
