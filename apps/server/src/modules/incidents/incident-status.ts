import {
  canMoveIncident,
  INCIDENT_STATUS_LABELS,
  type IncidentStatus,
  type IncidentTimelineEntry,
} from '@shuttle-ops/domain';
import type { Actor } from '../../lib/actor.ts';
import { conflict } from '../../lib/http-error.ts';
import { timelineEntry } from './incident-timeline.ts';
import type { IncidentChanges, IncidentRow } from './incidents.repository.ts';

/**
 * A status change by INCIDENT_TRANSITIONS (409 INVALID_STATUS_TRANSITION naming body.status
 * otherwise): closing sets closed_at, any other move clears it; its timeline entry.
 */
export function statusChange(
  actor: Actor,
  row: IncidentRow,
  to: IncidentStatus | undefined,
  at: Date,
): { changes: IncidentChanges; entries: IncidentTimelineEntry[] } {
  if (!to || to === row.status) return { changes: {}, entries: [] };
  if (!canMoveIncident(row.status, to)) {
    throw conflict(
      `status: an incident cannot go from ${INCIDENT_STATUS_LABELS[row.status]} to ${INCIDENT_STATUS_LABELS[to]}.`,
      'INVALID_STATUS_TRANSITION',
      [{ field: 'body.status', message: `cannot go from ${row.status} to ${to}` }],
    );
  }
  const changes: IncidentChanges = { status: to, closedAt: to === 'closed' ? at : null };
  return { changes, entries: [timelineEntry(actor, 'status', [`${row.status} → ${to}`], at)] };
}
