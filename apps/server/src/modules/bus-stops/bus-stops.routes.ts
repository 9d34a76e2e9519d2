import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  busStop,
  busStopCreateBody,
  busStopList,
  busStopListQuery,
  busStopUpdateBody,
} from '@shuttle-ops/domain';
import type { ActorResolver } from '../../lib/actor.ts';
import { customerQuery, errorResponses, idParams, searchParams } from '../../lib/route-schemas.ts';
import { withZod } from '../../lib/zod-routes.ts';
import type { BusStopsService } from './bus-stops.service.ts';

export interface BusStopsRoutesOptions {
  busStops: BusStopsService;
  actor: ActorResolver;
}

const base = '/dev/v1/busstops';
const deleted = z.object({ BS_ID: z.uuid() });

/** Spec §7 busstops. */
export function busStopsRoutes(parent: FastifyInstance, opts: BusStopsRoutesOptions) {
  const app = withZod(parent);
  const { busStops, actor } = opts;
  const tags = ['busstops'];
  const read = app.requirePermission('readReference');
  const manage = app.requirePermission('manageFleet');

  app.get(
    base,
    {
      onRequest: read,
      schema: {
        tags,
        querystring: busStopListQuery,
        response: { 200: busStopList, ...errorResponses },
      },
    },
    async (request) =>
      busStops.list(await actor(request, request.query.Customer_ID), request.query),
  );

  app.get(
    `${base}/search/:query`,
    {
      onRequest: read,
      schema: {
        tags,
        params: searchParams,
        querystring: busStopListQuery.omit({ query: true }),
        response: { 200: busStopList, ...errorResponses },
      },
    },
    async (request) =>
      busStops.list(await actor(request, request.query.Customer_ID), {
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
        params: idParams,
        querystring: customerQuery,
        response: { 200: busStop, ...errorResponses },
      },
    },
    async (request) =>
      busStops.get(await actor(request, request.query.Customer_ID), request.params.id),
  );

  app.post(
    base,
    {
      onRequest: manage,
      schema: { tags, body: busStopCreateBody, response: { 201: busStop, ...errorResponses } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await busStops.create(await actor(request, request.body.Customer_ID), request.body)),
  );

  app.put(
    `${base}/:id`,
    {
      onRequest: manage,
      schema: {
        tags,
        params: idParams,
        body: busStopUpdateBody,
        response: { 200: busStop, ...errorResponses },
      },
    },
    async (request) =>
      busStops.update(
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
        description: 'A stop that a route uses answers 409 naming the routes.',
        params: idParams,
        querystring: customerQuery,
        response: { 200: deleted, ...errorResponses },
      },
    },
    async (request) => {
      await busStops.remove(await actor(request, request.query.Customer_ID), request.params.id);
      return { BS_ID: request.params.id };
    },
  );
}
