import type { FastifyInstance } from 'fastify';
import {
  incident,
  incidentCreateBody,
  incidentList,
  incidentListQuery,
  incidentUpdateBody,
} from '@shuttle-ops/domain';
import type { ActorResolver } from '../../lib/actor.ts';
import { customerQuery, errorResponses, idParams, searchParams } from '../../lib/route-schemas.ts';
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
    app.get(
      base,
      {
        onRequest: read,
        schema: {
          tags,
          description:
            'The customer’s incidents, newest first by default; filters `status`, `category`, `severity`, `Vehicle_ID`, `Route_ID`, `from` (occurred at or after) and `to` (before); `query` searches reference, title, description, vehicle and bus stop names.',
          querystring: incidentListQuery,
          response: { 200: incidentList, ...errorResponses },
        },
      },
      async (request) =>
        incidents.list(await actor(request, request.query.Customer_ID), request.query),
    );

    app.get(
      `${base}/search/:query`,
      {
        onRequest: read,
        schema: {
          tags,
          description:
            'Incidents whose reference, title, description, vehicle or bus stop name contains `query` (the list’s filters apply too).',
          params: searchParams,
          querystring: incidentListQuery.omit({ query: true }),
          response: { 200: incidentList, ...errorResponses },
        },
      },
      async (request) =>
        incidents.list(await actor(request, request.query.Customer_ID), {
          ...request.query,
          query: request.params.query,
        }),
    );

    app.get(
      `${base}/:id`,
      {
        onRequest: read,
        schema: {
          tags,
          description:
            'One incident (`id` is its Incident_ID) with its timeline, telemetry snapshot and links.',
          params: idParams,
          querystring: customerQuery,
          response: { 200: incident, ...errorResponses },
        },
      },
      async (request) =>
        incidents.get(await actor(request, request.query.Customer_ID), request.params.id),
    );

    app.post(
      base,
      {
        onRequest: raise,
        schema: {
          tags,
          description:
            'A new incident (`open` unless it says otherwise) with the next reference of the year (INC-2026-0042). Vehicle, route and operator come from the service when absent, the place from the vehicle’s last position, the bus stop from the place; a named vehicle’s telemetry around `occurred_at` is copied.',
          body: incidentCreateBody,
          response: { 201: incident, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await incidents.create(await actor(request, request.body.Customer_ID), request.body),
          ),
    );

    app.put(
      `${base}/:id`,
      {
        onRequest: manage,
        schema: {
          tags,
          description:
            'Changes the fields given (`id` is its Incident_ID). `version` is the one edited: a newer one is a 409 `STALE_VERSION`; a status change outside open → under-investigation → closed (closed → open reopens) is a 409 `INVALID_STATUS_TRANSITION`.',
          params: idParams,
          body: incidentUpdateBody,
          response: { 200: incident, ...errorResponses },
        },
      },
      async (request) =>
        incidents.update(
          await actor(request, request.body.Customer_ID),
          request.params.id,
          request.body,
        ),
    );

    app.delete(
      `${base}/:id`,
      {
        onRequest: manage,
        schema: {
          tags,
          description: 'Deletes an incident: gone from lists and searches (audited).',
          params: idParams,
          querystring: customerQuery,
          response: { 200: incident, ...errorResponses },
        },
      },
      async (request) =>
        incidents.remove(await actor(request, request.query.Customer_ID), request.params.id),
    );
  }
}
