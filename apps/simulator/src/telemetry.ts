import {
  MEASURE_NAMES,
  type BlinkerState,
  type FleetTelemetry,
  type MeasureName,
  type RobotMode,
  type ServiceMode,
  type SupervisionMode,
  type VehicleMode,
} from '@shuttle-ops/domain';
import { ALERT_CATALOGUE } from './alert-catalogue.ts';
import { poseAt, turnAhead } from './vehicle-pose.ts';
import { hasAlert, SHUTTLE, type VehicleState } from './vehicle-state.ts';

const round = (value: number, digits: number): number => {
  const k = 10 ** digits;
  return Math.round(value * k) / k;
};

export interface VehicleModes {
  VEHICLE_MODE: VehicleMode;
  ROBOT_MODE: RobotMode;
  SUPERVISION_MODE: SupervisionMode;
  service_mode: ServiceMode;
}

export function modesOf(s: VehicleState): VehicleModes {
  const emergency = hasAlert(s, 'EMERGENCY_STOP');
  const charging = s.phase === 'CHARGING';
  const needsOperator = s.alerts.some((alert) => {
    const level = ALERT_CATALOGUE[alert.kind].level;
    return level === 'ERROR' || level === 'CRITICAL';
  });
  return {
    VEHICLE_MODE: emergency ? 'EMERGENCY' : charging ? 'CHARGING' : 'AUTONOMOUS',
    ROBOT_MODE: emergency
      ? 'EMERGENCY_STOP'
      : charging
        ? 'CHARGING'
        : s.phase === 'AT_STOP'
          ? 'AT_STOP'
          : s.speed === 0
            ? 'WAITING'
            : 'DRIVING',
    SUPERVISION_MODE: needsOperator ? 'ASSISTANCE_REQUIRED' : 'MONITORED',
    service_mode: charging || s.exchange?.thenCharge ? 'CHARGING' : 'IN_SERVICE',
  };
}

function blinker(s: VehicleState): BlinkerState {
  if (hasAlert(s, 'EMERGENCY_STOP') || (hasAlert(s, 'OBSTACLE') && s.speed === 0)) return 'HAZARD';
  if (s.phase !== 'DRIVING') return 'OFF';
  const turn = turnAhead(s.spec.route, s.distance, s.direction, 30);
  return turn > 35 ? 'RIGHT' : turn < -35 ? 'LEFT' : 'OFF';
}

/** Every measure of spec §3, in its unit (MEASURES): numbers as numbers, text as strings. */
export function measuresOf(s: VehicleState, at: Date): Record<MeasureName, number | string> {
  const modes = modesOf(s);
  const degraded = hasAlert(s, 'GNSS_DEGRADED');
  const atStop = s.phase !== 'DRIVING';
  const segment = poseAt(s.spec.route, s.distance, s.direction, SHUTTLE.wheelbase).segment;
  return {
    ACCELERATION: round(s.acceleration, 2),
    AIR_TEMPERATURE: round(s.airTemperature, 1),
    ALTITUDE: round(s.altitude, 1),
    BATTERY_STATUS_LEVEL: round(s.battery, 1),
    BLINKER_STATE: blinker(s),
    BRAKE_LIGHT: s.acceleration < -0.1 || s.speed === 0 ? 'ON' : 'OFF',
    COURSE: round(s.heading, 1) % 360,
    DOOR_STATUS: s.doors,
    DRIVING_DIRECTION: s.phase === 'CHARGING' ? 'PARK' : s.speed > 0 ? 'FORWARD' : 'NEUTRAL',
    GNSS_CORRECTIONS_SIGNAL: round(s.gnssSignal, 0),
    GNSS_CORRECTIONS_STATUS: degraded
      ? 'NO_CORRECTIONS'
      : s.gnssSignal < 80
        ? 'RTK_FLOAT'
        : 'RTK_FIXED',
    HIT_RATIO: round(s.hitRatio, 1),
    HVBatState:
      s.phase === 'CHARGING' ? 'CHARGING' : s.battery < SHUTTLE.lowBatteryPercent ? 'LOW' : 'READY',
    LATITUDE: round(s.lat, 7),
    LONGITUDE: round(s.lon, 7),
    MILEAGE: round(s.odometerKm, 2),
    PATH_POSITION_POSID: segment,
    PATH_POSITION_TYPE: s.phase === 'CHARGING' ? 'CHARGER' : atStop ? 'STOP' : 'SEGMENT',
    PASSENGERS_COUNT: s.passengers,
    PASSENGERS_COUNT_STATE: atStop && s.doors !== 'CLOSED' ? 'COUNTING' : 'VALID',
    REVERSE_LIGHT: 'OFF',
    ROBOT_MODE: modes.ROBOT_MODE,
    service_mode: modes.service_mode,
    SPEED: round(s.speed * 3.6, 1),
    STEERING_ANGLE: round(s.steeringAngle, 1),
    STEERING_RATE: round(s.steeringRate, 1),
    SUPERVISION_MODE: modes.SUPERVISION_MODE,
    TEMPERATURE_SENSOR_ENGINE: round(s.engineTemperature, 1),
    TEMPERATURE_SENSOR_INDOOR: round(s.indoorTemperature, 1),
    vehicle_id: s.spec.vehicleId,
    VEHICLE_MODE: modes.VEHICLE_MODE,
    dt_canbus: at.toISOString(),
  };
}

/** The telemetry message of a state, sent at `at` as message number `seq` of its vehicle. */
export function telemetryPayload(s: VehicleState, seq: number, at: Date): FleetTelemetry {
  const measures = measuresOf(s, at);
  return {
    vehicle_id: s.spec.vehicleId,
    customer_id: s.spec.customerId,
    dt_canbus: at.toISOString(),
    seq,
    measure_values_list: MEASURE_NAMES.map((measure_name) => ({
      measure_name,
      measure_value: measures[measure_name],
    })),
  };
}
