import type { DoorStatus } from '@shuttle-ops/domain';
import type { AlertKind } from './alert-catalogue.ts';
import type { PreparedRoute } from './prepared-route.ts';
import type { Rng } from './rng.ts';
import { poseAt } from './vehicle-pose.ts';

/** Driving and service figures of a small autonomous shuttle (Navya Arma class). */
export const SHUTTLE = {
  /** 18 km/h. */
  cruiseSpeed: 5,
  /** 9 km/h, with degraded localisation. */
  degradedSpeed: 2.5,
  /** Slowest speed through a sharp corner. */
  cornerSpeed: 2.5,
  accel: 0.8,
  decel: 1.0,
  /** The most the shuttle brakes in service, when it must to stop at its mark. */
  maxServiceDecel: 1.5,
  emergencyDecel: 2.5,
  wheelbase: 2.8,
  doorSeconds: 3,
  /** Doors opening, open and closing together, without obstructions. */
  dwellSeconds: [15, 40],
  batteryKwh: 33,
  tractionKwhPerKm: 0.15,
  /** Heating, air conditioning, computers. */
  auxiliaryKw: 1.2,
  chargerKw: 22,
  /** Below this on arrival at the charging stop, the shuttle goes to charge. */
  chargeBelowPercent: 30,
  chargeToPercent: 90,
  lowBatteryPercent: 20,
  lowBatteryClearPercent: 25,
} as const;

export interface VehicleSpec {
  vehicleId: string;
  customerId: string;
  route: PreparedRoute;
  maxOccupancy: number;
  maxWheelchairOccupancy: number;
  /** The stop with the charger. */
  chargeStopIndex: number;
  /** Scales how often random alerts happen; 0 turns them off. */
  alertRate: number;
}

export type VehiclePhase = 'DRIVING' | 'AT_STOP' | 'CHARGING';

export interface ActiveAlert {
  /** Numbered per vehicle from 1, from raise to clear. */
  key: number;
  kind: AlertKind;
  raisedAt: number;
  /** Simulated second at which it clears; null when a state clears it. */
  clearsAt: number | null;
}

/** The people moving at the current stop. */
export interface StopExchange {
  alight: number;
  alightWheelchair: number;
  board: number;
  boardWheelchair: number;
  /** Seconds until the next person gets on or off. */
  nextMoveIn: number;
  moveInterval: number;
  /** The doors stay open this long (counting down), then close. */
  openLeft: number;
  /** Out of service after this stop, to charge. */
  thenCharge: boolean;
}

/** A mission's stopping point: it replaces the next stop as the target while set. */
export interface VehicleGoal {
  /** Along the route path, metres. */
  distance: number;
  /** The stop whose service follows the goal (stop `stopIndex + 1` is the next one served). */
  stopIndex: number;
}

export interface VehicleState {
  readonly spec: VehicleSpec;
  /** Simulated seconds since the start. */
  elapsed: number;
  /** Along the route path, metres. */
  distance: number;
  /** 1 along the path, -1 against it (a line is driven back). */
  direction: 1 | -1;
  /** m/s. */
  speed: number;
  /** m/s². */
  acceleration: number;
  lat: number;
  lon: number;
  altitude: number;
  /** Degrees clockwise from north. */
  heading: number;
  /** Road-wheel angle in degrees, right positive. */
  steeringAngle: number;
  /** Degrees per second. */
  steeringRate: number;
  odometerKm: number;
  phase: VehiclePhase;
  /** The stop being served (AT_STOP, CHARGING) or approached (DRIVING). */
  stopIndex: number;
  /** Set while driving to a mission's station (see missions/). */
  goal?: VehicleGoal | undefined;
  doors: DoorStatus;
  /** Seconds left of the doors opening or closing. */
  doorTimer: number;
  exchange: StopExchange | null;
  passengers: number;
  /** Wheelchair users on board, also counted in passengers. */
  wheelchairs: number;
  /** Percent, 0 to 100. */
  battery: number;
  alerts: readonly ActiveAlert[];
  nextAlertKey: number;
  airTemperature: number;
  indoorTemperature: number;
  engineTemperature: number;
  gnssSignal: number;
  hitRatio: number;
}

export interface VehicleStart {
  startStopIndex?: number;
  battery?: number;
  passengers?: number;
  odometerKm?: number;
}

export function createVehicleState(
  spec: VehicleSpec,
  rng: Rng,
  start: VehicleStart = {},
): VehicleState {
  const { route } = spec;
  const stopIndex = (start.startStopIndex ?? 0) % route.stops.length;
  const airTemperature = rng.range(6, 18);
  const passengers = Math.min(start.passengers ?? rng.int(0, 4), spec.maxOccupancy);
  const distance = route.stops[stopIndex]!;
  // At the far end of a line the shuttle starts back.
  const direction = !route.closed && stopIndex === route.stops.length - 1 ? -1 : 1;
  const pose = poseAt(route, distance, direction, SHUTTLE.wheelbase);
  return {
    spec,
    elapsed: 0,
    distance,
    direction,
    speed: 0,
    acceleration: 0,
    lat: pose.lat,
    lon: pose.lon,
    altitude: pose.altitude,
    heading: pose.heading,
    steeringAngle: pose.steeringAngle,
    steeringRate: 0,
    odometerKm: start.odometerKm ?? Math.round(rng.range(800, 9000) * 10) / 10,
    // Arriving: the stop's service (doors, passengers) begins with the first step.
    phase: 'AT_STOP',
    stopIndex,
    doors: 'CLOSED',
    doorTimer: 0,
    exchange: null,
    passengers,
    wheelchairs: 0,
    battery: Math.min(100, Math.max(0, start.battery ?? rng.range(55, 95))),
    alerts: [],
    nextAlertKey: 1,
    airTemperature,
    indoorTemperature: 21,
    engineTemperature: airTemperature + 5,
    gnssSignal: 96,
    hitRatio: 97,
  };
}

export const hasAlert = (state: VehicleState, kind: AlertKind): boolean =>
  state.alerts.some((alert) => alert.kind === kind);
