import {
  listResult,
  pageWindow,
  type Incident,
  type IncidentCreateBody,
  type IncidentListQuery,
  type IncidentUpdateBody,
} from '@shuttle-ops/domain';
import type { Actor } from '../../lib/actor.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { recordChange, type AuditRepository } from '../audit/index.ts';
import type { IncidentAttachments } from './incident-attachments.ts';
import type { IncidentLinks } from './incident-links.ts';
import { takeSnapshot } from './incident-snapshots.ts';
import { statusChange } from './incident-status.ts';
import { attachmentEntries, snapshotEntries, timelineEntry } from './incident-timeline.ts';
import {
  bodyColumns,
  createDraft,
  knownLinks,
  newIncidentValues,
  updateDraft,
} from './incident-values.ts';
import { presentIncident, presentSummary } from './incidents.presenter.ts';
import type { IncidentChanges, IncidentRow, IncidentsRepository } from './incidents.repository.ts';
import type { TelemetrySnapshots } from './telemetry-snapshot.ts';
import { changedWireFields } from './incident-changes.ts';

export interface IncidentsDeps {
  repo: IncidentsRepository;
  links: IncidentLinks;
  attachments: IncidentAttachments;
  snapshots: TelemetrySnapshots;
  audit: AuditRepository;
  now?: () => Date;
}

export const incidentMissing = () => notFound('Incident not found');

/** Incidents of a customer: validated, linked, snapshotted, with their timeline. */
export function incidentsService(deps: IncidentsDeps) {
  const { repo, links, attachments, snapshots, audit, now = () => new Date() } = deps;

  async function present(actor: Actor, rows: IncidentRow[]) {
    return attachments.linker(
      actor.scope,
      rows.flatMap((row) => row.attachmentIds),
    );
  }

  /** Takes a snapshot again once its window is past (it was made while still open). */
  async function completeSnapshot(actor: Actor, row: IncidentRow): Promise<IncidentRow> {
    const at = now();
    if (!row.snapshotPendingUntil || row.snapshotPendingUntil > at || !row.vehicleId) return row;
    const taken = await takeSnapshot(snapshots, actor.scope, row.vehicleId, row.occurredAt, at);
    const entry = timelineEntry(null, 'snapshot', ['completed'], at);
    return (
      (await repo.completeSnapshot(row.id, { ...taken, timeline: [...row.timeline, entry] })) ?? row
    );
  }

  function stale(row: IncidentRow, version: number) {
    return conflict(
      `${row.reference} changed meanwhile: you edited version ${version}, version ${row.version} is current now. Reload it and make your changes again.`,
      'STALE_VERSION',
      { current_version: row.version },
    );
  }

  return {
    async list(actor: Actor, query: IncidentListQuery) {
      const { rows, total } = await repo.list(
        actor.scope,
        {
          query: query.query,
          status: query.status,
          category: query.category,
          severity: query.severity,
          vehicleId: query.Vehicle_ID,
          routeId: query.Route_ID,
          from: query.from,
          to: query.to,
        },
        { sort: query.sort_attributes, order: query.sort_order, ...pageWindow(query) },
      );
      const linked = await present(actor, rows);
      return listResult(
        rows.map((row) => presentSummary(row, linked)),
        total,
      );
    },

    async get(actor: Actor, id: string): Promise<Incident> {
      const found = await repo.find(actor.scope, id);
      if (!found) throw incidentMissing();
      const row = await completeSnapshot(actor, found);
      return presentIncident(row, await present(actor, [row]));
    },

    async create(actor: Actor, body: IncidentCreateBody): Promise<Incident> {
      const at = now();
      const draft = createDraft(body);
      const problems = await attachments.problems(actor.scope, body.attachment_ids ?? []);
      const resolved = await links.resolve(actor.scope, draft, at, problems);
      const taken = await takeSnapshot(
        snapshots,
        actor.scope,
        resolved.vehicleId,
        draft.occurredAt,
        at,
      );
      const columns = bodyColumns(body);
      const fileName = await attachments.namer(actor.scope, columns.attachmentIds ?? []);
      const timeline = [
        timelineEntry(actor, 'created', [], at),
        ...attachmentEntries(actor, [], columns.attachmentIds ?? [], at, fileName),
        ...snapshotEntries(actor, taken, 'taken', at),
      ];
      const row = await repo.insert(
        actor.scope,
        newIncidentValues(actor, body, { ...columns, ...resolved, ...taken, timeline }, at),
        at,
      );
      await recordChange(audit, actor, 'incident.create', row.customerId, {
        Incident_ID: row.id,
        reference: row.reference,
      });
      return presentIncident(row, await present(actor, [row]));
    },

    async update(actor: Actor, id: string, body: IncidentUpdateBody): Promise<Incident> {
      const current = await repo.find(actor.scope, id);
      if (!current) throw incidentMissing();
      if (body.version !== current.version) throw stale(current, body.version);
      const at = now();
      const status = statusChange(actor, current, body.status, at);
      const problems = await attachments.problems(actor.scope, body.attachment_ids ?? []);
      const draft = updateDraft(body, current);
      const resolved = await links.resolve(actor.scope, draft, at, problems, knownLinks(current));
      const changes: IncidentChanges = { ...bodyColumns(body), ...resolved, ...status.changes };
      const retake =
        resolved.vehicleId !== current.vehicleId ||
        draft.occurredAt.getTime() !== current.occurredAt.getTime();
      const taken = retake
        ? await takeSnapshot(snapshots, actor.scope, resolved.vehicleId, draft.occurredAt, at)
        : undefined;
      const next = { ...current, ...changes, ...taken };
      const fields = changedWireFields(current, next);
      const fileName = await attachments.namer(actor.scope, [
        ...current.attachmentIds,
        ...next.attachmentIds,
      ]);
      const timeline = [
        ...current.timeline,
        ...(fields.length ? [timelineEntry(actor, 'updated', fields, at)] : []),
        ...status.entries,
        ...attachmentEntries(actor, current.attachmentIds, next.attachmentIds, at, fileName),
        ...snapshotEntries(actor, taken, 'taken again', at),
      ];
      const row = await repo.update(actor.scope, id, body.version, {
        ...changes,
        ...taken,
        timeline,
      });
      if (!row) throw stale(current, body.version);
      await recordChange(audit, actor, 'incident.update', row.customerId, {
        Incident_ID: row.id,
        reference: row.reference,
        fields: [...fields, ...(status.entries.length ? ['status'] : [])],
      });
      return presentIncident(row, await present(actor, [row]));
    },

    async remove(actor: Actor, id: string): Promise<Incident> {
      const row = await repo.softDelete(actor.scope, id);
      if (!row) throw incidentMissing();
      await recordChange(audit, actor, 'incident.delete', row.customerId, {
        Incident_ID: row.id,
        reference: row.reference,
        title: row.title,
      });
      return presentIncident(row, await present(actor, [row]));
    },
  };
}

export type IncidentsService = ReturnType<typeof incidentsService>;
