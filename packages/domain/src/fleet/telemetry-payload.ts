import { z } from 'zod';
import { MEASURE_NAMES, MEASURES } from '../telemetry/measures.ts';
import { fleetId, isoUtc } from './fleet-fields.ts';

export const TELEMETRY_MAX_MEASURES = 64;
export const MEASURE_TEXT_MAX = 128;

/** Numeric measures are JSON numbers and text measures strings, as MEASURES says per name. */
export const measureValue = z
  .object({
    measure_name: z.enum(MEASURE_NAMES),
    measure_value: z.union([z.number(), z.string().max(MEASURE_TEXT_MAX)]),
  })
  .superRefine((measure, ctx) => {
    const expected = MEASURES[measure.measure_name].valueType === 'number' ? 'number' : 'string';
    if (typeof measure.measure_value !== expected) {
      ctx.addIssue({
        code: 'custom',
        path: ['measure_value'],
        message: `${measure.measure_name} is a ${expected}`,
      });
    }
  });
export type MeasureValue = z.infer<typeof measureValue>;

/**
 * One snapshot from a vehicle on `fleet/{cid}/{vid}/telemetry`. `seq` increases with every
 * message of a vehicle (also across restarts of its software) so that a redelivered message can
 * be recognised by (vehicle_id, seq). A measure appears at most once; the `vehicle_id` and
 * `dt_canbus` measures, when present, repeat the envelope's values.
 */
export const fleetTelemetry = z
  .object({
    vehicle_id: fleetId,
    customer_id: fleetId,
    dt_canbus: isoUtc,
    seq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    measure_values_list: z.array(measureValue).min(1).max(TELEMETRY_MAX_MEASURES),
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
      if (measure.measure_name === 'dt_canbus' && measure.measure_value !== payload.dt_canbus) {
        ctx.addIssue({ code: 'custom', path, message: 'dt_canbus differs from the envelope' });
      }
    });
  });
export type FleetTelemetry = z.infer<typeof fleetTelemetry>;
