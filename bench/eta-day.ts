// A simulated day of service on one loop for the ETA benchmark: the simulator's vehicle model
// (acceleration, corners, dwells from boardings and alightings, obstacles, emergency stops,
// degraded localisation) plus traffic the model does not have: slower stretches, morning,
// lunchtime and evening peaks, run-to-run variation and random holds at stops. Deterministic
// for a seed.
import {
  createRng,
  createVehicleState,
  deriveSeed,
  step,
  type PreparedRoute,
  type Rng,
  type VehicleState,
} from '../apps/simulator/src/index.ts';

export interface DayOptions {
  seed: number;
  /** Midnight of the day (ms since the epoch, UTC; in winter London time equals UTC). */
  midnight: number;
  startHour: number;
  endHour: number;
  vehicles: number;
}

export interface DayFix {
  at: number;
  lat: number;
  lon: number;
}

export interface DayHooks {
  /** Every second, for each vehicle: its (noisy) reported position and its true state. */
  onFix(vehicle: number, fix: DayFix, state: VehicleState): void;
  /** When a vehicle really reached a stop. */
  onArrival(vehicle: number, stop: number, at: number): void;
}

/** Stretches where traffic slows the shuttles, in path metres, with how much they keep of speed. */
const SLOW_STRETCHES = [
  { from: 2600, to: 2900, keep: 0.7, peakWeight: 1 }, // towards the Main Gate
  { from: 0, to: 300, keep: 0.75, peakWeight: 1 }, // past the Main Gate
  { from: 900, to: 1250, keep: 0.85, peakWeight: 0.7 }, // Thomson Avenue
  { from: 1650, to: 2050, keep: 0.8, peakWeight: 0.8 }, // Diamond Light Source
];
/** Peaks: centre (hour), width (hours, standard deviation), how much speed they take at most. */
const PEAKS = [
  { centre: 8.5, width: 0.6, depth: 0.5 },
  { centre: 12.6, width: 0.4, depth: 0.2 },
  { centre: 17.25, width: 0.7, depth: 0.45 },
];
const OFF_PEAK_WEIGHT = 0.3;
/** A shuttle is held at a stop now and then (a wheelchair ramp, a late connection). */
const HOLD_CHANCE = 0.04;
const HOLD_S: readonly [number, number] = [30, 180];
/** Run-to-run variation of speed between two stops (standard deviation, bounds). */
const PACE_SIGMA = 0.1;
const PACE_BOUNDS: readonly [number, number] = [0.7, 1.3];
const GPS_SIGMA_M = 3;
const GPS_OUTLIER_CHANCE = 0.005;
const METRES_PER_DEGREE = 111_195;

function gaussian(rng: Rng): number {
  return Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());
}

interface DayTraffic {
  /** The day's peaks, shifted and scaled a little from the usual. */
  peaks: { centre: number; width: number; depth: number }[];
}

function trafficOf(rng: Rng): DayTraffic {
  const scale = rng.range(0.8, 1.2);
  return {
    peaks: PEAKS.map((p) => ({
      centre: p.centre + rng.range(-0.25, 0.25),
      width: p.width,
      depth: p.depth * scale,
    })),
  };
}

/** The share of its speed a shuttle keeps at a path position and an hour of the day. */
export function speedShare(traffic: DayTraffic, distance: number, hour: number): number {
  const peak = traffic.peaks.reduce(
    (sum, p) => sum + p.depth * Math.exp(-(((hour - p.centre) / p.width) ** 2) / 2),
    0,
  );
  const stretch = SLOW_STRETCHES.find((s) => distance >= s.from && distance < s.to);
  const keep = stretch?.keep ?? 1;
  const weight = stretch?.peakWeight ?? OFF_PEAK_WEIGHT;
  return Math.max(0.3, keep * (1 - peak * weight));
}

interface SimVehicle {
  state: VehicleState;
  rng: Rng;
  /** Run-to-run variation, drawn at each departure. */
  pace: number;
  holdUntil: number;
}

export function simulateDay(route: PreparedRoute, options: DayOptions, hooks: DayHooks): void {
  const dayRng = createRng(deriveSeed(options.seed, 'day'));
  const traffic = trafficOf(dayRng);
  const fleet: SimVehicle[] = Array.from({ length: options.vehicles }, (_, i) => {
    const rng = createRng(deriveSeed(options.seed, `vehicle-${i}`));
    const state = createVehicleState(
      {
        vehicleId: `bench-${i}`,
        customerId: 'bench',
        route,
        maxOccupancy: 15,
        maxWheelchairOccupancy: 1,
        // Charging takes a shuttle out of service; here batteries are topped up instead.
        chargeStopIndex: -1,
        alertRate: 1,
      },
      rng,
      { startStopIndex: Math.floor((i * route.stops.length) / options.vehicles), battery: 95 },
    );
    return { state, rng, pace: 1, holdUntil: 0 };
  });
  const cosLat = Math.cos((51.575 * Math.PI) / 180);
  const start = options.midnight + options.startHour * 3_600_000;
  const end = options.midnight + options.endHour * 3_600_000;
  for (let t = start; t < end; t += 1000) {
    const hour = (t - options.midnight) / 3_600_000;
    fleet.forEach((v, i) => {
      if (t >= v.holdUntil) {
        const share =
          v.state.phase === 'DRIVING' ? speedShare(traffic, v.state.distance, hour) * v.pace : 1;
        const result = step(v.state, share, v.rng);
        v.state = result.state;
        if (v.state.battery < 40) v.state.battery = 95;
        for (const event of result.events) {
          if (event.type === 'arrived') {
            hooks.onArrival(i, event.stopIndex, t + 1000);
            if (v.rng.chance(HOLD_CHANCE)) v.holdUntil = t + 1000 * v.rng.range(...HOLD_S);
          } else if (event.type === 'departed') {
            const pace = 1 + PACE_SIGMA * gaussian(v.rng);
            v.pace = Math.min(PACE_BOUNDS[1], Math.max(PACE_BOUNDS[0], pace));
          }
        }
      }
      const outlier = v.rng.chance(GPS_OUTLIER_CHANCE) ? 80 : 0;
      const north = GPS_SIGMA_M * gaussian(v.rng) + outlier;
      const east = GPS_SIGMA_M * gaussian(v.rng);
      hooks.onFix(
        i,
        {
          at: t + 1000,
          lat: v.state.lat + north / METRES_PER_DEGREE,
          lon: v.state.lon + east / (METRES_PER_DEGREE * cosLat),
        },
        v.state,
      );
    });
  }
}
