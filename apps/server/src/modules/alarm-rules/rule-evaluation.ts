import {
  dataFreshness,
  haversineMetres,
  LIVE_STATE_THRESHOLDS,
  type AlarmRule,
  type AlarmSettings,
  type LiveStateThresholds,
  type LonLat,
  type VehicleLiveState,
} from '@shuttle-ops/domain';

/** The rules judged one vehicle at a time (the headway rules compare the shuttles of a loop). */
export const VEHICLE_RULES = [
  'VEHICLE_SILENT',
  'LOW_BATTERY',
  'STOPPED_OFF_STOP',
  'DOOR_OPEN_MOVING',
] as const satisfies readonly AlarmRule[];
export type VehicleRule = (typeof VEHICLE_RULES)[number];

/** Points above the threshold at which a low battery clears (so that it does not chatter). */
export const LOW_BATTERY_HYSTERESIS = 2;

/** What the rules read of a vehicle's live state. */
export type RuleState = Pick<VehicleLiveState, 'speed' | 'battery' | 'doors' | 'lat' | 'lon'>;

/** The vehicle's active service, as the rules need it. */
export interface RuleService {
  serviceId: string;
  vehicleId: string;
  customerId: string;
  /** When it started (epoch ms): silence is counted from here at the earliest. */
  startedAt: number;
  /** Its stops, [lon, lat]. */
  stops: readonly LonLat[];
}

/**
 * A rule's verdict: on, off, or not known yet (the evaluator has not watched long enough to tell,
 * e.g. a vehicle already stopped when it began: how long it has stood is unknown).
 */
export type Verdict = boolean | null;

export interface RuleInput {
  /** Undefined when the vehicle never reported. */
  state: RuleState | undefined;
  /** When its latest report was stored (server clock `received_at`, epoch ms); null if never. */
  reportedAt: number | null;
  /** Null when the vehicle is on no active service. */
  service: RuleService | null;
  settings: AlarmSettings;
  now: number;
  /** Since when the evaluator has been watching this vehicle (epoch ms). */
  watchedSince: number;
  /** What the previous evaluation kept: when the vehicle was first seen stopped off-stop. */
  stoppedSince: number | null;
  /** The previous verdict of LOW_BATTERY (for its hysteresis). */
  lowBattery: Verdict;
}

export interface RuleVerdicts {
  VEHICLE_SILENT: Verdict;
  LOW_BATTERY: Verdict;
  STOPPED_OFF_STOP: Verdict;
  DOOR_OPEN_MOVING: Verdict;
  /** Kept for the next evaluation. */
  stoppedSince: number | null;
}

/** The data-freshness thresholds with a customer's silence, made once per settings object. */
const thresholdsOf = new WeakMap<AlarmSettings, LiveStateThresholds>();
function silenceThresholds(settings: AlarmSettings): LiveStateThresholds {
  let thresholds = thresholdsOf.get(settings);
  if (!thresholds) {
    thresholds = { ...LIVE_STATE_THRESHOLDS, silentAfterS: settings.vehicleSilentAfterS };
    thresholdsOf.set(settings, thresholds);
  }
  return thresholds;
}

/**
 * VEHICLE_SILENT: on an active service and silent for longer than `vehicleSilentAfterS`, counted
 * from its latest report but never from before the service started. Silence the evaluator has
 * not itself watched for that long (it has just started, or taken over) is not known yet, so that
 * a restarted server does not call every vehicle a ghost before they had time to reconnect.
 */
export function vehicleSilent(input: RuleInput): Verdict {
  const { service, settings, now } = input;
  if (!settings.enabled.VEHICLE_SILENT || !service) return false;
  const reportedAt = Math.max(input.reportedAt ?? service.startedAt, service.startedAt);
  const thresholds = silenceThresholds(settings);
  if (!dataFreshness(reportedAt, now, thresholds).silent) return false;
  return dataFreshness(input.watchedSince, now, thresholds).silent ? true : null;
}

/**
 * LOW_BATTERY: BATTERY_STATUS_LEVEL below `lowBatteryPercent`; once on, it stays on until the
 * level is back at the threshold plus LOW_BATTERY_HYSTERESIS points.
 */
export function lowBattery(input: RuleInput): Verdict {
  const { state, settings } = input;
  if (!settings.enabled.LOW_BATTERY || state?.battery == null) return false;
  const threshold =
    input.lowBattery === true
      ? settings.lowBatteryPercent + LOW_BATTERY_HYSTERESIS
      : settings.lowBatteryPercent;
  return state.battery < threshold;
}

/** Whether a position is farther than `radiusM` from every stop (false without stops). */
export function offStop(lon: number, lat: number, stops: readonly LonLat[], radiusM: number) {
  if (stops.length === 0) return false;
  const here: LonLat = [lon, lat];
  for (const stop of stops) if (haversineMetres(here, stop) <= radiusM) return false;
  return true;
}

/**
 * STOPPED_OFF_STOP: in service, SPEED below `stoppedBelowKmh` and farther than `stopRadiusM`
 * from every stop of its service, for longer than `stoppedOffStopAfterS`. Answers the verdict and
 * since when it has been seen so (null once it moves or is at a stop).
 */
export function stoppedOffStop(input: RuleInput): { verdict: Verdict; since: number | null } {
  const { state, service, settings, now } = input;
  if (
    !settings.enabled.STOPPED_OFF_STOP ||
    !service ||
    state?.speed == null ||
    state.lat === null ||
    state.lon === null ||
    state.speed >= settings.stoppedBelowKmh ||
    !offStop(state.lon, state.lat, service.stops, settings.stopRadiusM)
  ) {
    return { verdict: false, since: null };
  }
  const since = input.stoppedSince ?? now;
  if (now - since > settings.stoppedOffStopAfterS * 1000) return { verdict: true, since };
  // Stopped since the evaluator began watching: it may have stood there for longer.
  return { verdict: since <= input.watchedSince ? null : false, since };
}

/** DOOR_OPEN_MOVING: DOOR_STATUS other than CLOSED (any case) while SPEED is above the setting. */
export function doorOpenMoving(input: RuleInput): Verdict {
  const { state, settings } = input;
  if (!settings.enabled.DOOR_OPEN_MOVING || state?.doors == null || state.speed === null) {
    return false;
  }
  return state.speed > settings.doorOpenMovingKmh && state.doors.trim().toUpperCase() !== 'CLOSED';
}

/** Every rule's verdict for one vehicle at `now`: pure, no allocation beyond the answer. */
export function evaluateRules(input: RuleInput): RuleVerdicts {
  const stopped = stoppedOffStop(input);
  return {
    VEHICLE_SILENT: vehicleSilent(input),
    LOW_BATTERY: lowBattery(input),
    STOPPED_OFF_STOP: stopped.verdict,
    DOOR_OPEN_MOVING: doorOpenMoving(input),
    stoppedSince: stopped.since,
  };
}

/**
 * What to report when a rule's verdict moves from `previous` to `next`: `true` (the condition
 * started), `false` (it ended) or null (nothing). Not knowing yet changes nothing; a rule not known
 * before (the evaluator has just taken over) reports its first known verdict, on or off, so that
 * what another server raised is cleared once it ends.
 */
export function transition(previous: Verdict, next: Verdict): boolean | null {
  return next === null || next === previous ? null : next;
}
