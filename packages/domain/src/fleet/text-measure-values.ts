import type { MeasureName } from '../telemetry/measures.ts';

/**
 * The values of the text measures, as the simulated shuttles send them and the dashboard
 * colours them. The telemetry schema does not restrict text values to these lists: a real
 * vehicle may report a value nobody has listed yet, and that is shown as it comes.
 */
export const TEXT_MEASURE_VALUES = {
  VEHICLE_MODE: ['AUTONOMOUS', 'MANUAL', 'EMERGENCY', 'CHARGING'],
  ROBOT_MODE: ['DRIVING', 'AT_STOP', 'WAITING', 'EMERGENCY_STOP', 'CHARGING'],
  SUPERVISION_MODE: ['MONITORED', 'ASSISTANCE_REQUIRED'],
  service_mode: ['IN_SERVICE', 'OUT_OF_SERVICE', 'CHARGING'],
  DOOR_STATUS: ['CLOSED', 'OPENING', 'OPEN', 'CLOSING'],
  BLINKER_STATE: ['OFF', 'LEFT', 'RIGHT', 'HAZARD'],
  BRAKE_LIGHT: ['OFF', 'ON'],
  REVERSE_LIGHT: ['OFF', 'ON'],
  DRIVING_DIRECTION: ['FORWARD', 'REVERSE', 'NEUTRAL', 'PARK'],
  GNSS_CORRECTIONS_STATUS: ['RTK_FIXED', 'RTK_FLOAT', 'NO_CORRECTIONS'],
  HVBatState: ['READY', 'CHARGING', 'LOW'],
  PATH_POSITION_TYPE: ['SEGMENT', 'STOP', 'CHARGER'],
  PASSENGERS_COUNT_STATE: ['VALID', 'COUNTING'],
} as const satisfies Partial<Record<MeasureName, readonly string[]>>;

type Values = typeof TEXT_MEASURE_VALUES;
export type VehicleMode = Values['VEHICLE_MODE'][number];
export type RobotMode = Values['ROBOT_MODE'][number];
export type SupervisionMode = Values['SUPERVISION_MODE'][number];
export type ServiceMode = Values['service_mode'][number];
export type DoorStatus = Values['DOOR_STATUS'][number];
export type BlinkerState = Values['BLINKER_STATE'][number];
export type LightState = Values['BRAKE_LIGHT'][number];
export type DrivingDirection = Values['DRIVING_DIRECTION'][number];
export type GnssCorrectionsStatus = Values['GNSS_CORRECTIONS_STATUS'][number];
export type HvBatteryState = Values['HVBatState'][number];
export type PathPositionType = Values['PATH_POSITION_TYPE'][number];
export type PassengersCountState = Values['PASSENGERS_COUNT_STATE'][number];
