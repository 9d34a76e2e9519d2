import type { StoredIncidentLink } from '../../db/schema.ts';
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
 * the vehicle, route and operator from the service, the place from the vehicle's last position,
 * the nearest stop from the place. Refuses (400) naming each unknown id and a future occurred_at.
 */
export function incidentLinks(refs: ReferencesRepository) {
  async function named(
    scope: TenantScope,
    draft: IncidentDraft,
    problems: FieldProblem[],
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
    if (draft.Service_ID) {
      const service = await refs.service(scope, draft.Service_ID);
      if (!service) missing('Service_ID', 'a service');
      else {
        out.vehicleId ??= service.vehicleId;
        out.routeId ??= service.routeId;
        if (!out.operatorId) {
          out.operatorId = service.operatorId;
          out.operatorName = service.operatorName;
        }
      }
    }
    if (out.vehicleId) {
      out.vehicleName = (await refs.vehicleName(scope, out.vehicleId)) ?? null;
      if (out.vehicleName === null) missing('Vehicle_ID', 'a vehicle');
    }
    if (out.routeId) {
      out.routeName = (await refs.routeName(scope, out.routeId)) ?? null;
      if (out.routeName === null) missing('Route_ID', 'a route');
    }
    if (draft.Operator_ID) {
      out.operatorName = (await refs.userName(scope, draft.Operator_ID)) ?? null;
      if (out.operatorName === null) missing('Operator_ID', 'a user');
    }
    if (draft.BS_ID) {
      out.busStopName = (await refs.busStopName(scope, draft.BS_ID)) ?? null;
      if (out.busStopName === null) missing('BS_ID', 'a bus stop');
    }
    return out;
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
    async resolve(scope: TenantScope, draft: IncidentDraft, now: Date, extra: FieldProblem[] = []) {
      const problems: FieldProblem[] = [...extra];
      if (draft.occurredAt.getTime() > now.getTime() + OCCURRED_AT_SKEW_MS) {
        problems.push({ field: 'body.occurred_at', message: 'must not be in the future' });
      }
      const out = await named(scope, draft, problems);
      out.alarms = found(
        'alarm_ids',
        draft.alarm_ids,
        await refs.alarms(scope, draft.alarm_ids),
        'an alarm',
        problems,
      );
      out.commands = found(
        'command_ids',
        draft.command_ids,
        await refs.commands(scope, draft.command_ids),
        'a remote command',
        problems,
      );
      out.missions = found(
        'mission_ids',
        draft.mission_ids,
        await refs.missions(scope, draft.mission_ids),
        'a mission',
        problems,
      );
      if (problems.length > 0) refuse(problems);
      await place(scope, draft, out);
      return out;
    },
  };
}

export type IncidentLinks = ReturnType<typeof incidentLinks>;
