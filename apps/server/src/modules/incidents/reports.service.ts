import {
  INCIDENT_REPORT_MAX_ROWS,
  listResult,
  type IncidentReport,
  type IncidentReportBody,
  type IncidentReportDeleteBody,
  type IncidentReportParams,
  type IncidentReportSummary,
  type IncidentSummary,
} from '@shuttle-ops/domain';
import type { Actor } from '../../lib/actor.ts';
import { forbidden, invalidField, notFound } from '../../lib/http-error.ts';
import { recordChange, type AuditRepository } from '../audit/index.ts';
import type { IncidentAttachments } from './incident-attachments.ts';
import { presentSummary } from './incidents.presenter.ts';
import type { IncidentsRepository } from './incidents.repository.ts';
import type { ReportHead, ReportsRepository } from './reports.repository.ts';

export interface ReportsDeps {
  incidents: IncidentsRepository;
  reports: ReportsRepository;
  attachments: IncidentAttachments;
  audit: AuditRepository;
  maxRows?: number;
}

const reportMissing = () => notFound('Report not found');

const tally = (rows: IncidentSummary[], key: 'category' | 'severity') =>
  rows.reduce<Record<string, number>>((out, row) => {
    out[row[key]] = (out[row[key]] ?? 0) + 1;
    return out;
  }, {});

const summary = (row: ReportHead): IncidentReportSummary => ({
  report_id: row.id,
  title: row.title,
  params: row.params,
  created_at: row.createdAt.toISOString(),
  created_by: row.createdBy,
  row_count: row.rowCount,
  by_category: row.byCategory,
  by_severity: row.bySeverity,
  truncated: row.truncated,
});

/** Incident reports: the incidents of a period, kept as they were when the report was made. */
export function reportsService(deps: ReportsDeps) {
  const { incidents, reports, attachments, audit, maxRows = INCIDENT_REPORT_MAX_ROWS } = deps;

  /** Signs the rows' attachment links afresh (stored links expire). */
  async function relink(actor: Actor, rows: IncidentSummary[]): Promise<IncidentSummary[]> {
    const ids = rows.flatMap((row) => row.attachments.map((a) => a.file_id));
    const links = await attachments.linker(actor.scope, ids);
    return rows.map((row) => ({
      ...row,
      attachments: row.attachments.flatMap((a) => links.get(a.file_id) ?? []),
    }));
  }

  return {
    async create(actor: Actor, body: IncidentReportBody): Promise<IncidentReport> {
      // Like the alarm reports: another customer's vehicle is named, not silently reported empty.
      if (body.Vehicle_ID && !(await reports.knowsVehicle(actor.scope, body.Vehicle_ID))) {
        throw invalidField('body.Vehicle_ID', 'is not a vehicle of this customer');
      }
      const params: IncidentReportParams = {
        from: new Date(body.from).toISOString(),
        to: new Date(body.to).toISOString(),
        Vehicle_ID: body.Vehicle_ID ?? null,
        category: body.category ?? null,
        severity: body.severity ?? null,
        status: body.status ?? null,
      };
      const { rows: found, total } = await incidents.matching(
        actor.scope,
        {
          from: params.from,
          to: params.to,
          vehicleId: body.Vehicle_ID,
          category: body.category,
          severity: body.severity,
          status: body.status,
        },
        maxRows,
      );
      const links = await attachments.linker(
        actor.scope,
        found.flatMap((r) => r.attachmentIds),
      );
      const rows = found.map((row) => presentSummary(row, links));
      const row = await reports.insert({
        customerId: actor.scope.customerId,
        title: body.title || null,
        params,
        rows,
        rowCount: rows.length,
        byCategory: tally(rows, 'category'),
        bySeverity: tally(rows, 'severity'),
        truncated: total > rows.length,
        createdBy: actor.session.username,
        createdById: actor.session.sub,
      });
      await recordChange(audit, actor, 'incident.report.create', row.customerId, {
        report_id: row.id,
        rows: rows.length,
      });
      return { ...summary(row), rows };
    },

    async list(actor: Actor, limit: number, offset: number) {
      const { rows, total } = await reports.list(actor.scope, limit, offset);
      return listResult(rows.map(summary), total);
    },

    async get(actor: Actor, id: string): Promise<IncidentReport> {
      const row = await reports.find(actor.scope, id);
      if (!row) throw reportMissing();
      return { ...summary(row), rows: await relink(actor, row.rows) };
    },

    /** Spec §7: the body names the caller (`user_id`); another user's id is a 403. */
    async remove(actor: Actor, body: IncidentReportDeleteBody): Promise<void> {
      if (body.user_id !== actor.session.sub) {
        throw forbidden('user_id: must be your own user id.');
      }
      const row = await reports.delete(actor.scope, body.report_id);
      if (!row) throw reportMissing();
      await recordChange(audit, actor, 'incident.report.delete', row.customerId, {
        report_id: row.id,
        title: row.title,
      });
    },
  };
}

export type ReportsService = ReturnType<typeof reportsService>;
