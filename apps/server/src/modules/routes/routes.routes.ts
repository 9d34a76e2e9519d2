import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ROUTE_CRITERIA,
  route,
  routeCreateBody,
  routeGetQuery,
  routeList,
  routeListQuery,
  routeStopList,
  routeUpdateBody,
  type RouteCriteria,
} from '@shuttle-ops/domain';
import type { ActorResolver } from '../../lib/actor.ts';
import { invalidField } from '../../lib/http-error.ts';
import { customerQuery, errorResponses, idParams, searchParams } from '../../lib/route-schemas.ts';
import { tenantRoutes } from '../../lib/tenant-routes.ts';
import { withZod } from '../../lib/zod-routes.ts';
import type { RoutesService } from './routes.service.ts';

export interface RoutesRoutesOptions {
  routes: RoutesService;
  actor: ActorResolver;
}

const base = '/dev/v1/routes';
const deleted = z.object({ Route_ID: z.uuid() });
const criteria = z.enum(ROUTE_CRITERIA);

/**
 * Spec §7 writes `search/{query}&route_criteria=lite`: the options ride in the path segment.
 * Both that and a proper `?route_criteria=` are accepted; the segment's value wins.
 */
export function splitSearchSegment(
  segment: string,
  fallback: RouteCriteria,
): { text: string; criteria: RouteCriteria } {
  const [text = '', ...rest] = segment.split('&');
  const given = new URLSearchParams(rest.join('&')).get('route_criteria');
  if (given === null) return { text: text.trim(), criteria: fallback };
  const parsed = criteria.safeParse(given);
  if (!parsed.success) {
    throw invalidField(
      'params.query',
      `route_criteria must be one of ${ROUTE_CRITERIA.join(', ')}`,
    );
  }
  return { text: text.trim(), criteria: parsed.data };
}

/** Spec §7 routes: lists (lite or full), one route, its stops, search, and changes. */
export function routesRoutes(parent: FastifyInstance, opts: RoutesRoutesOptions) {
  const app = withZod(parent);
  const { routes, actor } = opts;
  const tags = ['routes'];
  const calls = tenantRoutes(app, { base, tags, actor });
  const read = app.requirePermission('readReference');
  const manage = app.requirePermission('manageFleet');

  calls.list({ onRequest: read, querystring: routeListQuery, response: routeList }, (a, q) =>
    routes.list(a, q),
  );

  app.get(
    `${base}/search/:query`,
    {
      onRequest: read,
      schema: {
        tags,
        description: 'The path segment may carry `&route_criteria=lite` (spec §7).',
        params: searchParams,
        querystring: routeListQuery.omit({ query: true }),
        response: { 200: routeList, ...errorResponses },
      },
    },
    async (request) => {
      const { text, criteria: chosen } = splitSearchSegment(
        request.params.query,
        request.query.route_criteria,
      );
      if (!text) throw invalidField('params.query', 'the search text is empty');
      return routes.list(await actor(request, request.query.Customer_ID), {
        ...request.query,
        query: text,
        route_criteria: chosen,
      });
    },
  );

  calls.get({ onRequest: read, querystring: routeGetQuery, response: route }, (a, id, q) =>
    routes.get(a, id, q.route_criteria),
  );

  app.get(
    `${base}/:id/busstops`,
    {
      onRequest: read,
      schema: {
        tags,
        params: idParams,
        querystring: customerQuery,
        response: { 200: routeStopList, ...errorResponses },
      },
    },
    async (request) =>
      routes.stops(await actor(request, request.query.Customer_ID), request.params.id),
  );

  calls.create({ onRequest: manage, body: routeCreateBody, response: route }, (a, body) =>
    routes.create(a, body),
  );
  calls.update({ onRequest: manage, body: routeUpdateBody, response: route }, (a, id, body) =>
    routes.update(a, id, body),
  );
  calls.remove({ onRequest: manage, response: deleted }, async (a, id) => {
    await routes.remove(a, id);
    return { Route_ID: id };
  });
  calls.image(
    'graphic',
    { onRequest: manage, response: route },
    (a, id, image) => routes.setGraphic(a, id, image),
    (a, id) => routes.removeGraphic(a, id),
  );
}
