import { ALERT_CATALOGUE, DOOR_OBSTRUCTION_CHANCE, type AlertKind } from './alert-catalogue.ts';
import { moveOnePerson, movesLeft, planExchange } from './passenger-flow.ts';
import type { Rng } from './rng.ts';
import { onRoute, poseAt, turnAhead } from './vehicle-pose.ts';
import { hasAlert, SHUTTLE, type ActiveAlert, type VehicleState } from './vehicle-state.ts';

/**
 * The behaviour of one shuttle, without I/O: `step` advances a state by some simulated seconds
 * and tells what happened. The same state, seconds and random source give the same result.
 */

export type VehicleEvent =
  | { type: 'alert-raised'; alert: ActiveAlert }
  | { type: 'alert-cleared'; alert: ActiveAlert }
  | { type: 'arrived'; stopIndex: number }
  | { type: 'goal-reached' }
  | { type: 'departed'; stopIndex: number }
  | { type: 'charging-started'; stopIndex: number }
  | { type: 'charging-finished'; stopIndex: number };

export interface StepResult {
  state: VehicleState;
  events: VehicleEvent[];
}

/** Long steps are cut into pieces of at most this many seconds, so nothing is overrun. */
const MAX_SUBSTEP_S = 0.2;
const ARRIVED_WITHIN_M = 0.02;
const SECONDS_PER_HOUR = 3600;

export function step(state: VehicleState, dtSeconds: number, rng: Rng): StepResult {
  if (!(dtSeconds > 0)) return { state, events: [] };
  const next: VehicleState = {
    ...state,
    alerts: [...state.alerts],
    exchange: state.exchange && { ...state.exchange },
  };
  const events: VehicleEvent[] = [];
  const pieces = Math.ceil(dtSeconds / MAX_SUBSTEP_S);
  const h = dtSeconds / pieces;
  for (let i = 0; i < pieces; i++) substep(next, h, rng, events);
  next.acceleration = (next.speed - state.speed) / dtSeconds;
  next.steeringRate = (next.steeringAngle - state.steeringAngle) / dtSeconds;
  return { state: next, events };
}

function substep(s: VehicleState, h: number, rng: Rng, events: VehicleEvent[]): void {
  s.elapsed += h;
  clearDueAlerts(s, events);
  raiseRandomAlerts(s, h, rng, events);
  let travelled = 0;
  if (s.phase === 'DRIVING') travelled = drive(s, h, events);
  else if (s.phase === 'AT_STOP') serveStop(s, h, rng, events);
  else charge(s, h, events);
  useEnergy(s, h, travelled);
  watchBattery(s, events);
  updateSensors(s, h, rng);
  const pose = poseAt(s.spec.route, s.distance, s.direction, SHUTTLE.wheelbase);
  s.lat = pose.lat;
  s.lon = pose.lon;
  s.heading = pose.heading;
  s.altitude = pose.altitude;
  s.steeringAngle = pose.steeringAngle;
}

// ---- alerts -------------------------------------------------------------------------------

function raise(s: VehicleState, kind: AlertKind, rng: Rng, events: VehicleEvent[]): void {
  const duration = ALERT_CATALOGUE[kind].durationS;
  const alert: ActiveAlert = {
    key: s.nextAlertKey++,
    kind,
    raisedAt: s.elapsed,
    clearsAt: duration ? s.elapsed + rng.range(duration[0], duration[1]) : null,
  };
  s.alerts = [...s.alerts, alert];
  events.push({ type: 'alert-raised', alert });
}

function clear(s: VehicleState, kind: AlertKind, events: VehicleEvent[]): void {
  const alert = s.alerts.find((a) => a.kind === kind);
  if (!alert) return;
  s.alerts = s.alerts.filter((a) => a !== alert);
  events.push({ type: 'alert-cleared', alert });
}

function clearDueAlerts(s: VehicleState, events: VehicleEvent[]): void {
  for (const alert of s.alerts) {
    if (alert.clearsAt !== null && alert.clearsAt <= s.elapsed) clear(s, alert.kind, events);
  }
}

function raiseRandomAlerts(s: VehicleState, h: number, rng: Rng, events: VehicleEvent[]): void {
  if (s.phase !== 'DRIVING' || s.spec.alertRate <= 0) return;
  for (const kind of ['OBSTACLE', 'EMERGENCY_STOP', 'GNSS_DEGRADED'] as const) {
    const perSecond = (ALERT_CATALOGUE[kind].perDrivingHour * s.spec.alertRate) / SECONDS_PER_HOUR;
    // Draw every time, so that the random sequence does not depend on which alerts are active.
    const happens = rng.chance(1 - Math.exp(-perSecond * h));
    const blocked =
      hasAlert(s, kind) || (kind === 'OBSTACLE' && (s.speed < 1 || hasAlert(s, 'EMERGENCY_STOP')));
    if (happens && !blocked) raise(s, kind, rng, events);
  }
}

