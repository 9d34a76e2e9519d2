import {
  ALARM_MANAGEMENT,
  ALARM_REPORT_MAX_ROWS,
  LEVELS_BY_SEVERITY,
  alarmsPerHour,
  byCountThenName,
  floodPeriodCount,
  measuresPeriod,
  type AlarmMeasures,
  type AlarmMeasuresQuery,
  type AlarmReportBody,
  type AlarmReportParams,
  type AlarmReportQuery,
  type KnownAlertLevel,
} from '@shuttle-ops/domain';
import type { Actor } from '../../lib/actor.ts';
import { invalidField, notFound } from '../../lib/http-error.ts';
import { recordChange, type AuditRepository } from '../audit/index.ts';
import type { AlarmMeasuresRepository } from './alarm-measures.repository.ts';
import { presentReport, presentReportHead, presentReportRow } from './alarm-reports.presenter.ts';
import type { AlarmReportsRepository } from './alarm-reports.repository.ts';

export interface AlarmReportsDeps {
  measuresRepo: AlarmMeasuresRepository;
  reportsRepo: AlarmReportsRepository;
  audit: AuditRepository;
  now?: () => Date;
  /** Most rows a report keeps (ALARM_REPORT_MAX_ROWS). */
  maxRows?: number;
  /** Called when a background report fails, for the log. */
  onReportError?: (reportId: string, error: unknown) => void;
}

/** A report still RUNNING after this long lost its server: it is marked FAILED when read. */
export const ABANDONED_REPORT_MS = 15 * 60 * 1000;

const roundMs = (s: number | null) => (s === null ? null : Math.round(s * 1000) / 1000);
const missingReport = () => notFound('Report not found');

