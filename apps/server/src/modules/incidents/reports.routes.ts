import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  incidentReport,
  incidentReportBody,
  incidentReportDeleteBody,
  incidentReportList,
  incidentReportQuery,
} from '@shuttle-ops/domain';
import type { ActorResolver } from '../../lib/actor.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { withZod } from '../../lib/zod-routes.ts';
import { INCIDENT_BASES, INCIDENT_TAGS } from './incident-paths.ts';
import { incidentReportCsv } from './report-csv.ts';
import type { ReportsService } from './reports.service.ts';

export interface ReportsRoutesOptions {
  reports: ReportsService;
  actor: ActorResolver;
}

/** Spec §7 incident reports: GET incidents/reports, POST incidents/reports, DELETE incidents/reports. */
export function reportsRoutes(parent: FastifyInstance, opts: ReportsRoutesOptions) {
  const app = withZod(parent);
  const { reports, actor } = opts;
  const tags = INCIDENT_TAGS;
  const read = app.requirePermission('readReports');
  const manage = app.requirePermission('manageFleet');

  for (const base of INCIDENT_BASES) {
    const path = `${base}/reports`;

    app.post(
      path,
      {
        onRequest: read,
        schema: {
          tags,
          description:
            'A report of the incidents that occurred within [from, to) (optionally of one vehicle, category, severity or status), kept as they are now.',
          body: incidentReportBody,
          response: { 201: incidentReport, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await reports.create(await actor(request, request.body.Customer_ID), request.body)),
    );

    app.get(
      path,
      {
        onRequest: read,
        schema: {
          tags,
          description:
            'With `report_id`: that report with its incidents (`format=csv`: a CSV file, one row per incident, times UTC plus Europe/London). Without: the reports, newest first, without rows (`limit`, `offset`).',
          querystring: incidentReportQuery,
          response: {
            200: {
              description: 'A report, the list of reports, or a report as CSV.',
              content: {
                'application/json': { schema: z.union([incidentReport, incidentReportList]) },
                'text/csv': { schema: z.string() },
              },
            },
            ...errorResponses,
          },
        },
      },
      async (request, reply) => {
        const who = await actor(request, request.query.Customer_ID);
        const { report_id: reportId, format, limit, offset } = request.query;
        if (!reportId) return reports.list(who, limit, offset);
        const report = await reports.get(who, reportId);
        if (format !== 'csv') return report;
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="incident-report-${report.params.from.slice(0, 10)}-${report.report_id.slice(0, 8)}.csv"`,
          )
          .send(incidentReportCsv(report.rows));
      },
    );

    app.delete(
      path,
      {
        onRequest: manage,
        schema: {
          tags,
          description:
            'Deletes a report (audited). Body: `user_id` (the caller’s own id, else 403), `service_name: "report"` and `report_id`.',
          body: incidentReportDeleteBody,
          response: { 204: z.null().describe('Deleted (audited).'), ...errorResponses },
        },
      },
      async (request, reply) => {
        await reports.remove(await actor(request, request.body.Customer_ID), request.body);
        // No body at all (`null` would be serialized).
        return reply.status(204).send(undefined as never);
      },
    );
  }
}
