import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  alarmMeasuresQuery,
  alarmMeasuresSchema,
  alarmReportBody,
  alarmReportDeleteQuery,
  alarmReportList,
  alarmReportQuery,
  alarmReportSchema,
  alarmReportStarted,
} from '@shuttle-ops/domain';
import type { ActorResolver } from '../../lib/actor.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { withZod } from '../../lib/zod-routes.ts';
import { reportCsv } from './alarm-report-csv.ts';
import type { AlarmReportsService } from './alarm-reports.service.ts';

export interface AlarmReportsRoutesOptions {
  reports: AlarmReportsService;
  actor: ActorResolver;
}

/** Spec §7 paths answer under `/dev/v1/` and the legacy `/dev/`. */
const BASES = ['/dev/v1', '/dev'];

/** `GET realtimealerts/measures` and spec §7 `alert-reports-processor`. */
export function alarmReportsRoutes(parent: FastifyInstance, opts: AlarmReportsRoutesOptions) {
  const app = withZod(parent);
  const { reports, actor } = opts;
  const tags = ['alarms'];
  const processAlerts = app.requirePermission('processAlerts');
  const readReports = app.requirePermission('readReports');

  for (const base of BASES) {
    app.get(
      `${base}/realtimealerts/measures`,
      {
        onRequest: processAlerts,
        schema: {
          tags,
          description:
            'Alarm measures of the alarms first seen in [from, to) (default: the last 24 h; at most 92 days): time to acknowledge and to resolve per level (median, p90; auto-resolved alarms left out of resolve times), alarms per hour, the share of 10-minute periods in flood and the flood now, the ten most frequent conditions, the priority mix, and the standing, stale and shelved alarms now. See docs/api/alarms.md.',
          querystring: alarmMeasuresQuery,
          response: { 200: alarmMeasuresSchema, ...errorResponses },
        },
      },
      async (request) =>
        reports.measures(await actor(request, request.query.Customer_ID), request.query),
    );

    const path = `${base}/alert-reports-processor`;

    app.post(
      path,
      {
        onRequest: readReports,
        schema: {
          tags,
          description:
            'Starts a report of the alarms first seen in [from, to), optionally of some vehicles and levels; it runs in the background (poll `GET ?report_id=`).',
          body: alarmReportBody,
          response: { 202: alarmReportStarted, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply
          .status(202)
          .send(
            await reports.startReport(await actor(request, request.body.Customer_ID), request.body),
          ),
    );

    app.get(
      path,
      {
        onRequest: readReports,
        schema: {
          tags,
          description:
            'With `report_id`: that report with its rows (`format=csv`: the rows as a CSV file). Without: the reports, newest first, without rows (`limit`, `offset`).',
          querystring: alarmReportQuery,
          response: {
            200: {
              description: 'A report, the list of reports, or a report as CSV.',
              content: {
                'application/json': { schema: z.union([alarmReportSchema, alarmReportList]) },
                'text/csv': { schema: z.string() },
              },
            },
            ...errorResponses,
          },
        },
      },
      async (request, reply) => {
        const who = await actor(request, request.query.Customer_ID);
        const { report_id: reportId, format } = request.query;
        if (!reportId) return reports.listReports(who, request.query);
        const report = await reports.getReport(who, reportId);
        if (format !== 'csv') return report;
        const day = report.params.from.slice(0, 10);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="alert-report-${day}-${report.report_id.slice(0, 8)}.csv"`,
          )
          .send(reportCsv(report.rows));
      },
    );

    app.delete(
      path,
      {
        onRequest: readReports,
        schema: {
          tags,
          querystring: alarmReportDeleteQuery,
          response: { 204: z.null().describe('Deleted (audited).'), ...errorResponses },
        },
      },
      async (request, reply) => {
        await reports.deleteReport(
          await actor(request, request.query.Customer_ID),
          request.query.report_id,
        );
        // No body at all (`null` would be serialized).
        return reply.status(204).send(undefined as never);
      },
    );
  }
}
