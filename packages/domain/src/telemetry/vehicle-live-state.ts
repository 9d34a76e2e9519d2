import type { VehicleLiveState, VehicleTelemetry } from './live.ts';
import { MEASURES } from './measures.ts';

const NOT_BLANK = /\S/;

/** Each known measure's value type, looked up once per reading on the ingest's hot path. */
const VALUE_TYPES: ReadonlyMap<string, 'number' | 'text'> = new Map(
  Object.entries(MEASURES).map(([name, info]) => [name, info.valueType]),
);

/** A measure's value as it may arrive: the wire sends numbers and strings, others are no reading. */
export type MeasureReading = number | string | null | undefined;

/** A measure's latest value, of the measure's type (spec §3, MEASURES). */
export type LatestValue = number | string;

/** A vehicle's latest measures and the vehicle clock of the newest snapshot among them. */
export interface LatestMeasures {
  /** Vehicle clock (ISO) of the newest snapshot merged; null before the first. */
  dtCanbus: string | null;
  values: Readonly<Record<string, LatestValue>>;
}

/** One snapshot as it arrives: its vehicle clock and its measures, possibly partial. */
export interface IncomingMeasures {
  dtCanbus: string;
  values: Readonly<Record<string, MeasureReading>>;
}

/** The state's fields that mirror a measure, as the wire's VehicleLiveState holds them. */
export type VehicleLiveFields = Pick<
  VehicleLiveState,
  'lat' | 'lon' | 'heading' | 'speed' | 'battery' | 'passengers' | 'doors' | 'modes'
>;

/**
 * A measure's value as live views read it, or null. Only known measures of their type count
 * (docs/decisions/0012): a numeric measure is a finite JSON number (text such as "12.5" is
 * stored and flagged, never read), a text measure a string that is not blank.
 */
export function readMeasure(name: string, value: MeasureReading): LatestValue | null {
  const kind = VALUE_TYPES.get(name);
  if (kind === 'number') return typeof value === 'number' && Number.isFinite(value) ? value : null;
  if (kind === 'text') return typeof value === 'string' && NOT_BLANK.test(value) ? value : null;
  return null;
}

/** A snapshot's measure list as a record by name (the last of a name wins). */
export function measuresOf(
  list: readonly { measure_name: string; measure_value: MeasureReading }[],
): Record<string, MeasureReading> {
  const values: Record<string, MeasureReading> = {};
  for (const { measure_name, measure_value } of list) values[measure_name] = measure_value;
  return values;
}

/**
 * Whether a snapshot at `dtCanbus` is older than the newest one merged (`than`). A snapshot
 * whose time cannot be read is older than any dated one.
 */
export function isOlderSnapshot(dtCanbus: string, than: string | null): boolean {
  if (than === null) return false;
  const at = Date.parse(dtCanbus);
  return Number.isNaN(at) || at < Date.parse(than);
}

/**
 * The latest measures after a snapshot. An older snapshot than the newest merged changes
 * nothing (late redelivery): `previous` itself is returned. Otherwise each measure the snapshot
 * reads (readMeasure) replaces the previous value; a measure it lacks, sends as null or sends
 * with the wrong type keeps its previous value. Equal times apply (a repeat changes nothing).
 */
export function mergeMeasures(
  previous: LatestMeasures,
  incoming: IncomingMeasures,
): LatestMeasures {
  if (isOlderSnapshot(incoming.dtCanbus, previous.dtCanbus)) return previous;
  const values: Record<string, LatestValue> = { ...previous.values };
  for (const name in incoming.values) {
    const read = readMeasure(name, incoming.values[name]);
    if (read !== null) values[name] = read;
  }
  return { dtCanbus: incoming.dtCanbus, values };
}

type Readings = Readonly<Record<string, MeasureReading>>;

