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
import { tenantRoutes } from '../../lib/tenant-routes.ts';
import { withZod } from '../../lib/zod-routes.ts';
import type { BusStopsService } from './bus-stops.service.ts';

export interface BusStopsRoutesOptions {
  busStops: BusStopsService;
  actor: ActorResolver;
}

const deleted = z.object({ BS_ID: z.uuid() });

/** Spec §7 busstops. */
export function busStopsRoutes(parent: FastifyInstance, opts: BusStopsRoutesOptions) {
  const app = withZod(parent);
  const { busStops, actor } = opts;
  const routes = tenantRoutes(app, { base: '/dev/v1/busstops', tags: ['busstops'], actor });
  const read = app.requirePermission('readReference');
  const manage = app.requirePermission('manageFleet');

  routes.list({ onRequest: read, querystring: busStopListQuery, response: busStopList }, (a, q) =>
    busStops.list(a, q),
  );
  routes.search(
    { onRequest: read, querystring: busStopListQuery.omit({ query: true }), response: busStopList },
    (a, q) => busStops.list(a, q),
  );
  routes.get({ onRequest: read, response: busStop }, (a, id) => busStops.get(a, id));
  routes.create({ onRequest: manage, body: busStopCreateBody, response: busStop }, (a, body) =>
    busStops.create(a, body),
  );
  routes.update({ onRequest: manage, body: busStopUpdateBody, response: busStop }, (a, id, body) =>
    busStops.update(a, id, body),
  );
  routes.remove(
    {
      onRequest: manage,
      description: 'A stop that a route uses answers 409 naming the routes.',
      response: deleted,
    },
    async (a, id) => {
      await busStops.remove(a, id);
      return { BS_ID: id };
    },
  );
}
