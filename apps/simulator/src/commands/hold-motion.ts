import { distanceToStop } from '../vehicle-model.ts';
import { onRoute, poseAt } from '../vehicle-pose.ts';
import { SHUTTLE, type VehicleState } from '../vehicle-state.ts';

/** A commanded stop brakes firmly but comfortably for standing passengers (m/s²). */
export const COMMAND_STOP_DECEL = 1.3;

/** Metres a stop from `speed` (m/s) takes at the commanded deceleration. */
export const stoppingDistance = (speed: number): number =>
  (speed * speed) / (2 * COMMAND_STOP_DECEL);

/**
 * One step of a held shuttle: it brakes at COMMAND_STOP_DECEL to a standstill (never past the
 * stop or station it was heading for) and then stands; its doors finish opening or closing.
 */
export function holdStep(state: VehicleState, dtSeconds: number): VehicleState {
  const s: VehicleState = { ...state, elapsed: state.elapsed + dtSeconds };
  const v0 = state.speed;
  if (v0 > 0) {
    const v1 = Math.max(0, v0 - COMMAND_STOP_DECEL * dtSeconds);
    // Time spent braking within this step, for the distance covered.
    const braking = Math.min(dtSeconds, v0 / COMMAND_STOP_DECEL);
    const wanted = ((v0 + v1) / 2) * braking;
    const room = state.phase === 'DRIVING' ? distanceToStop(state) : 0;
    const advance = Math.min(wanted, room);
    s.distance = onRoute(s.spec.route, s.distance + s.direction * advance);
    s.odometerKm += advance / 1000;
    s.speed = advance < wanted ? 0 : v1;
    const pose = poseAt(s.spec.route, s.distance, s.direction, SHUTTLE.wheelbase);
    s.lat = pose.lat;
    s.lon = pose.lon;
    s.heading = pose.heading;
    s.altitude = pose.altitude;
    s.steeringAngle = pose.steeringAngle;
  }
  s.acceleration = (s.speed - v0) / dtSeconds;
  s.steeringRate = 0;
  if (s.doors === 'OPENING' || s.doors === 'CLOSING') {
    s.doorTimer -= dtSeconds;
    if (s.doorTimer <= 0) {
      s.doorTimer = 0;
      s.doors = s.doors === 'OPENING' ? 'OPEN' : 'CLOSED';
    }
  }
  return s;
}
