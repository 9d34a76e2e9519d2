import {
  alarmReportParams,
  normalisedAlertLevel,
  secondsBetween,
  type AlarmReport,
  type AlarmReportRow,
  type AlarmReportState,
  type AlarmReportSummary,
  type AlarmState,
} from '@shuttle-ops/domain';
import type {
  AlarmReportHead,
  AlarmReportRecord,
  ReportAlarm,
} from './alarm-reports.repository.ts';

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const roundMs = (s: number) => Math.round(s * 1000) / 1000;
const secondsOrNull = (from: Date, to: Date | null) =>
  to ? roundMs(secondsBetween(from, to)) : null;

/**
 * One alarm as a report lists it. `duration_s` runs from first seen until resolved (else closed);
 * for an alarm still active, until `ranAt` (when the report ran).
 */
export function presentReportRow(alarm: ReportAlarm, ranAt: Date): AlarmReportRow {
  const end = alarm.resolvedAt ?? alarm.closedAt ?? ranAt;
  return {
    id: alarm.id,
    Vehicle_ID: alarm.vehicleId,
    vehicle_name: alarm.vehicleName,
    level: normalisedAlertLevel(alarm.level),
    category: alarm.category,
    code: alarm.code,
    message: alarm.message,
    state: alarm.state as AlarmState,
    count: alarm.count,
    first_seen: alarm.firstSeen.toISOString(),
    last_seen: alarm.lastSeen.toISOString(),
    acknowledged_at: iso(alarm.acknowledgedAt),
    acknowledged_by: alarm.acknowledgedByName,
    time_to_ack_s: secondsOrNull(alarm.firstSeen, alarm.acknowledgedAt),
    assignee: alarm.assigneeName,
    resolved_at: iso(alarm.resolvedAt),
    resolved_by: alarm.resolvedByName,
    auto_resolved: alarm.autoResolved,
    time_to_resolve_s: secondsOrNull(alarm.firstSeen, alarm.resolvedAt),
    closed_at: iso(alarm.closedAt),
    chattering: alarm.chattering,
    duration_s: roundMs(secondsBetween(alarm.firstSeen, end)),
  };
}

export function presentReportSummary(
  report: Omit<AlarmReportRecord, 'rows'>,
  kept: number,
): AlarmReportSummary {
  return {
    report_id: report.id,
    state: report.state as AlarmReportState,
    params: alarmReportParams.parse(report.params),
    created_at: report.createdAt.toISOString(),
    created_by: report.createdByName,
    finished_at: iso(report.finishedAt),
    row_count: report.rowCount,
    truncated: report.rowCount !== null && report.rowCount > kept,
    error: report.error,
  };
}

export const presentReportHead = (head: AlarmReportHead): AlarmReportSummary =>
  presentReportSummary(head, head.kept);

export function presentReport(report: AlarmReportRecord): AlarmReport {
  const rows = (report.rows ?? []) as unknown as AlarmReportRow[];
  return { ...presentReportSummary(report, rows.length), rows };
}