/** Alarm measures and alert reports of a tenant (reads the alarms the alarms module writes). */
export function alarmReportsService({
  measuresRepo,
  reportsRepo,
  audit,
  now = () => new Date(),
  maxRows = ALARM_REPORT_MAX_ROWS,
  onReportError = () => undefined,
}: AlarmReportsDeps) {
  /** Reports running in this process, so that closing the app waits for them. */
  const running = new Set<Promise<void>>();

  async function run(actor: Actor, reportId: string, params: AlarmReportParams) {
    try {
      const ranAt = now();
      const { rows, total } = await reportsRepo.alarmsFor(actor.scope, params, maxRows);
      await reportsRepo.finish(reportId, {
        state: 'DONE',
        rows: rows.map((row) => presentReportRow(row, ranAt)),
        rowCount: total,
      });
    } catch (error) {
      onReportError(reportId, error);
      await reportsRepo
        .finish(reportId, { state: 'FAILED', error: 'The report could not be made.' })
        .catch(() => undefined);
    }
  }

  const failAbandoned = (actor: Actor) =>
    reportsRepo.failAbandoned(
      actor.scope,
      new Date(now().getTime() - ABANDONED_REPORT_MS),
      'The report did not finish (its server stopped); start it again.',
    );

  return {
    async measures(actor: Actor, query: AlarmMeasuresQuery): Promise<AlarmMeasures> {
      const at = now();
      const period = measuresPeriod(query, at);
      if (!period.ok) throw invalidField(`querystring.${period.field}`, period.message);
      const { from, to } = period;
      const scope = actor.scope;
      const since = new Date(at.getTime() - ALARM_MANAGEMENT.floodWindowS * 1000);
      const staleBefore = new Date(at.getTime() - ALARM_MANAGEMENT.staleAfterS * 1000);
      const [{ levels, floodPeriods, badActors }, standing, recent] = await Promise.all([
        measuresRepo.periodFigures(scope, from, to),
        measuresRepo.standing(scope, at, staleBefore),
        measuresRepo.recentPerVehicle(scope, since, at),
      ]);
      const byLevel = new Map(levels.map((l) => [l.level, l]));
      const mix = { INFO: 0, WARNING: 0, ERROR: 0, CRITICAL: 0 } as Record<KnownAlertLevel, number>;
      for (const l of levels) mix[l.level] = l.newAlarms;
      const newAlarms = levels.reduce((sum, l) => sum + l.newAlarms, 0);
      const periods = floodPeriodCount(from, to);
      const recentCount = recent.reduce((sum, v) => sum + v.count, 0);
      return {
        from: from.toISOString(),
        to: to.toISOString(),
        response: LEVELS_BY_SEVERITY.map((level) => {
          const l = byLevel.get(level);
          return {
            level,
            acknowledged: l?.acknowledged ?? 0,
            ack_median_s: roundMs(l?.ackMedian ?? null),
            ack_p90_s: roundMs(l?.ackP90 ?? null),
            resolved: l?.resolved ?? 0,
            resolve_median_s: roundMs(l?.resolveMedian ?? null),
            resolve_p90_s: roundMs(l?.resolveP90 ?? null),
          };
        }),
        alarms_per_hour: alarmsPerHour(newAlarms, from, to),
        flood: {
          periods,
          flood_periods: floodPeriods,
          share: periods > 0 ? floodPeriods / periods : 0,
          current: {
            active: recentCount > ALARM_MANAGEMENT.floodAlarms,
            count: recentCount,
            window_s: ALARM_MANAGEMENT.floodWindowS,
            by_vehicle: recent.sort(byCountThenName),
          },
        },
        bad_actors: badActors.map((b) => ({
          condition_key: b.conditionKey,
          code: b.code,
          category: b.category,
          message: b.message,
          Vehicle_ID: b.vehicleId,
          vehicle_name: b.vehicleName,
          count: b.count,
        })),
        priority_mix: mix,
        ...standing,
      };
    },

    /** Starts a report in the background; answers at once with its id. */
    async startReport(actor: Actor, body: AlarmReportBody) {
      const vehicleIds = body.vehicle_ids ? [...new Set(body.vehicle_ids)] : null;
      if (vehicleIds) {
        const foreign = await reportsRepo.foreignVehicles(actor.scope, vehicleIds);
        if (foreign.length > 0) {
          throw invalidField(
            'body.vehicle_ids',
            `not vehicles of this customer: ${foreign.join(', ')}`,
          );
        }
      }
      const params: AlarmReportParams = {
        from: new Date(body.from).toISOString(),
        to: new Date(body.to).toISOString(),
        vehicle_ids: vehicleIds,
        levels: body.levels ? [...new Set(body.levels)] : null,
      };
      const report = await reportsRepo.insert(actor.scope, {
        createdById: actor.session.sub,
        createdByName: actor.session.username,
        params,
      });
      await recordChange(audit, actor, 'alarm_report.create', report.customerId, {
        id: report.id,
        from: params.from,
        to: params.to,
        vehicles: vehicleIds?.length ?? null,
        levels: params.levels,
      });
      const job = run(actor, report.id, params).finally(() => running.delete(job));
      running.add(job);
      return { report_id: report.id, state: 'RUNNING' as const };
    },

    async getReport(actor: Actor, reportId: string) {
      await failAbandoned(actor);
      const report = await reportsRepo.find(actor.scope, reportId);
      if (!report) throw missingReport();
      return presentReport(report);
    },

    async listReports(actor: Actor, query: AlarmReportQuery) {
      await failAbandoned(actor);
      const { rows, total } = await reportsRepo.list(actor.scope, query.limit, query.offset);
      return { Items: rows.map(presentReportHead), Count: rows.length, total };
    },

    async deleteReport(actor: Actor, reportId: string) {
      const removed = await reportsRepo.delete(actor.scope, reportId);
      if (!removed) throw missingReport();
      await recordChange(audit, actor, 'alarm_report.delete', removed.customerId, {
        id: removed.id,
        state: removed.state,
        row_count: removed.rowCount,
      });
    },

    /** Waits for the reports this process is making (on close). */
    async settle() {
      await Promise.allSettled([...running]);
    },
  };
}

export type AlarmReportsService = ReturnType<typeof alarmReportsService>;
