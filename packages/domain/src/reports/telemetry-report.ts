import { z } from 'zod';
import { customerIdParam } from '../admin/list.ts';
import { MEASURE_NAMES, type MeasureName } from '../telemetry/measures.ts';
import { instant } from '../validation/instant.ts';

/** Raw stored values, or min / avg / max per bucket of 1 minute, 15 minutes or 1 hour. */
export const TELEMETRY_BUCKETS = ['raw', '1m', '15m', '1h'] as const;
export type TelemetryBucket = (typeof TELEMETRY_BUCKETS)[number];
export const BUCKET_SECONDS: Readonly<Record<Exclude<TelemetryBucket, 'raw'>, number>> = {
  '1m': 60,
  '15m': 900,
  '1h': 3600,
};
/** The longest range of a telemetry report, in days; raw values cover one day at most. */
export const TELEMETRY_REPORT_MAX_DAYS = 400;
export const TELEMETRY_REPORT_RAW_MAX_HOURS = 24;
/** Most points one report answers (over every vehicle and measure). */
export const TELEMETRY_REPORT_MAX_POINTS = 50_000;

const measureSet = new Set<string>(MEASURE_NAMES);

/** `measures=SPEED,BATTERY_STATUS_LEVEL`: known measure names, comma-separated. */
const measureList = z
  .string()
  .trim()
  .min(1)
  .transform((text, ctx) => {
    const names = [...new Set(text.split(',').map((n) => n.trim()))].filter((n) => n !== '');
    const unknown = names.filter((n) => !measureSet.has(n));
    if (names.length === 0 || unknown.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: names.length === 0 ? 'names no measure' : `unknown measure: ${unknown.join(', ')}`,
      });
      return z.NEVER;
    }
    return names as MeasureName[];
  });

const reportFields = {
  Customer_ID: customerIdParam,
  from: instant,
  to: instant,
  measures: measureList,
  bucket: z.enum(TELEMETRY_BUCKETS).default('raw'),
};

/** `GET telemetry-reports/{id}`: one vehicle's measures over [from, to). */
export const telemetryReportQuery = z.object(reportFields).strict();
/** `GET telemetry-reports?vehicle_id=all`: every vehicle of the customer, or the one named. */
export const telemetryReportListQuery = z
  .object({ ...reportFields, vehicle_id: z.union([z.literal('all'), z.uuid()]) })
  .strict();
export type TelemetryReportQuery = z.infer<typeof telemetryReportQuery>;
export type TelemetryReportListQuery = z.infer<typeof telemetryReportListQuery>;

export type TelemetryRangeResult =
  { ok: true; from: Date; to: Date } | { ok: false; field: 'to'; message: string };

/** [from, to): `to` after `from`, at most 400 days, and one day at most for raw values. */
export function telemetryReportRange(
  query: Pick<TelemetryReportQuery, 'from' | 'to' | 'bucket'>,
): TelemetryRangeResult {
  const from = new Date(query.from);
  const to = new Date(query.to);
  const span = to.getTime() - from.getTime();
  if (span <= 0) return { ok: false, field: 'to', message: 'must be after from' };
  if (span > TELEMETRY_REPORT_MAX_DAYS * 86_400_000) {
    return {
      ok: false,
      field: 'to',
      message: `the range may be at most ${TELEMETRY_REPORT_MAX_DAYS} days`,
    };
  }
  if (query.bucket === 'raw' && span > TELEMETRY_REPORT_RAW_MAX_HOURS * 3_600_000) {
    return {
      ok: false,
      field: 'to',
      message: `raw values cover at most ${TELEMETRY_REPORT_RAW_MAX_HOURS} hours: choose a bucket of 1m, 15m or 1h`,
    };
  }
  return { ok: true, from, to };
}

/** One point: a raw value (min = avg = max, count 1) or a bucket's figures from its start `t`. */
export const telemetryPoint = z.object({
  t: z.iso.datetime({ offset: true }),
  min: z.number(),
  avg: z.number(),
  max: z.number(),
  count: z.number().int(),
});

export const telemetrySeries = z.object({
  Vehicle_ID: z.string(),
  measure_name: z.string(),
  points: z.array(telemetryPoint),
});

export const telemetryReport = z.object({
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  bucket: z.enum(TELEMETRY_BUCKETS),
  series: z.array(telemetrySeries),
});
export type TelemetryPoint = z.infer<typeof telemetryPoint>;
export type TelemetrySeries = z.infer<typeof telemetrySeries>;
export type TelemetryReport = z.infer<typeof telemetryReport>;
