import {
  BUCKET_SECONDS,
  TELEMETRY_REPORT_MAX_POINTS,
  telemetryReportRange,
  type TelemetryReport,
  type TelemetryReportQuery,
  type TelemetrySeries,
} from '@shuttle-ops/domain';
import type { Actor } from '../../lib/actor.ts';
import { badRequest, invalidField, notFound } from '../../lib/http-error.ts';
import type { TelemetryReportsRepository } from './telemetry-reports.repository.ts';

/** Telemetry reports: a vehicle's (or every vehicle's) measures, raw or per bucket. */
export function telemetryReportsService({ repo }: { repo: TelemetryReportsRepository }) {
  return {
    /** `vehicleId` null: every vehicle of the customer. */
    async report(
      actor: Actor,
      vehicleId: string | null,
      query: TelemetryReportQuery,
      vehicleField: string,
    ): Promise<TelemetryReport> {
      const range = telemetryReportRange(query);
      if (!range.ok) throw invalidField(`querystring.${range.field}`, range.message);
      if (vehicleId !== null && (await repo.vehicleName(actor.scope, vehicleId)) === undefined) {
        throw notFound(`${vehicleField}: no such vehicle`);
      }
      const rows = await repo.buckets(actor.scope, {
        vehicleIds: vehicleId === null ? null : [vehicleId],
        measures: query.measures,
        from: range.from,
        to: range.to,
        bucketSeconds: query.bucket === 'raw' ? null : BUCKET_SECONDS[query.bucket],
        limit: TELEMETRY_REPORT_MAX_POINTS,
      });
      if (rows.length > TELEMETRY_REPORT_MAX_POINTS) {
        throw badRequest(
          `querystring.bucket: the report would hold more than ${TELEMETRY_REPORT_MAX_POINTS} points; choose a larger bucket, fewer measures or a shorter range`,
          [{ field: 'querystring.bucket', message: 'too many points' }],
          'TOO_MANY_POINTS',
        );
      }
      const series: TelemetrySeries[] = [];
      for (const r of rows) {
        let last = series.at(-1);
        if (last?.Vehicle_ID !== r.vehicleId || last.measure_name !== r.measure) {
          last = { Vehicle_ID: r.vehicleId, measure_name: r.measure, points: [] };
          series.push(last);
        }
        last.points.push({
          t: r.t.toISOString(),
          min: r.min,
          avg: r.avg,
          max: r.max,
          count: r.count,
        });
      }
      return {
        from: range.from.toISOString(),
        to: range.to.toISOString(),
        bucket: query.bucket,
        series,
      };
    },
  };
}

export type TelemetryReportsService = ReturnType<typeof telemetryReportsService>;
