import type { ServiceContext } from './service-context.ts';

/**
 * Headway regularity on a loop: the shuttles of a loop should be evenly spaced. The planned
 * headway is the loop's timetabled lap divided by the shuttles running on it (three shuttles on
 * a 30-minute loop: one every 10 minutes). Each shuttle's gap is its headway to the shuttle
 * ahead (`headway_s` of `GET services/context`); a gap well under the planned headway is
 * bunching, one well over it a gap in the service.
 */

/** Where a gap stands against the planned headway. */
export type GapStatus = 'bunched' | 'even' | 'gap';

/** The shares of the planned headway that make a gap bunched or too wide (0.5 = 50 %). */
export interface GapThresholds {
  bunchedBelow: number;
  gapAbove: number;
}

/** Under half the planned headway is bunching; over one and a half times it, a gap. */
export const DEFAULT_GAP_THRESHOLDS: GapThresholds = Object.freeze({
  bunchedBelow: 0.5,
  gapAbove: 1.5,
});

/** The planned headway of a loop, seconds: its lap over the shuttles on it; null below two. */
export function plannedHeadwayS(lapS: number | null, shuttles: number): number | null {
  if (lapS === null || lapS <= 0 || shuttles < 2) return null;
  return Math.round(lapS / shuttles);
}

/** A gap against the planned headway. */
export function gapStatus(gapS: number, plannedS: number, thresholds: GapThresholds): GapStatus {
  if (gapS < plannedS * thresholds.bunchedBelow) return 'bunched';
  if (gapS > plannedS * thresholds.gapAbove) return 'gap';
  return 'even';
}

/**
 * The coefficient of variation of some gaps: their standard deviation (population) over their
 * mean. 0 when evenly spaced; null for fewer than two gaps or a mean of 0.
 */
export function coefficientOfVariation(values: readonly number[]): number | null {
  if (values.length < 2) return null;
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  if (mean <= 0) return null;
  const variance = values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / values.length;
  return Math.sqrt(variance) / mean;
}

/** One shuttle on a loop and its gap to the shuttle ahead. */
export interface LoopShuttle {
  Service_ID: string;
  Vehicle_ID: string;
  vehicleName: string;
  /** Seconds behind the shuttle ahead; null when no shuttle ahead is known. */
  gap_s: number | null;
  /** The shuttle ahead's vehicle name, or null. */
  aheadName: string | null;
  /** The gap over the planned headway (1 = on plan), or null. */
  share: number | null;
  status: GapStatus | null;
  /** Where it is drawn on the ring: the share of a lap from the first shuttle; null if unplaced. */
  position: number | null;
}

/** A loop with its shuttles in running order (each followed by the shuttle ahead of it). */
export interface LoopHeadways {
  Route_ID: string;
  routeName: string;
  lap_s: number | null;
  planned_s: number | null;
  shuttles: LoopShuttle[];
  /** The coefficient of variation of the known gaps, or null. */
  cv: number | null;
}

/**
 * The loops of some service contexts (lines are left out): per route, its shuttles in running
 * order with their gaps, the planned headway and the coefficient of variation of the gaps. The
 * first shuttle (by vehicle name) sits at position 0; each shuttle ahead is placed its gap
 * further on, so that the ring shows the spacing in time.
 */
export function loopHeadways(
  contexts: readonly ServiceContext[],
  thresholds: GapThresholds = DEFAULT_GAP_THRESHOLDS,
): LoopHeadways[] {
  const byRoute = new Map<string, ServiceContext[]>();
  for (const context of contexts) {
    if (context.routeType !== 'loop') continue;
    const list = byRoute.get(context.Route_ID) ?? [];
    list.push(context);
    byRoute.set(context.Route_ID, list);
  }
  const loops: LoopHeadways[] = [];
  for (const [routeId, list] of byRoute) {
    list.sort(
      (a, b) =>
        a.vehicleName.localeCompare(b.vehicleName) || a.Service_ID.localeCompare(b.Service_ID),
    );
    const lapS = list.find((c) => c.lap_s !== null)?.lap_s ?? null;
    const plannedS = plannedHeadwayS(lapS, list.length);
    const byId = new Map(list.map((c) => [c.Service_ID, c]));
    const gapOf = (c: ServiceContext) =>
      c.ahead !== null && byId.has(c.ahead.Service_ID) ? c.headway_s : null;

    // Running order: from the first shuttle, each next one is the shuttle ahead of the last.
    const ordered: ServiceContext[] = [];
    const offsets: number[] = [];
    let current: ServiceContext | undefined = list[0];
    let offset = 0;
    let closed = false;
    while (current !== undefined && !ordered.includes(current)) {
      ordered.push(current);
      offsets.push(offset);
      const gap = gapOf(current);
      const next: ServiceContext | undefined =
        gap === null || current.ahead === null ? undefined : byId.get(current.ahead.Service_ID);
      if (next === undefined) break;
      offset += gap ?? 0;
      if (next === list[0]) closed = true;
      current = next;
    }
    // A closed ring spans its gaps; an open chain the lap (or its own length when longer).
    const span = closed ? offset : Math.max(lapS ?? 0, offset);
    const shuttles: LoopShuttle[] = [...ordered, ...list.filter((c) => !ordered.includes(c))].map(
      (c, index) => {
        const gap = gapOf(c);
        const share = gap === null || plannedS === null ? null : gap / plannedS;
        const placed = index < ordered.length && span > 0;
        return {
          Service_ID: c.Service_ID,
          Vehicle_ID: c.Vehicle_ID,
          vehicleName: c.vehicleName,
          gap_s: gap,
          aheadName: gap === null ? null : (c.ahead?.vehicleName ?? null),
          share,
          status: gap === null || plannedS === null ? null : gapStatus(gap, plannedS, thresholds),
          position: placed ? (offsets[index] ?? 0) / span : index === 0 ? 0 : null,
        };
      },
    );
    const gaps = shuttles.flatMap((s) => (s.gap_s === null ? [] : [s.gap_s]));
    loops.push({
      Route_ID: routeId,
      routeName: list[0]?.routeName ?? '',
      lap_s: lapS,
      planned_s: plannedS,
      shuttles,
      cv: coefficientOfVariation(gaps),
    });
  }
  return loops.sort((a, b) => a.routeName.localeCompare(b.routeName));
}
