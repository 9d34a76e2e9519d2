import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { routesRepository, type RoutesRepository } from './routes.repository.ts';
import { routesRoutes } from './routes.routes.ts';
import { routesService } from './routes.service.ts';

export type { RoutesRepository, StopOnRoute } from './routes.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The routes of every customer with their stops, read by tenant scope (services). */
    routeRecords: RoutesRepository;
  }
}

/** A tenant's routes: a path, and its own bus stops in travel order. */
export const routesModule = fp(
  async (app: FastifyInstance) => {
    const repo = routesRepository(app.database.db);
    app.decorate('routeRecords', repo);
    await app.register(routesRoutes, {
      actor: app.actor,
      routes: routesService({
        repo,
        busStops: app.busStopRecords,
        files: app.files,
        audit: app.audit,
      }),
    });
  },
  { name: 'routes', dependencies: ['database', 'auth', 'actor', 'audit', 'files', 'bus-stops'] },
);

/** Reads for other modules. */
export { routeName, routeShapes, stopIdsOnRoutes, stopsOfRoutes } from './route-reads.ts';
