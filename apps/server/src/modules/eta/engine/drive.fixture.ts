import { pointAt } from '@shuttle-ops/domain';
import { pathDistanceOf, type RouteCells } from './route-cells.ts';
import type { Fix } from './vehicle-progress.ts';

export interface DriveOptions {
  /** Route metres to start from and to stop at (unwrapped on a loop). */
  from: number;
  to: number;
  speedMps: number;
  /** Seconds stood at each stop passed (the stop's route metres unwrapped). */
  dwellS: number;
  startAt: number;
  /** Metres east added to every position (off the path). */
  offsetM?: number;
}

export interface Drive {
  fixes: Fix[];
  /** When the vehicle stood at each stop, in order: stop index and ms. */
  arrivals: { stop: number; at: number }[];
}

const METRES_PER_DEGREE_LAT = 111_195;

/** A vehicle driving at constant speed and standing at every stop, reporting once a second. */
export function drive(route: RouteCells, options: DriveOptions): Drive {
  const stops: { stop: number; at: number }[] = [];
  const laps = route.closed ? Math.ceil(options.to / route.length) + 1 : 1;
  for (let lap = 0; lap < laps; lap++) {
    for (const index of route.stopCells) {
      const cell = route.cells[index]!;
      const mid = lap * (route.closed ? route.length : 0) + (cell.start + cell.end) / 2;
      if (mid > options.from && mid <= options.to) stops.push({ stop: cell.stop, at: mid });
    }
  }
  stops.sort((a, b) => a.at - b.at);
  const fixes: Fix[] = [];
  const arrivals: Drive['arrivals'] = [];
  let position = options.from;
  let t = options.startAt;
  let next = 0;
  let standUntil = 0;
  const east =
    (options.offsetM ?? 0) / (METRES_PER_DEGREE_LAT * Math.cos((51.575 * Math.PI) / 180));
  while (position < options.to) {
    const point = pointAt(route.path, pathDistanceOf(route, position));
    fixes.push({ at: t, lat: point.lat, lon: point.lon + east });
    t += 1000;
    if (t < standUntil) continue;
    const stop = stops[next];
    const step = options.speedMps;
    if (stop && position + step >= stop.at) {
      const at = t - 1000 + ((stop.at - position) / step) * 1000;
      arrivals.push({ stop: stop.stop, at });
      position = stop.at;
      standUntil = at + options.dwellS * 1000;
      next++;
    } else {
      position = Math.min(options.to, position + step);
    }
  }
  return { fixes, arrivals };
}
