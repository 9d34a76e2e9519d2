import { z } from 'zod';
import { MEASURE_NAMES, MEASURES, type MeasureName } from '../telemetry/measures.ts';
import {
  COORDINATE_LIMITS,
  isCoordinateInRange,
  positionOf,
  type MeasureReading,
  type Position,
} from '../telemetry/vehicle-live-state.ts';
import { fleetId, isoUtc, vehicleWord, type PayloadFlag } from './fleet-fields.ts';

export const TELEMETRY_MAX_MEASURES = 64;
export const MEASURE_TEXT_MAX = 128;
export const MEASURE_NAME_MAX = 64;

/** A measure as a vehicle sends it: any name, a JSON number or a string. */
export const wireMeasure = z.object({
  measure_name: vehicleWord(MEASURE_NAME_MAX),
  measure_value: z.union([z.number(), z.string().max(MEASURE_TEXT_MAX)]),
});
export type WireMeasure = z.infer<typeof wireMeasure>;

/** A measure of spec §3 with a value of its type (number or text, as MEASURES says). */
export interface MeasureValue {
  measure_name: MeasureName;
  measure_value: number | string;
}

const MEASURE_NAME_SET: ReadonlySet<string> = new Set(MEASURE_NAMES);

/** Whether a measure is one we know, with a value of its type: what live views read. */
export function isKnownMeasure(measure: WireMeasure): measure is MeasureValue {
  if (!MEASURE_NAME_SET.has(measure.measure_name)) return false;
  const expected =
    MEASURES[measure.measure_name as MeasureName].valueType === 'number' ? 'number' : 'string';
  return typeof measure.measure_value === expected;
}

/** The measures of a snapshot that live views read (the others are stored and flagged). */
export const knownMeasures = (list: readonly WireMeasure[]): MeasureValue[] =>
  list.filter(isKnownMeasure);

/**
 * One snapshot from a vehicle on `fleet/{cid}/{vid}/telemetry`. A vehicle may add `seq` (any safe
 * integer, increasing with its messages): then a redelivered message is recognised by
 * (vehicle_id, seq), otherwise by (vehicle_id, dt_canbus). A measure appears at most once; the
 * `vehicle_id` and `dt_canbus` measures, when present, repeat the envelope's values; a numeric
 * LATITUDE or LONGITUDE is within its range (positionOf's rule: |lat| ≤ 90, |lon| ≤ 180), so a
 * stored position is always one the live state shows. Measures of names we do not know, or with
 * a value of the wrong type, are stored as given and flagged.
 */
export const fleetTelemetry = z
  .object({
    vehicle_id: fleetId,
    customer_id: fleetId,
    dt_canbus: isoUtc,
    seq: z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER).optional(),
    measure_values_list: z.array(wireMeasure).min(1).max(TELEMETRY_MAX_MEASURES),
  })
  .superRefine((payload, ctx) => {
    const seen = new Set<string>();
    payload.measure_values_list.forEach((measure, index) => {
      const path = ['measure_values_list', index, 'measure_value'];
      if (seen.has(measure.measure_name)) {
        ctx.addIssue({
          code: 'custom',
          path: ['measure_values_list', index, 'measure_name'],
          message: `${measure.measure_name} appears more than once`,
        });
      }
      seen.add(measure.measure_name);
      if (measure.measure_name === 'vehicle_id' && measure.measure_value !== payload.vehicle_id) {
        ctx.addIssue({ code: 'custom', path, message: 'vehicle_id differs from the envelope' });
      }
      if (
        measure.measure_name === 'dt_canbus' &&
        (typeof measure.measure_value !== 'string' ||
          Date.parse(measure.measure_value) !== Date.parse(payload.dt_canbus))
      ) {
        ctx.addIssue({ code: 'custom', path, message: 'dt_canbus differs from the envelope' });
      }
      if (
        (measure.measure_name === 'LATITUDE' || measure.measure_name === 'LONGITUDE') &&
        typeof measure.measure_value === 'number' &&
        !isCoordinateInRange(measure.measure_name, measure.measure_value)
      ) {
        const limit = COORDINATE_LIMITS[measure.measure_name];
        ctx.addIssue({
          code: 'custom',
          path,
          message: `${measure.measure_name} ${measure.measure_value} is outside -${limit} to ${limit}`,
        });
      }
    });
  });
export type FleetTelemetry = z.infer<typeof fleetTelemetry>;

/**
 * A snapshot's position by positionOf's rule (both coordinates, numbers within their ranges), or
 * null: what the live state shows and what the ingest stores as a bus location.
 */
export function telemetryPosition(list: readonly WireMeasure[]): Position | null {
  let lat: MeasureReading;
  let lon: MeasureReading;
  for (const m of list) {
    if (m.measure_name === 'LATITUDE') lat = m.measure_value;
    else if (m.measure_name === 'LONGITUDE') lon = m.measure_value;
  }
  return positionOf(lat, lon);
}

/**
 * The key of a snapshot among its vehicle's: its `seq`, or else its `dt_canbus` in epoch
 * milliseconds (docs/decisions/0012-tolerant-vehicle-contract.md).
 */
export const telemetryKey = (payload: Pick<FleetTelemetry, 'seq' | 'dt_canbus'>): number =>
  payload.seq ?? Date.parse(payload.dt_canbus);

/** Measures of names we do not know, and known measures with a value of the wrong type. */
export function telemetryFlags(payload: FleetTelemetry): PayloadFlag[] {
  const flags: PayloadFlag[] = [];
  payload.measure_values_list.forEach((measure, i) => {
    if (isKnownMeasure(measure)) return;
    const field = `measure_values_list.${i}.measure_name`;
    if (!MEASURE_NAME_SET.has(measure.measure_name)) {
      flags.push({ field, flag: 'UNKNOWN', value: measure.measure_name });
    } else {
      flags.push({
        field: `measure_values_list.${i}.measure_value`,
        flag: 'WRONG_TYPE',
        value: String(measure.measure_value),
        note: `${measure.measure_name} is a ${MEASURES[measure.measure_name as MeasureName].valueType}`,
      });
    }
  });
  return flags;
}
