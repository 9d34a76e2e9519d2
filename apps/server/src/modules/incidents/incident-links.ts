import type { StoredIncidentLink } from './schema.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import {
  nearestStop,
  OCCURRED_AT_SKEW_MS,
  type FieldProblem,
  type IncidentDraft,
} from './incident-draft.ts';
import type { ReferencesRepository } from './references.repository.ts';

/** What an incident stores of the records it names: their ids, names and links. */
export interface ResolvedLinks {
  lat: number | null;
  lon: number | null;
  busStopId: string | null;
  busStopName: string | null;
  vehicleId: string | null;
  vehicleName: string | null;
  serviceId: string | null;
  routeId: string | null;
  routeName: string | null;
  operatorId: string | null;
  operatorName: string | null;
  alarms: StoredIncidentLink[];
  commands: StoredIncidentLink[];
  missions: StoredIncidentLink[];
}

/** 400 naming every refused field; nothing is stored. */
export function refuse(problems: readonly FieldProblem[]): never {
  throw badRequest(
    problems.map((p) => `${p.field}: ${p.message}`).join('; '),
    problems.map((p) => ({ field: p.field, message: p.message })),
  );
}

/** Links whose every id was found; the missing ids become problems of `field`. */
function found(
  field: string,
  ids: readonly string[],
  links: StoredIncidentLink[],
  what: string,
  problems: FieldProblem[],
): StoredIncidentLink[] {
  const byId = new Map(links.map((link) => [link.id.toLowerCase(), link]));
  ids.forEach((id, index) => {
    if (!byId.has(id.toLowerCase())) {
      problems.push({
        field: `body.${field}.${index}`,
        message: `is not ${what} of this customer`,
      });
    }
  });
  return [...new Set(ids.map((id) => id.toLowerCase()))].flatMap((id) => byId.get(id) ?? []);
}

/**
 * Checks every record an incident names belongs to the customer, and fills what it leaves out:
 * the vehicle, route and operator from the service, the service (with its route and operator)
 * from the vehicle at the time it happened, the place from the vehicle's last position,
 * the nearest stop from the place. Refuses (400) naming each unknown id and a future occurred_at.
 */
