import { z } from 'zod';

/**
 * GraphQL answers that have no schema in `@shuttle-ops/domain` yet (the server's SDL is in
 * apps/server/src/modules/graphql/schema.graphql.ts); the subscription payloads use the domain's
 * `vehicleTelemetry` and `busLocation`.
 */

const measureValue = z.union([z.number(), z.string()]);

/** Spec §3 Measure data: one measure of one snapshot; `cav_id` is the vehicle id. */
export const measureData = z.object({
  cav_id: z.string(),
  measure_name: z.string(),
  measure_value: measureValue,
  dt_iot: z.string(),
  customer_id: z.string(),
});
export type MeasureData = z.infer<typeof measureData>;

/** A measure a vehicle reports, with the label, unit and kind of value to show. */
export const measureNameInfo = z.object({
  measure_name: z.string(),
  label: z.string(),
  unit: z.string().nullable(),
  value_type: z.string(),
});
export type MeasureNameInfo = z.infer<typeof measureNameInfo>;
