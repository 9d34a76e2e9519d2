import type { Incident, IncidentAttachment, IncidentSummary } from '@shuttle-ops/domain';
import type { IncidentRow } from './incidents.repository.ts';

/** The attachments of presented incidents, by file id. */
export type AttachmentLinks = ReadonlyMap<string, IncidentAttachment>;

/** An incident as the list shows it (no timeline, snapshot or links). */
export function presentSummary(row: IncidentRow, links: AttachmentLinks): IncidentSummary {
  return {
    Incident_ID: row.id,
    Customer_ID: row.customerId,
    reference: row.reference,
    title: row.title,
    description: row.description,
    category: row.category,
    severity: row.severity,
    status: row.status,
    occurred_at: row.occurredAt.toISOString(),
    location: row.lat !== null && row.lon !== null ? { lat: row.lat, lon: row.lon } : null,
    BS_ID: row.busStopId,
    bus_stop_name: row.busStopName,
    Vehicle_ID: row.vehicleId,
    vehicle_name: row.vehicleName,
    Service_ID: row.serviceId,
    Route_ID: row.routeId,
    route_name: row.routeName,
    Operator_ID: row.operatorId,
    operatorName: row.operatorName,
    people_involved: row.peopleInvolved,
    actions_taken: row.actionsTaken,
    root_cause: row.rootCause,
    follow_ups: row.followUps.map((f) => ({ text: f.text, done: f.done, due: f.due ?? null })),
    attachments: row.attachmentIds.flatMap((id) => links.get(id) ?? []),
    created_at: row.createdAt.toISOString(),
    created_by: row.createdBy,
    updated_at: row.updatedAt.toISOString(),
    closed_at: row.closedAt?.toISOString() ?? null,
    version: row.version,
  };
}

/** An incident with its timeline, telemetry snapshot and links. */
export function presentIncident(row: IncidentRow, links: AttachmentLinks): Incident {
  return {
    ...presentSummary(row, links),
    alarms: row.alarms,
    commands: row.commands,
    missions: row.missions,
    telemetry_snapshot: row.telemetrySnapshot,
    timeline: row.timeline,
  };
}
