/** Spec §3: the telemetry measure names a vehicle reports, with the labels the console shows. */
export const MEASURE_NAMES = [
  'ACCELERATION',
  'AIR_TEMPERATURE',
  'ALTITUDE',
  'BATTERY_STATUS_LEVEL',
  'BLINKER_STATE',
  'BRAKE_LIGHT',
  'COURSE',
  'DOOR_STATUS',
  'DRIVING_DIRECTION',
  'GNSS_CORRECTIONS_SIGNAL',
  'GNSS_CORRECTIONS_STATUS',
  'HIT_RATIO',
  'HVBatState',
  'LATITUDE',
  'LONGITUDE',
  'MILEAGE',
  'PATH_POSITION_POSID',
  'PATH_POSITION_TYPE',
  'PASSENGERS_COUNT',
  'PASSENGERS_COUNT_STATE',
  'REVERSE_LIGHT',
  'ROBOT_MODE',
  'service_mode',
  'SPEED',
  'STEERING_ANGLE',
  'STEERING_RATE',
  'SUPERVISION_MODE',
  'TEMPERATURE_SENSOR_ENGINE',
  'TEMPERATURE_SENSOR_INDOOR',
  'vehicle_id',
  'VEHICLE_MODE',
  'dt_canbus',
] as const;

export type MeasureName = (typeof MEASURE_NAMES)[number];

const MEASURE_NAME_SET: ReadonlySet<string> = new Set(MEASURE_NAMES);

/** Whether a name from the wire is one of spec §3's measure names. */
export const isMeasureName = (name: string): name is MeasureName => MEASURE_NAME_SET.has(name);

export interface MeasureInfo {
  label: string;
  /** Numeric measures travel as JSON numbers, text measures as strings (DESIGN.md). */
  valueType: 'number' | 'text';
  unit: string | null;
}

const num = (label: string, unit: string | null = null): MeasureInfo => ({
  label,
  valueType: 'number',
  unit,
});
const text = (label: string): MeasureInfo => ({ label, valueType: 'text', unit: null });

export const MEASURES: Readonly<Record<MeasureName, MeasureInfo>> = {
  ACCELERATION: num('Acceleration', 'm/s²'),
  AIR_TEMPERATURE: num('Air temperature', '°C'),
  ALTITUDE: num('Altitude', 'm'),
  BATTERY_STATUS_LEVEL: num('Battery level', '%'),
  BLINKER_STATE: text('Blinkers'),
  BRAKE_LIGHT: text('Brake light'),
  COURSE: num('Course', '°'),
  DOOR_STATUS: text('Door status'),
  DRIVING_DIRECTION: text('Driving direction'),
  GNSS_CORRECTIONS_SIGNAL: num('GNSS corrections signal', '%'),
  GNSS_CORRECTIONS_STATUS: text('GNSS corrections status'),
  HIT_RATIO: num('Localisation hit ratio', '%'),
  HVBatState: text('High-voltage battery state'),
  LATITUDE: num('Latitude', '°'),
  LONGITUDE: num('Longitude', '°'),
  MILEAGE: num('Mileage', 'km'),
  PATH_POSITION_POSID: num('Path position'),
  PATH_POSITION_TYPE: text('Path position type'),
  PASSENGERS_COUNT: num('Passengers on board'),
  PASSENGERS_COUNT_STATE: text('Passenger count state'),
  REVERSE_LIGHT: text('Reversing light'),
  ROBOT_MODE: text('Robot mode'),
  service_mode: text('Service mode'),
  SPEED: num('Speed', 'km/h'),
  STEERING_ANGLE: num('Steering angle', '°'),
  STEERING_RATE: num('Steering rate', '°/s'),
  SUPERVISION_MODE: text('Supervision mode'),
  TEMPERATURE_SENSOR_ENGINE: num('Engine temperature', '°C'),
  TEMPERATURE_SENSOR_INDOOR: num('Indoor temperature', '°C'),
  vehicle_id: text('Vehicle'),
  VEHICLE_MODE: text('Vehicle mode'),
  dt_canbus: text('CAN bus time'),
};

export const measureLabel = (name: string): string =>
  (MEASURES as Readonly<Record<string, MeasureInfo | undefined>>)[name]?.label ?? name;
