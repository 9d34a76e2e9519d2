import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  occupancyBody,
  occupancyList,
  occupancyRecord,
  service,
  serviceCreateBody,
  serviceDeleteQuery,
  serviceContextList,
  serviceList,
  serviceListQuery,
  serviceSearchBody,
  serviceSearchQuery,
  serviceUpdateBody,
  servicesDeleted,
  MAX_PAGE_SIZE,
  DEFAULT_PAGE_SIZE,
} from '@shuttle-ops/domain';
import type { ActorResolver } from '../../lib/actor.ts';
import { customerQuery, errorResponses, idParams } from '../../lib/route-schemas.ts';
import { withZod } from '../../lib/zod-routes.ts';
import type { ServicesService } from './services.service.ts';

export interface ServicesRoutesOptions {
  services: ServicesService;
  actor: ActorResolver;
}

const base = '/dev/v1/services';
/** Spec §7 names `PUT service` and `DELETE service?id=` as legacy calls: both bases answer. */
const legacyBases = ['/dev/v1/service', '/dev/service'];

const searchQuery = serviceListQuery.extend({ query: z.string().trim().min(1).max(200) });
const deleteSearchQuery = serviceListQuery
  .pick({
    Customer_ID: true,
    serviceStatus: true,
    Vehicle_ID: true,
    Route_ID: true,
    Operator_ID: true,
    from: true,
    to: true,
  })
  .extend({ query: z.string().trim().min(1).max(200) });
const occupancyPage = customerQuery.extend({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).optional(),
  page: z.coerce.number().int().min(1).optional(),
});
const occupancyAnswer = z.object({ record: occupancyRecord, service });

/**
 * Spec §7 services: lists and searches, occupancy, and the legacy update and delete. Creating
 * is `POST services` here and `createService` in GraphQL (same rules).
 */
export function servicesRoutes(parent: FastifyInstance, opts: ServicesRoutesOptions) {
  const app = withZod(parent);
  const { services, actor } = opts;
  const tags = ['services'];
  const read = app.requirePermission('readReference');
  const operate = app.requirePermission('operateServices');
  // Deleting history is for those who administer the customer's fleet.
  const remove = app.requirePermission('manageFleet');

  app.get(
    base,
    {
      onRequest: read,
      schema: {
        tags,
        description:
          'The customer’s services; `serviceStatus` (default `all`), `Service_ID`, `Vehicle_ID`, ' +
          '`Route_ID`, `Operator_ID`, `from`/`to` (created) filter; `route_criteria=lite` leaves out stops.',
        querystring: serviceListQuery,
        response: { 200: serviceList, ...errorResponses },
      },
    },
    async (request) =>
      services.list(await actor(request, request.query.Customer_ID), request.query, request.query),
  );

  app.get(
    `${base}/context`,
    {
      onRequest: read,
      schema: {
        tags,
        description:
          'The customer’s active services as the service dashboard shows them: route, next stop ' +
          'with its expected and timetabled arrival, delay (`delay_s`, late positive) and ' +
          'headway to the vehicle ahead on the same route (`headway_s`).',
        querystring: customerQuery,
        response: { 200: serviceContextList, ...errorResponses },
      },
    },
    async (request) => {
      const items = await services.contexts(await actor(request, request.query.Customer_ID));
      return { Items: items, Count: items.length };
    },
  );

  app.post(
    base,
    {
      onRequest: operate,
      schema: { tags, body: serviceCreateBody, response: { 201: service, ...errorResponses } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await services.create(await actor(request, request.body.Customer_ID), request.body)),
  );

  app.post(
    `${base}/search`,
    {
      onRequest: read,
      schema: {
        tags,
        description:
          'Filters in the body (`serviceStatus` required); paging and sort in the query.',
        body: serviceSearchBody,
        querystring: serviceSearchQuery,
        response: { 200: serviceList, ...errorResponses },
      },
    },
    async (request) =>
      services.list(await actor(request, request.body.Customer_ID), request.body, request.query),
  );

  app.get(
    `${base}/search`,
    {
      onRequest: read,
      schema: {
        tags,
        querystring: searchQuery,
        response: { 200: serviceList, ...errorResponses },
      },
    },
    async (request) =>
      services.list(await actor(request, request.query.Customer_ID), request.query, request.query),
  );

  app.delete(
    `${base}/search`,
    {
      onRequest: remove,
      schema: {
        tags,
        description:
          'Deletes the services the search finds (text `query` required), at most 500 per call. ' +
          'Active services are never deleted.',
        querystring: deleteSearchQuery,
        response: { 200: servicesDeleted, ...errorResponses },
      },
    },
    async (request) => {
      const removed = await services.removeMatching(
        await actor(request, request.query.Customer_ID),
        request.query,
      );
      return { Service_IDs: removed, Count: removed.length };
    },
  );

  app.get(
    `${base}/:id/occupancies`,
    {
      onRequest: read,
      schema: {
        tags,
        params: idParams,
        querystring: occupancyPage,
        response: { 200: occupancyList, ...errorResponses },
      },
    },
    async (request) =>
      services.occupancies(
        await actor(request, request.query.Customer_ID),
        request.params.id,
        request.query,
      ),
  );

  app.post(
    `${base}/:id/occupancies`,
    {
      onRequest: operate,
      schema: {
        tags,
        params: idParams,
        body: occupancyBody,
        response: { 201: occupancyAnswer, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await services.recordOccupancy(
            await actor(request, request.body.Customer_ID),
            request.params.id,
            request.body,
          ),
        ),
  );

  for (const legacy of legacyBases) {
    app.put(
      legacy,
      {
        onRequest: operate,
        schema: {
          tags,
          description: 'A status transition (see SERVICE_TRANSITIONS) and/or another operator.',
          body: serviceUpdateBody,
          response: { 200: service, ...errorResponses },
        },
      },
      async (request) =>
        services.update(await actor(request, request.body.Customer_ID), request.body),
    );

    app.delete(
      legacy,
      {
        onRequest: remove,
        schema: {
          tags,
          querystring: serviceDeleteQuery,
          response: { 200: servicesDeleted, ...errorResponses },
        },
      },
      async (request) => {
        const removed = await services.remove(
          await actor(request, request.query.Customer_ID),
          request.query.id,
        );
        return { Service_IDs: removed, Count: removed.length };
      },
    );
  }
}
