import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  telemetryReport,
  telemetryReportListQuery,
  telemetryReportQuery,
} from '@shuttle-ops/domain';
import type { ActorResolver } from '../../lib/actor.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { withZod } from '../../lib/zod-routes.ts';
import type { TelemetryReportsService } from './telemetry-reports.service.ts';

export interface TelemetryReportsRoutesOptions {
  reports: TelemetryReportsService;
  actor: ActorResolver;
}

const DESCRIPTION =
  'Numeric measures over [from, to): raw values (at most 24 h) or min, avg and max per bucket of 1m, 15m or 1h (aligned to the hour), at most 400 days and 50 000 points. See docs/api/reports.md.';

/** Spec §7 `telemetry-reports`: one vehicle by id, or every vehicle (`vehicle_id=all`). */
export function telemetryReportsRoutes(
  parent: FastifyInstance,
  opts: TelemetryReportsRoutesOptions,
) {
  const app = withZod(parent);
  const { reports, actor } = opts;
  const tags = ['reports'];
  const readReports = app.requirePermission('readReports');

  app.get(
    '/dev/v1/telemetry-reports/:id',
    {
      onRequest: readReports,
      schema: {
        tags,
        description: `One vehicle's ${DESCRIPTION}`,
        params: z.object({ id: z.uuid() }),
        querystring: telemetryReportQuery,
        response: { 200: telemetryReport, ...errorResponses },
      },
    },
    async (request) =>
      reports.report(
        await actor(request, request.query.Customer_ID),
        request.params.id,
        request.query,
        'params.id',
      ),
  );

  app.get(
    '/dev/v1/telemetry-reports',
    {
      onRequest: readReports,
      schema: {
        tags,
        description: `Every vehicle's (vehicle_id=all) or one vehicle's ${DESCRIPTION}`,
        querystring: telemetryReportListQuery,
        response: { 200: telemetryReport, ...errorResponses },
      },
    },
    async (request) => {
      const { vehicle_id, ...query } = request.query;
      return reports.report(
        await actor(request, query.Customer_ID),
        vehicle_id === 'all' ? null : vehicle_id,
        query,
        'querystring.vehicle_id',
      );
    },
  );
}
