import { haversineMetres } from '../geo/route-path.ts';
import type { BusStop } from './bus-stop.ts';

/** Two stops of one name closer than this are most likely the same stop entered twice. */
export const DUPLICATE_STOP_RADIUS_M = 15;

/** A name as people read it: case, surrounding and repeated spaces do not count. */
const sameName = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-GB');

export interface DuplicateStop {
  stop: BusStop;
  /** Whole metres between the two positions. */
  metres: number;
}

/**
 * The nearest other stop with the same name within DUPLICATE_STOP_RADIUS_M of `candidate`, or
 * null. Opposite sides of one road may rightly share a name, so this is a warning to confirm,
 * not a refusal. `candidate.BS_ID` (the stop being edited) is never its own duplicate.
 */
export function findDuplicateStop(
  candidate: { BS_ID?: string | undefined; name: string; lat: number; lon: number },
  stops: readonly BusStop[],
): DuplicateStop | null {
  const name = sameName(candidate.name);
  if (name === '') return null;
  let nearest: DuplicateStop | null = null;
  for (const stop of stops) {
    if (stop.BS_ID === candidate.BS_ID || sameName(stop.name) !== name) continue;
    const metres = haversineMetres([candidate.lon, candidate.lat], [stop.lon, stop.lat]);
    if (metres <= DUPLICATE_STOP_RADIUS_M && (nearest === null || metres < nearest.metres)) {
      nearest = { stop, metres: Math.round(metres) };
    }
  }
  return nearest;
}