function watchBattery(s: VehicleState, events: VehicleEvent[]): void {
  if (s.battery < SHUTTLE.lowBatteryPercent && !hasAlert(s, 'LOW_BATTERY')) {
    // Low battery has no duration, so raising it draws nothing from the random source.
    const alert: ActiveAlert = {
      key: s.nextAlertKey++,
      kind: 'LOW_BATTERY',
      raisedAt: s.elapsed,
      clearsAt: null,
    };
    s.alerts = [...s.alerts, alert];
    events.push({ type: 'alert-raised', alert });
  } else if (s.battery > SHUTTLE.lowBatteryClearPercent && hasAlert(s, 'LOW_BATTERY')) {
    clear(s, 'LOW_BATTERY', events);
  }
}

// ---- driving ------------------------------------------------------------------------------

/** Metres to the stop being approached, in the direction of travel. */
export function distanceToStop(s: VehicleState): number {
  const { route } = s.spec;
  const target = s.goal?.distance ?? route.stops[s.stopIndex]!;
  if (route.closed) {
    const length = route.path.length;
    return (((target - s.distance) % length) + length) % length;
  }
  return Math.max(0, s.direction * (target - s.distance));
}

/** Slower through corners: full speed up to 15° over the next 20 m, the corner speed from 75°. */
function cornerLimit(s: VehicleState): number {
  const turn = Math.abs(turnAhead(s.spec.route, s.distance, s.direction, 20));
  const t = Math.min(1, Math.max(0, (turn - 15) / 60));
  return SHUTTLE.cruiseSpeed - t * (SHUTTLE.cruiseSpeed - SHUTTLE.cornerSpeed);
}

function drive(s: VehicleState, h: number, events: VehicleEvent[]): number {
  const remaining = distanceToStop(s);
  const emergency = hasAlert(s, 'EMERGENCY_STOP');
  const v0 = s.speed;
  let v1: number;
  let advance: number;
  if (
    !emergency &&
    !hasAlert(s, 'OBSTACLE') &&
    remaining - v0 * h <= (v0 * v0) / (2 * SHUTTLE.decel)
  ) {
    // Braking for the stop at the constant rate that ends exactly on the mark.
    const decel = Math.min(SHUTTLE.maxServiceDecel, (v0 * v0) / (2 * Math.max(remaining, 1e-6)));
    v1 = Math.max(0, v0 - decel * h);
    advance = v1 === 0 ? remaining : Math.min(((v0 + v1) / 2) * h, remaining);
  } else {
    let target: number;
    let decel: number = SHUTTLE.decel;
    if (emergency) {
      target = 0;
      decel = SHUTTLE.emergencyDecel;
    } else if (hasAlert(s, 'OBSTACLE') || s.battery <= 0) {
      target = 0;
    } else {
      const limit = hasAlert(s, 'GNSS_DEGRADED') ? SHUTTLE.degradedSpeed : SHUTTLE.cruiseSpeed;
      target = Math.min(limit, cornerLimit(s));
    }
    v1 = target > v0 ? Math.min(target, v0 + SHUTTLE.accel * h) : Math.max(target, v0 - decel * h);
    advance = Math.min(((v0 + v1) / 2) * h, remaining);
  }
  s.distance = onRoute(s.spec.route, s.distance + s.direction * advance);
  s.odometerKm += advance / 1000;
  s.speed = Math.min(v1, SHUTTLE.cruiseSpeed);
  if (!emergency && remaining - advance <= ARRIVED_WITHIN_M && s.goal) {
    // At a mission's station: served like a stop, then service resumes after goal.stopIndex.
    s.distance = s.goal.distance;
    s.stopIndex = s.goal.stopIndex;
    s.goal = undefined;
    s.speed = 0;
    s.phase = 'AT_STOP';
    s.exchange = null;
    events.push({ type: 'goal-reached' });
  } else if (!emergency && remaining - advance <= ARRIVED_WITHIN_M) {
    s.distance = s.spec.route.stops[s.stopIndex]!;
    s.speed = 0;
    s.phase = 'AT_STOP';
    s.exchange = null;
    events.push({ type: 'arrived', stopIndex: s.stopIndex });
  }
  return advance;
}

// ---- at a stop ----------------------------------------------------------------------------

/** At the end of a line the shuttle turns back; a loop has no end. */
function atTerminus(s: VehicleState): boolean {
  const { route } = s.spec;
  if (route.closed) return false;
  return s.direction > 0 ? s.stopIndex === route.stops.length - 1 : s.stopIndex === 0;
}

