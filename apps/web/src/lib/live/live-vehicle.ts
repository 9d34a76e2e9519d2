import {
  bearingDegrees,
  dataFreshness,
  liveStateOf,
  measuresOf,
  mergeMeasures,
  type IncomingMeasures,
  type LatestMeasures,
  type LatestValue,
  type MeasureReading,
  type PublicVehicle,
  type VehicleLiveFields,
  type VehicleLiveState,
  type VehicleTelemetry,
} from '@shuttle-ops/domain';

/** The latest alert message of a vehicle, in short (as `GET vehicles/state` gives it). */
export type VehicleAlert = NonNullable<VehicleLiveState['latest_alert']>;

/**
 * One vehicle's live state as every screen reads it: the measures merged by the domain's rule
 * (`mergeMeasures`) and the fields derived from them (`liveStateOf`, its position rule too).
 */
export interface LiveVehicle extends VehicleLiveFields {
  id: string;
  /** Vehicle clock (ISO) of the newest snapshot merged; null before the first. */
  dtCanbus: string | null;
  /** Every measure's latest value, by measure name. */
  measures: Readonly<Record<string, LatestValue>>;
  /** When the console last heard from the vehicle (epoch ms, page clock); null never. */
  seenAt: number | null;
  latestAlert: VehicleAlert | null;
}

/** A snapshot as the store takes it: the vehicle clock, measures (possibly partial), seen at. */
export interface LiveReading extends IncomingMeasures {
  /** Page clock (ms) the reading stands for. */
  seenAt: number;
}

export function blankVehicle(id: string): LiveVehicle {
  return {
    id,
    dtCanbus: null,
    measures: {},
    seenAt: null,
    latestAlert: null,
    ...liveStateOf({}),
  };
}

/**
 * THE merge of the web console: the vehicle after a reading. An older snapshot than the newest
 * merged returns `current` itself (nothing changes, not even when it was seen); otherwise each
 * measure the reading has replaces the previous one (mergeMeasures) and the fields are derived
 * again (liveStateOf).
 */
export function mergeReading(current: LiveVehicle, reading: LiveReading): LiveVehicle {
  const previous: LatestMeasures = { dtCanbus: current.dtCanbus, values: current.measures };
  const merged = mergeMeasures(previous, reading);
  if (merged === previous) return current;
  return {
    ...current,
    ...liveStateOf(merged.values),
    dtCanbus: merged.dtCanbus,
    measures: merged.values,
    seenAt: current.seenAt === null ? reading.seenAt : Math.max(current.seenAt, reading.seenAt),
  };
}

/** An alert message becomes the vehicle's latest alert unless it is older than the one held. */
export function withAlert(current: LiveVehicle, alert: VehicleAlert): LiveVehicle {
  const held = current.latestAlert;
  if (held !== null && Date.parse(alert.time) < Date.parse(held.time)) return current;
  return { ...current, latestAlert: alert };
}

/** A stored snapshot (`onVehicleTelemetryData`) heard at `receivedAt` (page clock). */
export const telemetryReading = (telemetry: VehicleTelemetry, receivedAt: number): LiveReading => ({
  dtCanbus: telemetry.dt_canbus,
  values: measuresOf(telemetry.measure_values_list),
  seenAt: receivedAt,
});

/**
 * A vehicle's state as the server holds it (`GET vehicles/state`), read at `now`; null when it
 * never reported. Its server clock `received_at` is taken as seen, never later than `now`.
 */
export function stateReading(state: VehicleLiveState, now: number): LiveReading | null {
  if (state.dt_canbus === null) return null;
  const receivedAt = state.received_at === null ? Number.NaN : Date.parse(state.received_at);
  return {
    dtCanbus: state.dt_canbus,
    values: state.measures,
    seenAt: Number.isFinite(receivedAt) ? Math.min(receivedAt, now) : now,
  };
}

/**
 * A shuttle of the public API (`GET /public/v1/vehicles`) read at `fetchedAt`: its position,
 * heading and speed as measures; null when it never reported.
 */
export function publicVehicleReading(
  vehicle: PublicVehicle,
  fetchedAt: number,
): LiveReading | null {
  if (vehicle.dt_iot === null || vehicle.data_age_s === null) return null;
  const values: Record<string, MeasureReading> = {
    LATITUDE: vehicle.lat,
    LONGITUDE: vehicle.lon,
    COURSE: vehicle.heading,
    SPEED: vehicle.speed,
  };
  return { dtCanbus: vehicle.dt_iot, values, seenAt: fetchedAt - vehicle.data_age_s * 1_000 };
}

// About a metre: below this a shuttle is standing and keeps its heading.
const MOVED_DEGREES = 1e-5;

/**
 * A position alone (the public `onCreateBusLocation`, which carries no course): LATITUDE and
 * LONGITUDE, and a COURSE from where the vehicle was when it moved; the position itself goes
 * through the domain's rule when merged.
 */
export function positionReading(
  current: LiveVehicle,
  position: { lat: number; lon: number; dt_iot: string },
  receivedAt: number,
): LiveReading {
  const values: Record<string, MeasureReading> = {
    LATITUDE: position.lat,
    LONGITUDE: position.lon,
  };
  const { lat, lon } = current;
  if (
    lat !== null &&
    lon !== null &&
    (Math.abs(lat - position.lat) > MOVED_DEGREES || Math.abs(lon - position.lon) > MOVED_DEGREES)
  ) {
    values.COURSE = bearingDegrees([lon, lat], [position.lon, position.lat]);
  }
  return { dtCanbus: position.dt_iot, values, seenAt: receivedAt };
}

/**
 * Silent for over LIVE_STATE_THRESHOLDS.staleAfterS (or never heard from): shown stale, its ETAs
 * no live estimate. Every screen asks this.
 */
export const isStale = (vehicle: { seenAt: number | null } | undefined, now: number): boolean =>
  dataFreshness(vehicle?.seenAt ?? null, now).stale;

/**
 * A position as "51.57360 -1.30395" (five decimals, about a metre), or '' without one: what the
 * screens put in their `data-position` so a browser test can compare them.
 */
export const positionText = ({ lat, lon }: { lat: number | null; lon: number | null }): string =>
  lat === null || lon === null ? '' : `${lat.toFixed(5)} ${lon.toFixed(5)}`;
