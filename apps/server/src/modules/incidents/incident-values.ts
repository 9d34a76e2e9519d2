import type { IncidentCreateBody, IncidentUpdateBody } from '@shuttle-ops/domain';
import type { StoredIncidentPerson } from './schema.ts';
import type { IncidentDraft } from './incident-draft.ts';
import type { ResolvedLinks } from './incident-links.ts';
import type { Actor } from '../../lib/actor.ts';
import type { IncidentChanges, IncidentRow, IncidentValues } from './incidents.repository.ts';

type Body = IncidentCreateBody | IncidentUpdateBody;

const people = (list: NonNullable<Body['people_involved']>): StoredIncidentPerson[] =>
  list.map((p) => ({ name: p.name, role: p.role, injured: p.injured, notes: p.notes ?? null }));

const followUps = (list: NonNullable<Body['follow_ups']>) =>
  list.map((f) => ({ text: f.text, done: f.done, due: f.due ?? null }));

const ids = (list: string[] | undefined) => [
  ...new Set((list ?? []).map((id) => id.toLowerCase())),
];

/** The draft of a new incident: what its body names. */
export function createDraft(body: IncidentCreateBody): IncidentDraft {
  return {
    occurredAt: new Date(body.occurred_at),
    location: body.location ?? null,
    BS_ID: body.BS_ID ?? null,
    Vehicle_ID: body.Vehicle_ID ?? null,
    Service_ID: body.Service_ID ?? null,
    Route_ID: body.Route_ID ?? null,
    Operator_ID: body.Operator_ID ?? null,
    alarm_ids: ids(body.alarm_ids),
    command_ids: ids(body.command_ids),
    mission_ids: [...new Set(body.mission_ids ?? [])],
  };
}

const pick = <T>(given: T | undefined, current: T): T => (given === undefined ? current : given);

/**
 * The draft of an update: the body's fields over the incident's current ones. A new place finds
 * its stop again unless the body names one; a new service gives its vehicle, route and operator
 * unless the body names them.
 */
export function updateDraft(body: IncidentUpdateBody, row: IncidentRow): IncidentDraft {
  const location = row.lat !== null && row.lon !== null ? { lat: row.lat, lon: row.lon } : null;
  const newService = !!body.Service_ID && body.Service_ID !== row.serviceId;
  const fromService = <T>(given: T | undefined, current: T | null) =>
    pick(given, newService ? null : current);
  return {
    occurredAt: body.occurred_at ? new Date(body.occurred_at) : row.occurredAt,
    location: pick(body.location, location),
    BS_ID: pick(body.BS_ID, body.location !== undefined ? null : row.busStopId),
    Vehicle_ID: fromService(body.Vehicle_ID, row.vehicleId),
    Service_ID: pick(body.Service_ID, row.serviceId),
    Route_ID: fromService(body.Route_ID, row.routeId),
    Operator_ID: fromService(body.Operator_ID, row.operatorId),
    alarm_ids: body.alarm_ids ? ids(body.alarm_ids) : row.alarms.map((l) => l.id),
    command_ids: body.command_ids ? ids(body.command_ids) : row.commands.map((l) => l.id),
    mission_ids: body.mission_ids ? [...new Set(body.mission_ids)] : row.missions.map((l) => l.id),
  };
}

/** An incident's links as stored, to resolve an update against. */
export function knownLinks(row: IncidentRow): ResolvedLinks {
  return {
    lat: row.lat,
    lon: row.lon,
    busStopId: row.busStopId,
    busStopName: row.busStopName,
    vehicleId: row.vehicleId,
    vehicleName: row.vehicleName,
    serviceId: row.serviceId,
    routeId: row.routeId,
    routeName: row.routeName,
    operatorId: row.operatorId,
    operatorName: row.operatorName,
    alarms: row.alarms,
    commands: row.commands,
    missions: row.missions,
  };
}

/** The columns a body sets directly (text, lists, category…), leaving the rest as they are. */
export function bodyColumns(body: Body): IncidentChanges {
  const out: IncidentChanges = {};
  if (body.title !== undefined) out.title = body.title;
  if (body.description !== undefined) out.description = body.description;
  if (body.category !== undefined) out.category = body.category;
  if (body.severity !== undefined) out.severity = body.severity;
  if (body.occurred_at !== undefined) out.occurredAt = new Date(body.occurred_at);
  if (body.people_involved !== undefined) out.peopleInvolved = people(body.people_involved);
  if (body.actions_taken !== undefined) out.actionsTaken = body.actions_taken;
  if (body.root_cause !== undefined) out.rootCause = body.root_cause;
  if (body.follow_ups !== undefined) out.followUps = followUps(body.follow_ups);
  if (body.attachment_ids !== undefined) out.attachmentIds = ids(body.attachment_ids);
  return out;
}

/** The stored values of a new incident: the body's, then the derived ones in `derived`. */
export function newIncidentValues(
  actor: Actor,
  body: IncidentCreateBody,
  derived: IncidentChanges & Pick<IncidentValues, 'timeline'>,
  at: Date,
): IncidentValues {
  return {
    title: body.title,
    description: body.description,
    category: body.category,
    severity: body.severity,
    occurredAt: new Date(body.occurred_at),
    peopleInvolved: [],
    followUps: [],
    attachmentIds: [],
    alarms: [],
    commands: [],
    missions: [],
    ...derived,
    status: body.status,
    closedAt: body.status === 'closed' ? at : null,
    createdBy: actor.session.username,
  };
}
