import { distanceMetres, lineLength, projectOntoLine, samePosition } from '../../../map/index.ts';
import type { Position } from '../../../map/index.ts';

/** A stop this close to a known road is taken to be on it. */
export const SNAP_TOLERANCE_METRES = 40;

export interface PathThroughStopsOptions {
  /** A loop returns from the last stop to the first. */
  closed: boolean;
  /** Known roads (the site's route paths): legs between stops on one road follow it. */
  guides?: readonly (readonly Position[])[];
  toleranceMetres?: number;
}

/** Distance of every vertex of a line from its start. */
function cumulative(line: readonly Position[]): number[] {
  const along = [0];
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1];
    const b = line[i];
    along.push((along[i - 1] ?? 0) + (a && b ? distanceMetres(a, b) : 0));
  }
  return along;
}

const isClosed = (line: readonly Position[]): boolean => {
  const first = line[0];
  const last = line[line.length - 1];
  return (
    line.length > 2 && first !== undefined && last !== undefined && distanceMetres(first, last) < 1
  );
};

/** Vertices of `line` strictly between two distances along it, in travel order. */
function between(line: readonly Position[], along: number[], from: number, to: number): Position[] {
  const picked: Position[] = [];
  line.forEach((position, index) => {
    const at = along[index] ?? 0;
    if (at > Math.min(from, to) && at < Math.max(from, to)) picked.push(position);
  });
  return from <= to ? picked : picked.reverse();
}

/** The ways along one road from stop a to stop b (both ends excluded), or none. */
function waysAlong(
  guide: readonly Position[],
  a: Position,
  b: Position,
  tolerance: number,
): Position[][] {
  if (guide.length < 2) return [];
  const pa = projectOntoLine(guide, a);
  const pb = projectOntoLine(guide, b);
  if (pa === null || pb === null || pa.distance > tolerance || pb.distance > tolerance) return [];
  const along = cumulative(guide);
  const direct = between(guide, along, pa.along, pb.along);
  if (!isClosed(guide)) return [direct];
  // On a loop road the other way round passes the start of the line.
  const total = along[along.length - 1] ?? 0;
  const ring = guide.slice(0, -1);
  const ringAlong = along.slice(0, -1);
  const around =
    pa.along <= pb.along
      ? // Backwards to the start, then on backwards from the end.
        [
          ...between(ring, ringAlong, pa.along, -1),
          ...between(ring, ringAlong, total + 1, pb.along),
        ]
      : // Forwards to the end, then on forwards from the start.
        [
          ...between(ring, ringAlong, pa.along, total + 1),
          ...between(ring, ringAlong, -1, pb.along),
        ];
  return [direct, around];
}

/** The shortest way from a to b: along a known road when both lie on it, else straight. */
function leg(
  a: Position,
  b: Position,
  guides: readonly (readonly Position[])[],
  tolerance: number,
): Position[] {
  let best: Position[] = [b];
  let bestLength = distanceMetres(a, b);
  let onRoad = false;
  for (const guide of guides) {
    for (const way of waysAlong(guide, a, b, tolerance)) {
      const candidate = [...way, b];
      const length = lineLength([a, ...candidate]);
      if (!onRoad || length < bestLength) {
        best = candidate;
        bestLength = length;
        onRoad = true;
      }
    }
  }
  return best;
}

/**
 * A path through the stops in their order: along the site's roads where two consecutive stops
 * lie on the same road, straight otherwise; a loop closes back at the first stop.
 */
export function pathThroughStops(
  stops: readonly Position[],
  { closed, guides = [], toleranceMetres = SNAP_TOLERANCE_METRES }: PathThroughStopsOptions,
): Position[] {
  const first = stops[0];
  if (first === undefined) return [];
  const targets = closed && stops.length > 1 ? [...stops.slice(1), first] : stops.slice(1);
  const path: Position[] = [first];
  let from = first;
  for (const to of targets) {
    for (const position of leg(from, to, guides, toleranceMetres)) {
      const last = path[path.length - 1];
      if (last === undefined || !samePosition(last, position)) path.push(position);
    }
    from = to;
  }
  return path;
}