const num = (values: Readings, name: string): number | null => {
  const value = readMeasure(name, values[name]);
  return typeof value === 'number' ? value : null;
};
const text = (values: Readings, name: string): string | null => {
  const value = readMeasure(name, values[name]);
  return typeof value === 'string' ? value : null;
};

/** How far each coordinate of a position may go either side of zero, degrees. */
export const COORDINATE_LIMITS = { LATITUDE: 90, LONGITUDE: 180 } as const;

/** Whether a coordinate's value is within its range (a finite number, |lat| ≤ 90, |lon| ≤ 180). */
export const isCoordinateInRange = (name: keyof typeof COORDINATE_LIMITS, value: number): boolean =>
  Number.isFinite(value) && Math.abs(value) <= COORDINATE_LIMITS[name];

/** A vehicle's position: latitude and longitude in degrees (WGS 84). */
export interface Position {
  lat: number;
  lon: number;
}

/**
 * THE position rule, for the live state, the stored bus locations and the intake alike: a
 * position needs both coordinates, each a number (readMeasure) within its range; else there is
 * none.
 */
export function positionOf(latitude: MeasureReading, longitude: MeasureReading): Position | null {
  const lat = readMeasure('LATITUDE', latitude);
  const lon = readMeasure('LONGITUDE', longitude);
  if (typeof lat !== 'number' || typeof lon !== 'number') return null;
  if (!isCoordinateInRange('LATITUDE', lat) || !isCoordinateInRange('LONGITUDE', lon)) return null;
  return { lat, lon };
}

function position(values: Readings): { lat: number | null; lon: number | null } {
  return positionOf(values['LATITUDE'], values['LONGITUDE']) ?? { lat: null, lon: null };
}

/**
 * THE live state of a vehicle, from its latest measures: every field is null while the measure
 * is missing or unreadable (readMeasure), and a position needs both coordinates.
 */
export function liveStateOf(values: Readings): VehicleLiveFields {
  // Fields written out, not spread: spreading into a literal is a slow path of V8 (µs a call).
  const { lat, lon } = position(values);
  return {
    lat,
    lon,
    heading: num(values, 'COURSE'),
    speed: num(values, 'SPEED'),
    battery: num(values, 'BATTERY_STATUS_LEVEL'),
    passengers: num(values, 'PASSENGERS_COUNT'),
    doors: text(values, 'DOOR_STATUS'),
    modes: {
      VEHICLE_MODE: text(values, 'VEHICLE_MODE'),
      ROBOT_MODE: text(values, 'ROBOT_MODE'),
      SUPERVISION_MODE: text(values, 'SUPERVISION_MODE'),
      service_mode: text(values, 'service_mode'),
    },
  };
}

/** A stored snapshot for `applySnapshot`: the measures and the server clock it was stored at. */
export interface StoredSnapshot extends IncomingMeasures {
  /** Server clock (ISO) when the snapshot was stored. */
  receivedAt: string;
}

/**
 * A VehicleLiveState after a stored snapshot: measures merged (mergeMeasures), fields derived
 * (liveStateOf), clocks moved on. An older snapshot returns `state` itself.
 */
export function applySnapshot(state: VehicleLiveState, snapshot: StoredSnapshot): VehicleLiveState {
  const previous = { dtCanbus: state.dt_canbus, values: state.measures };
  const merged = mergeMeasures(previous, snapshot);
  if (merged === previous) return state;
  return {
    ...state,
    dt_canbus: merged.dtCanbus,
    received_at: snapshot.receivedAt,
    ...liveStateOf(merged.values),
    measures: merged.values,
  };
}

/** A stored snapshot as realtime subscriptions deliver it (spec §3), for `applySnapshot`. */
export const storedSnapshotOf = (telemetry: VehicleTelemetry): StoredSnapshot => ({
  dtCanbus: telemetry.dt_canbus,
  receivedAt: telemetry.dt_lambda,
  values: measuresOf(telemetry.measure_values_list),
});
