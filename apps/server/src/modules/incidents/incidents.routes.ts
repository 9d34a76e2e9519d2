import type { FastifyInstance } from 'fastify';
import {
  incident,
  incidentCreateBody,
  incidentList,
  incidentListQuery,
  incidentUpdateBody,
} from '@shuttle-ops/domain';
import type { ActorResolver } from '../../lib/actor.ts';
import { tenantRoutes } from '../../lib/tenant-routes.ts';
import { withZod } from '../../lib/zod-routes.ts';
import { INCIDENT_BASES, INCIDENT_TAGS } from './incident-paths.ts';
import type { IncidentsService } from './incidents.service.ts';

export interface IncidentsRoutesOptions {
  incidents: IncidentsService;
  actor: ActorResolver;
}

/** Spec §7 incidents: POST, GET list, GET search/{query}, GET {id}, PUT {id}, DELETE {id}. */
export function incidentsRoutes(parent: FastifyInstance, opts: IncidentsRoutesOptions) {
  const app = withZod(parent);
  const { incidents, actor } = opts;
  const tags = INCIDENT_TAGS;
  const raise = app.requirePermission('operateServices');
  const read = app.requirePermission('readReports');
  const manage = app.requirePermission('manageFleet');

  for (const base of INCIDENT_BASES) {
    const calls = tenantRoutes(app, { base, tags, actor });
    calls.list(
      {
        onRequest: read,
        description:
          'The customer’s incidents, newest first by default; filters `status`, `category`, `severity`, `Vehicle_ID`, `Route_ID`, `from` (occurred at or after) and `to` (before); `query` searches reference, title, description, vehicle and bus stop names.',
        querystring: incidentListQuery,
        response: incidentList,
      },
      (a, q) => incidents.list(a, q),
    );
    calls.search(
      {
        onRequest: read,
        description:
          'Incidents whose reference, title, description, vehicle or bus stop name contains `query` (the list’s filters apply too).',
        querystring: incidentListQuery.omit({ query: true }),
        response: incidentList,
      },
      (a, q) => incidents.list(a, q),
    );
    calls.get(
      {
        onRequest: read,
        description:
          'One incident (`id` is its Incident_ID) with its timeline, telemetry snapshot and links.',
        response: incident,
      },
      (a, id) => incidents.get(a, id),
    );
    calls.create(
      {
        onRequest: raise,
        description:
          'A new incident (`open` unless it says otherwise) with the next reference of the year (INC-2026-0042). Vehicle, route and operator come from the service when absent, the place from the vehicle’s last position, the bus stop from the place; a named vehicle’s telemetry around `occurred_at` is copied.',
        body: incidentCreateBody,
        response: incident,
      },
      (a, body) => incidents.create(a, body),
    );
    calls.update(
      {
        onRequest: manage,
        description:
          'Changes the fields given (`id` is its Incident_ID). `version` is the one edited: a newer one is a 409 `STALE_VERSION`; a status change outside open → under-investigation → closed (closed → open reopens) is a 409 `INVALID_STATUS_TRANSITION`.',
        body: incidentUpdateBody,
        response: incident,
      },
      (a, id, body) => incidents.update(a, id, body),
    );
    calls.remove(
      {
        onRequest: manage,
        description: 'Deletes an incident: gone from lists and searches (audited).',
        response: incident,
      },
      (a, id) => incidents.remove(a, id),
    );
  }
}
