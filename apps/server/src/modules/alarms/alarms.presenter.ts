import type {
  Alarm,
  AlarmHistoryAction,
  AlarmHistoryEntry,
  AlarmRule,
  AlarmSource,
  AlarmState,
  KnownAlertLevel,
} from '@shuttle-ops/domain';
import type { AlarmEventRow, AlarmRow } from './alarms.repository.ts';

const iso = (at: Date | null): string | null => (at ? at.toISOString() : null);

const person = (id: string | null, name: string | null) =>
  id || name ? { user_id: id ?? '', name: name ?? '' } : null;

/** Whether the alarm is shelved at `now` (an expired shelving counts as none, before the sweep). */
export const isShelved = (row: Pick<AlarmRow, 'shelvedUntil'>, now: Date): boolean =>
  row.shelvedUntil !== null && row.shelvedUntil > now;

/** An alarm as the wire carries it (domain Alarm). */
export function presentAlarm(row: AlarmRow, now: Date): Alarm {
  const shelved = isShelved(row, now);
  return {
    id: row.id,
    Customer_ID: row.customerId,
    Vehicle_ID: row.vehicleId,
    vehicle_name: row.vehicleName,
    source: row.source as AlarmSource,
    rule: row.rule as AlarmRule | null,
    condition_key: row.conditionKey,
    level: row.level as KnownAlertLevel,
    level_word: row.levelWord,
    category: row.category,
    code: row.code,
    message: row.message,
    consequences: row.consequences,
    correctionProcedure: row.correctionProcedure,
    state: row.state as AlarmState,
    condition_active: row.conditionActive,
    count: row.count,
    first_seen: row.firstSeen.toISOString(),
    last_seen: row.lastSeen.toISOString(),
    location: row.location ?? null,
    alert_id: row.alertId,
    chattering: row.chattering,
    auto_resolved: row.autoResolved,
    acknowledged_at: iso(row.acknowledgedAt),
    acknowledged_by: person(row.acknowledgedById, row.acknowledgedByName),
    assignee: person(row.assigneeId, row.assigneeName),
    assigned_at: iso(row.assignedAt),
    resolved_at: iso(row.resolvedAt),
    resolved_by: person(row.resolvedById, row.resolvedByName),
    closed_at: iso(row.closedAt),
    closed_by: person(row.closedById, row.closedByName),
    shelved_until: shelved ? iso(row.shelvedUntil) : null,
    shelved_by: shelved ? person(row.shelvedById, row.shelvedByName) : null,
    shelve_reason: shelved ? row.shelveReason : null,
    comment_count: row.commentCount,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentHistoryEntry(row: AlarmEventRow): AlarmHistoryEntry {
  return {
    at: row.at.toISOString(),
    action: row.action as AlarmHistoryAction,
    from_state: row.fromState as AlarmState | null,
    to_state: row.toState as AlarmState,
    actor: person(row.actorId, row.actorName),
    note: row.note,
  };
}