export function incidentLinks(refs: ReferencesRepository) {
  /** A name: the one stored when the id is unchanged (the record may be gone since), else read. */
  async function nameOf(
    id: string,
    known: string | null | undefined,
    knownName: string | null | undefined,
    read: (id: string) => Promise<string | undefined>,
  ): Promise<string | null> {
    if (known === id && knownName) return knownName;
    return (await read(id)) ?? null;
  }

  async function fromService(
    scope: TenantScope,
    draft: IncidentDraft,
    out: ResolvedLinks,
    known: ResolvedLinks | null,
  ): Promise<boolean> {
    if (!draft.Service_ID || known?.serviceId === draft.Service_ID) return true;
    const service = await refs.service(scope, draft.Service_ID);
    if (!service) return false;
    out.vehicleId ??= service.vehicleId;
    out.routeId ??= service.routeId;
    if (!out.operatorId) {
      out.operatorId = service.operatorId;
      out.operatorName = service.operatorName;
    }
    return true;
  }

  /**
   * A vehicle named without its service: the service it was running when the incident happened
   * (if any) gives the service, the route when none is named and the operator when none is.
   */
  async function fromVehicle(
    scope: TenantScope,
    draft: IncidentDraft,
    out: ResolvedLinks,
  ): Promise<void> {
    const service = await refs.serviceAt(scope, out.vehicleId!, draft.occurredAt);
    if (!service) return;
    out.serviceId = service.id;
    out.routeId ??= service.routeId;
    if (!out.operatorId) {
      out.operatorId = service.operatorId;
      out.operatorName = service.operatorName;
    }
  }

  async function named(
    scope: TenantScope,
    draft: IncidentDraft,
    problems: FieldProblem[],
    known: ResolvedLinks | null,
  ): Promise<ResolvedLinks> {
    const out: ResolvedLinks = {
      lat: draft.location?.lat ?? null,
      lon: draft.location?.lon ?? null,
      busStopId: draft.BS_ID,
      busStopName: null,
      vehicleId: draft.Vehicle_ID,
      vehicleName: null,
      serviceId: draft.Service_ID,
      routeId: draft.Route_ID,
      routeName: null,
      operatorId: draft.Operator_ID,
      operatorName: null,
      alarms: [],
      commands: [],
      missions: [],
    };
    const missing = (field: string, what: string) =>
      problems.push({ field: `body.${field}`, message: `is not ${what} of this customer` });
    if (!(await fromService(scope, draft, out, known))) missing('Service_ID', 'a service');
    // On a new incident only: an edit that leaves the service blank may have cleared it.
    else if (!out.serviceId && out.vehicleId && known === null)
      await fromVehicle(scope, draft, out);
    if (out.vehicleId) {
      out.vehicleName = await nameOf(out.vehicleId, known?.vehicleId, known?.vehicleName, (id) =>
        refs.vehicleName(scope, id),
      );
      if (out.vehicleName === null) missing('Vehicle_ID', 'a vehicle');
    }
    if (out.routeId) {
      out.routeName = await nameOf(out.routeId, known?.routeId, known?.routeName, (id) =>
        refs.routeName(scope, id),
      );
      if (out.routeName === null) missing('Route_ID', 'a route');
    }
    if (draft.Operator_ID) {
      out.operatorName = await nameOf(
        draft.Operator_ID,
        known?.operatorId,
        known?.operatorName,
        (id) => refs.userName(scope, id),
      );
      if (out.operatorName === null) missing('Operator_ID', 'a user');
    }
    if (draft.BS_ID) {
      out.busStopName = await nameOf(draft.BS_ID, known?.busStopId, known?.busStopName, (id) =>
        refs.busStopName(scope, id),
      );
      if (out.busStopName === null) missing('BS_ID', 'a bus stop');
    }
    return out;
  }

  /** The links of some ids: those already linked as they were, the others read. */
  async function linksOf(
    ids: string[],
    known: readonly StoredIncidentLink[] | undefined,
    read: (ids: string[]) => Promise<StoredIncidentLink[]>,
  ): Promise<StoredIncidentLink[]> {
    const kept = (known ?? []).filter((link) => ids.includes(link.id.toLowerCase()));
    const keptIds = new Set(kept.map((link) => link.id.toLowerCase()));
    return [...kept, ...(await read(ids.filter((id) => !keptIds.has(id.toLowerCase()))))];
  }

  async function place(scope: TenantScope, draft: IncidentDraft, out: ResolvedLinks) {
    if (out.lat === null && out.vehicleId && out.vehicleName !== null) {
      const position = await refs.positionAt(scope, out.vehicleId, draft.occurredAt);
      if (position) Object.assign(out, { lat: position.lat, lon: position.lon });
    }
    if (!out.busStopId && out.lat !== null && out.lon !== null) {
      const stop = nearestStop({ lat: out.lat, lon: out.lon }, await refs.busStops(scope));
      if (stop) Object.assign(out, { busStopId: stop.id, busStopName: stop.name });
    }
  }

  return {
    /** `known`: the incident's links before an update (unchanged ids are not read again). */
    async resolve(
      scope: TenantScope,
      draft: IncidentDraft,
      now: Date,
      extra: FieldProblem[] = [],
      known: ResolvedLinks | null = null,
    ) {
      const problems: FieldProblem[] = [...extra];
      if (draft.occurredAt.getTime() > now.getTime() + OCCURRED_AT_SKEW_MS) {
        problems.push({ field: 'body.occurred_at', message: 'must not be in the future' });
      }
      const out = await named(scope, draft, problems, known);
      const [alarms, commands, missions] = await Promise.all([
        linksOf(draft.alarm_ids, known?.alarms, (ids) => refs.alarms(scope, ids)),
        linksOf(draft.command_ids, known?.commands, (ids) => refs.commands(scope, ids)),
        linksOf(draft.mission_ids, known?.missions, (ids) => refs.missions(scope, ids)),
      ]);
      out.alarms = found('alarm_ids', draft.alarm_ids, alarms, 'an alarm', problems);
      out.commands = found(
        'command_ids',
        draft.command_ids,
        commands,
        'a remote command',
        problems,
      );
      out.missions = found('mission_ids', draft.mission_ids, missions, 'a mission', problems);
      if (problems.length > 0) refuse(problems);
      await place(scope, draft, out);
      return out;
    },
  };
}

export type IncidentLinks = ReturnType<typeof incidentLinks>;
