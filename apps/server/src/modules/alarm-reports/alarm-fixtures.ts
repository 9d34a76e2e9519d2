import { randomUUID } from 'node:crypto';
import type { AlarmState, KnownAlertLevel } from '@shuttle-ops/domain';
import type { Db } from '../../db/database.ts';
import { alarmEvents, alarms } from '../alarms/schema.ts';

/**
 * Stored alarms as the alarms module leaves them, for the tests of the measures and reports:
 * the `alarms` row of each alarm (its state, people and times) and its `alarm_events` history.
 * The measures and reports read nothing else.
 */

export interface Person {
  id: string;
  name: string;
}

export interface FixtureAlarm {
  customerId: string;
  vehicleId?: string | null;
  vehicleName?: string | null;
  level?: KnownAlertLevel;
  code?: string;
  category?: string;
  message?: string;
  /** Defaults to the vehicle's condition key for `code`. */
  conditionKey?: string;
  count?: number;
  firstSeen: Date;
  lastSeen?: Date;
  /** Acknowledged this many seconds after first seen, by `by`. */
  ackAfterS?: number;
  assignee?: Person;
  /** Resolved this many seconds after first seen, by `by` (or by the server when auto). */
  resolveAfterS?: number;
  autoResolved?: boolean;
  closeAfterS?: number;
  by?: Person;
  chattering?: boolean;
  shelvedUntil?: Date | null;
  /** The state; derived from the times when absent. */
  state?: AlarmState;
}

const after = (at: Date, s: number | undefined) =>
  s === undefined ? null : new Date(at.getTime() + s * 1000);

export const SAM: Person = { id: randomUUID(), name: 'Sam Smith' };

function stateOf(a: FixtureAlarm): AlarmState {
  if (a.state) return a.state;
  if (a.closeAfterS !== undefined) return 'CLOSED';
  if (a.resolveAfterS !== undefined) return 'RESOLVED';
  if (a.assignee) return 'ASSIGNED';
  if (a.ackAfterS !== undefined) return 'ACKNOWLEDGED';
  return 'OPEN';
}

/** The row of one alarm. */
export function alarmRow(a: FixtureAlarm): typeof alarms.$inferInsert {
  const by = a.by ?? SAM;
  const code = a.code ?? 'OBSTACLE_DETECTED';
  const vehicleId = a.vehicleId === undefined ? randomUUID() : a.vehicleId;
  const acknowledgedAt = after(a.firstSeen, a.ackAfterS);
  const resolvedAt = after(a.firstSeen, a.resolveAfterS);
  const closedAt = after(a.firstSeen, a.closeAfterS);
  const auto = a.autoResolved ?? false;
  const state = stateOf(a);
  const active = ['OPEN', 'REOPENED', 'ACKNOWLEDGED', 'ASSIGNED'].includes(state);
  return {
    id: randomUUID(),
    customerId: a.customerId,
    vehicleId,
    vehicleName: a.vehicleName === undefined ? 'Shuttle 1' : a.vehicleName,
    source: 'VEHICLE',
    rule: null,
    conditionKey: a.conditionKey ?? `vehicle:${vehicleId ?? 'customer'}:${code}`,
    level: a.level ?? 'ERROR',
    levelWord: a.level ?? 'ERROR',
    category: a.category ?? 'PERCEPTION',
    code,
    message: a.message ?? 'Obstacle detected ahead',
    consequences: 'The shuttle stops.',
    correctionProcedure: 'Clear the path, then resume.',
    state,
    conditionActive: active,
    count: a.count ?? 1,
    firstSeen: a.firstSeen,
    lastSeen: a.lastSeen ?? new Date(a.firstSeen.getTime() + ((a.count ?? 1) - 1) * 1000),
    location: { lat: 51.575, lon: -1.311, alt: 120, bearing: 90 },
    recentRaises: [],
    chattering: a.chattering ?? false,
    autoResolved: auto,
    acknowledgedAt,
    acknowledgedById: acknowledgedAt ? by.id : null,
    acknowledgedByName: acknowledgedAt ? by.name : null,
    assigneeId: a.assignee?.id ?? null,
    assigneeName: a.assignee?.name ?? null,
    assignedAt: a.assignee ? (acknowledgedAt ?? a.firstSeen) : null,
    resolvedAt,
    resolvedById: resolvedAt && !auto ? by.id : null,
    resolvedByName: resolvedAt && !auto ? by.name : null,
    closedAt,
    closedById: closedAt ? by.id : null,
    closedByName: closedAt ? by.name : null,
    shelvedUntil: a.shelvedUntil ?? null,
    shelvedById: a.shelvedUntil ? by.id : null,
    shelvedByName: a.shelvedUntil ? by.name : null,
    shelveReason: a.shelvedUntil ? 'Known fault, crew on the way' : null,
    createdAt: a.firstSeen,
    updatedAt: resolvedAt ?? acknowledgedAt ?? a.firstSeen,
  };
}

/** Its history: raised, then each step with who did it. */
function historyOf(row: typeof alarms.$inferInsert): (typeof alarmEvents.$inferInsert)[] {
  const base = { alarmId: row.id!, customerId: row.customerId };
  const events: (typeof alarmEvents.$inferInsert)[] = [
    { ...base, at: row.firstSeen, action: 'raise', fromState: null, toState: 'OPEN' },
  ];
  if (row.acknowledgedAt) {
    events.push({
      ...base,
      at: row.acknowledgedAt,
      action: 'acknowledge',
      fromState: 'OPEN',
      toState: 'ACKNOWLEDGED',
      actorId: row.acknowledgedById,
      actorName: row.acknowledgedByName,
    });
  }
  if (row.resolvedAt) {
    events.push({
      ...base,
      at: row.resolvedAt,
      action: row.autoResolved ? 'auto_resolve' : 'resolve',
      fromState: row.acknowledgedAt ? 'ACKNOWLEDGED' : 'OPEN',
      toState: 'RESOLVED',
      actorId: row.resolvedById,
      actorName: row.resolvedByName,
    });
  }
  return events;
}

/** Stores alarms (in chunks) with their history; answers the rows stored. */
export async function insertAlarms(db: Db, list: readonly FixtureAlarm[], withHistory = true) {
  const rows = list.map(alarmRow);
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000);
    await db.insert(alarms).values(chunk);
    if (withHistory) await db.insert(alarmEvents).values(chunk.flatMap(historyOf));
  }
  return rows;
}
