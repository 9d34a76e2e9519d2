/** Small plane geometry on [lon, lat] positions; at the scale of a site the earth is flat enough. */

export type Position = [number, number];

const METRES_PER_DEGREE = 111_320;

/** Metres east and north of `origin` (an equirectangular projection around it). */
export function toMetres(origin: Position, point: Position): [number, number] {
  const scale = Math.cos((origin[1] * Math.PI) / 180);
  return [
    (point[0] - origin[0]) * METRES_PER_DEGREE * scale,
    (point[1] - origin[1]) * METRES_PER_DEGREE,
  ];
}

export function distanceMetres(a: Position, b: Position): number {
  const [x, y] = toMetres(a, b);
  return Math.hypot(x, y);
}

export function samePosition(a: Position, b: Position): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

export interface Projection {
  /** The closest point on the line. */
  point: Position;
  /** Index of the segment it lies on (between positions i and i + 1). */
  segment: number;
  /** 0–1 along that segment. */
  t: number;
  /** Distance from the original point, in metres. */
  distance: number;
  /** Distance from the start of the line to the closest point, in metres. */
  along: number;
}

/** The point of a polyline closest to `point`. Needs at least two positions. */
export function projectOntoLine(line: readonly Position[], point: Position): Projection | null {
  let best: Projection | null = null;
  let along = 0;
  for (let i = 0; i + 1 < line.length; i++) {
    const a = line[i];
    const b = line[i + 1];
    if (a === undefined || b === undefined) break;
    const [bx, by] = toMetres(a, b);
    const [px, py] = toMetres(a, point);
    const lengthSquared = bx * bx + by * by;
    const t =
      lengthSquared === 0 ? 0 : Math.min(1, Math.max(0, (px * bx + py * by) / lengthSquared));
    const distance = Math.hypot(px - t * bx, py - t * by);
    const segmentLength = Math.sqrt(lengthSquared);
    if (best === null || distance < best.distance) {
      best = {
        point: [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t],
        segment: i,
        t,
        distance,
        along: along + t * segmentLength,
      };
    }
    along += segmentLength;
  }
  return best;
}

export function lineLength(line: readonly Position[]): number {
  let total = 0;
  for (let i = 0; i + 1 < line.length; i++) {
    const a = line[i];
    const b = line[i + 1];
    if (a !== undefined && b !== undefined) total += distanceMetres(a, b);
  }
  return total;
}

/** [[west, south], [east, north]] of some positions, or null for none. */
export function boundsOf(points: readonly Position[]): [Position, Position] | null {
  if (points.length === 0) return null;
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const [lon, lat] of points) {
    west = Math.min(west, lon);
    east = Math.max(east, lon);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [
    [west, south],
    [east, north],
  ];
}

/** Rounds a coordinate to 6 decimals (about 0.1 m), as the forms show it. */
export const roundCoordinate = (value: number): number => Math.round(value * 1e6) / 1e6;

/**
 * A view around some positions: their bounds widened by `margin` degrees on every side (so one
 * point is not shown at the closest zoom), or null for none.
 */
export function viewAround(
  points: readonly Position[],
  margin = 0.002,
): [Position, Position] | null {
  const bounds = boundsOf(points);
  if (bounds === null) return null;
  const [[west, south], [east, north]] = bounds;
  return [
    [west - margin, south - margin / 2],
    [east + margin, north + margin / 2],
  ];
}