function serveStop(s: VehicleState, h: number, rng: Rng, events: VehicleEvent[]): void {
  s.speed = 0;
  if (!s.exchange) {
    const thenCharge =
      s.stopIndex === s.spec.chargeStopIndex && s.battery < SHUTTLE.chargeBelowPercent;
    s.exchange = planExchange(s, rng, { everyoneOff: atTerminus(s) || thenCharge, thenCharge });
    s.doors = 'OPENING';
    s.doorTimer = SHUTTLE.doorSeconds;
    return;
  }
  const exchange = s.exchange;
  switch (s.doors) {
    case 'OPENING':
      s.doorTimer -= h;
      if (s.doorTimer <= 0) s.doors = 'OPEN';
      return;
    case 'OPEN':
      exchange.openLeft -= h;
      exchange.nextMoveIn -= h;
      while (exchange.nextMoveIn <= 0 && movesLeft(exchange) > 0) {
        moveOnePerson(s, exchange);
        exchange.nextMoveIn += exchange.moveInterval;
      }
      if (exchange.openLeft > 0 || hasAlert(s, 'DOOR_OBSTRUCTION')) return;
      while (movesLeft(exchange) > 0) moveOnePerson(s, exchange);
      // Draw every time the doors start to close, obstructed or not.
      if (rng.chance(DOOR_OBSTRUCTION_CHANCE * Math.min(1, s.spec.alertRate))) {
        raise(s, 'DOOR_OBSTRUCTION', rng, events);
        return;
      }
      s.doors = 'CLOSING';
      s.doorTimer = SHUTTLE.doorSeconds;
      return;
    case 'CLOSING':
      s.doorTimer -= h;
      if (s.doorTimer > 0) return;
      s.doors = 'CLOSED';
      if (exchange.thenCharge) {
        s.phase = 'CHARGING';
        events.push({ type: 'charging-started', stopIndex: s.stopIndex });
      } else {
        depart(s, events);
      }
      return;
    case 'CLOSED':
      return;
  }
}

function depart(s: VehicleState, events: VehicleEvent[]): void {
  const { route } = s.spec;
  events.push({ type: 'departed', stopIndex: s.stopIndex });
  if (atTerminus(s)) s.direction = s.direction > 0 ? -1 : 1;
  s.stopIndex = route.closed ? (s.stopIndex + 1) % route.stops.length : s.stopIndex + s.direction;
  s.phase = 'DRIVING';
  s.exchange = null;
}

function charge(s: VehicleState, h: number, events: VehicleEvent[]): void {
  s.speed = 0;
  s.battery = Math.min(
    100,
    s.battery + (SHUTTLE.chargerKw * h * 100) / (3600 * SHUTTLE.batteryKwh),
  );
  if (s.battery >= SHUTTLE.chargeToPercent) {
    events.push({ type: 'charging-finished', stopIndex: s.stopIndex });
    depart(s, events);
  }
}

// ---- energy and sensors -------------------------------------------------------------------

function useEnergy(s: VehicleState, h: number, travelledM: number): void {
  const kwh = (SHUTTLE.tractionKwhPerKm * travelledM) / 1000 + (SHUTTLE.auxiliaryKw * h) / 3600;
  s.battery = Math.min(100, Math.max(0, s.battery - (kwh * 100) / SHUTTLE.batteryKwh));
}

/** First-order approach to a target with time constant tau seconds. */
const approach = (value: number, target: number, h: number, tau: number): number =>
  value + (target - value) * (1 - Math.exp(-h / tau));

function updateSensors(s: VehicleState, h: number, rng: Rng): void {
  s.airTemperature = Math.min(35, Math.max(-10, s.airTemperature + rng.range(-0.01, 0.01) * h));
  const cabinTarget = s.doors === 'CLOSED' ? 21 : s.airTemperature;
  s.indoorTemperature = approach(s.indoorTemperature, cabinTarget, h, 600);
  const motorTarget = s.airTemperature + 10 + 30 * (s.speed / SHUTTLE.cruiseSpeed);
  s.engineTemperature = approach(s.engineTemperature, motorTarget, h, 400);
  const degraded = hasAlert(s, 'GNSS_DEGRADED');
  s.gnssSignal = Math.min(
    100,
    Math.max(0, approach(s.gnssSignal, degraded ? 20 : 96, h, 5) + rng.range(-0.3, 0.3)),
  );
  s.hitRatio = Math.min(
    100,
    Math.max(0, approach(s.hitRatio, degraded ? 80 : 97, h, 10) + rng.range(-0.2, 0.2)),
  );
}

/**
 * Raises a condition on cue (a scenario's), clearing at `clearsAt` simulated seconds; nothing
 * when the vehicle has it already. Draws nothing from the random source.
 */
export function raiseOnCue(state: VehicleState, kind: AlertKind, clearsAt: number): StepResult {
  if (hasAlert(state, kind)) return { state, events: [] };
  const alert: ActiveAlert = { key: state.nextAlertKey, kind, raisedAt: state.elapsed, clearsAt };
  return {
    state: { ...state, alerts: [...state.alerts, alert], nextAlertKey: state.nextAlertKey + 1 },
    events: [{ type: 'alert-raised', alert }],
  };
}
