// Shuttles the ETA engine never trained on, for the ETA benchmark: a vehicle model of its own,
// not the simulator's. Each shuttle keeps a pace of its own, 70–130% of the pace the engine
// learned, drifting as it drives; it is held now and then between stops (30 s to 4 min), dwells
// 10 s to 3 min at stops, takes a detour off the path on some laps (its positions 150 m away, the
// stretch taking twice as long), and its GPS drops out for 20 s now and then. Deterministic for
// a seed.
import { pointAt, type RoutePath } from '@shuttle-ops/domain';
import { createRng, deriveSeed, type Rng } from '../apps/simulator/src/index.ts';
import type { DayFix } from './eta-day.ts';

export interface ForeignOptions {
  seed: number;
  /** When the drive starts and ends, ms since the epoch. */
  start: number;
  end: number;
  vehicles: number;
  /** The learned speed of the route when driving (m/s): each shuttle keeps 70–130% of it. */
  learnedSpeedMps: number;
}

export interface ForeignRoute {
  path: RoutePath;
  /** Path metres of each stop, increasing. */
  stops: readonly number[];
}

export interface ForeignHooks {
  /** Each second a position is received: the (noisy) fix. */
  onFix(vehicle: number, fix: DayFix): void;
  /** Each second, received or not: how far the shuttle truly is (unwrapped path metres). */
  onSecond(vehicle: number, at: number, distance: number): void;
  onArrival(vehicle: number, stop: number, at: number): void;
}

const PACE_BOUNDS: readonly [number, number] = [0.7, 1.3];
/** The pace drifts by this much a minute (standard deviation). */
const PACE_DRIFT = 0.05;
const ACCEL_MPS2 = 0.8;
const HOLD_CHANCE = 0.2;
const HOLD_S: readonly [number, number] = [30, 240];
const DWELL_S: readonly [number, number] = [10, 180];
/** The stop the detour leaves from, on the share of laps that take it. */
const DETOUR_AFTER_STOP = 4;
const DETOUR_CHANCE = 0.5;
const DETOUR_OFFSET_M = 150;
const DETOUR_SLOWDOWN = 0.5;
const DROPOUT_CHANCE_PER_S = 1 / 240;
const DROPOUT_S = 20;
const GPS_SIGMA_M = 3;
const METRES_PER_DEGREE = 111_195;

function gaussian(rng: Rng): number {
  return Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());
}

interface Shuttle {
  rng: Rng;
  /** Path metres, unwrapped: each lap adds the path's length. */
  distance: number;
  speed: number;
  pace: number;
  /** The stop it drives to (index), and that stop's unwrapped distance. */
  next: number;
  nextAt: number;
  /** Stands until then (dwell or hold), ms. */
  standUntil: number;
  /** Where it will be held on this run (unwrapped metres), or null. */
  holdAt: number | null;
  holdS: number;
  detour: { from: number; to: number } | null;
  silentUntil: number;
}

/** A dwell of 10 s to 3 min, most often short: a skewed draw. */
const dwellS = (rng: Rng): number => DWELL_S[0] + (DWELL_S[1] - DWELL_S[0]) * rng.next() ** 2.5;

function planRun(s: Shuttle, route: ForeignRoute, from: number): void {
  const length = route.path.length;
  const index = (from + 1) % route.stops.length;
  s.next = index;
  s.nextAt = Math.floor(s.distance / length) * length + route.stops[index]!;
  if (s.nextAt <= s.distance + 1e-6) s.nextAt += length;
  const run = s.nextAt - s.distance;
  s.holdAt = s.rng.chance(HOLD_CHANCE) ? s.distance + run * s.rng.range(0.2, 0.8) : null;
  s.holdS = s.rng.range(...HOLD_S);
  s.detour =
    from === DETOUR_AFTER_STOP && s.rng.chance(DETOUR_CHANCE)
      ? { from: s.distance + run * 0.25, to: s.distance + run * 0.75 }
      : null;
}

export function driveForeign(route: ForeignRoute, options: ForeignOptions, hooks: ForeignHooks) {
  const length = route.path.length;
  const fleet: Shuttle[] = Array.from({ length: options.vehicles }, (_, i) => {
    const rng = createRng(deriveSeed(options.seed, `foreign-${i}`));
    const first = Math.floor((i * route.stops.length) / options.vehicles);
    // Spread over the whole range: the first shuttle slowest, the last fastest.
    const pace =
      options.vehicles > 1
        ? PACE_BOUNDS[0] + ((PACE_BOUNDS[1] - PACE_BOUNDS[0]) * i) / (options.vehicles - 1)
        : 1;
    const s: Shuttle = {
      rng,
      distance: route.stops[first]!,
      speed: 0,
      pace,
      next: first,
      nextAt: route.stops[first]!,
      standUntil: options.start + dwellS(rng) * 1000,
      holdAt: null,
      holdS: 0,
      detour: null,
      silentUntil: 0,
    };
    planRun(s, route, first);
    return s;
  });
  const cosLat = Math.cos((51.575 * Math.PI) / 180);
  for (let t = options.start; t < options.end; t += 1000) {
    fleet.forEach((s, i) => {
      if (t % 60_000 === 0) {
        const drifted = s.pace + PACE_DRIFT * gaussian(s.rng);
        s.pace = Math.min(PACE_BOUNDS[1], Math.max(PACE_BOUNDS[0], drifted));
      }
      if (t >= s.standUntil) {
        const detour = s.detour && s.distance >= s.detour.from && s.distance < s.detour.to;
        const cruise = options.learnedSpeedMps * s.pace * (detour ? DETOUR_SLOWDOWN : 1);
        const stopAt = s.holdAt ?? s.nextAt;
        const braking = Math.sqrt(2 * ACCEL_MPS2 * Math.max(0, stopAt - s.distance));
        s.speed = Math.min(cruise, s.speed + ACCEL_MPS2, Math.max(braking, 0.5));
        s.distance = Math.min(s.distance + s.speed, stopAt);
        if (s.distance >= stopAt) {
          s.speed = 0;
          if (s.holdAt !== null) {
            s.holdAt = null;
            s.standUntil = t + 1000 + s.holdS * 1000;
          } else {
            hooks.onArrival(i, s.next, t + 1000);
            s.standUntil = t + 1000 + dwellS(s.rng) * 1000;
            planRun(s, route, s.next);
          }
        }
      }
      if (t >= s.silentUntil && s.rng.chance(DROPOUT_CHANCE_PER_S)) {
        s.silentUntil = t + DROPOUT_S * 1000;
      }
      if (t < s.silentUntil) {
        hooks.onSecond(i, t + 1000, s.distance);
        return;
      }
      const at = pointAt(route.path, s.distance % length);
      const off = s.detour && s.distance >= s.detour.from && s.distance < s.detour.to;
      // On the detour it is off to the side of the path.
      const side = ((at.bearing + 90) * Math.PI) / 180;
      const away = off ? DETOUR_OFFSET_M : 0;
      const north = GPS_SIGMA_M * gaussian(s.rng) + away * Math.cos(side);
      const east = GPS_SIGMA_M * gaussian(s.rng) + away * Math.sin(side);
      hooks.onFix(i, {
        at: t + 1000,
        lat: at.lat + north / METRES_PER_DEGREE,
        lon: at.lon + east / (METRES_PER_DEGREE * cosLat),
      });
      hooks.onSecond(i, t + 1000, s.distance);
    });
  }
}
