import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { busStopsRepository, type BusStopsRepository } from './bus-stops.repository.ts';
import { busStopsRoutes } from './bus-stops.routes.ts';
import { busStopsService } from './bus-stops.service.ts';

export { presentBusStop } from './bus-stops.presenter.ts';
export type { BusStopRow, BusStopsRepository } from './bus-stops.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The bus stops of every customer, read by tenant scope (routes). */
    busStopRecords: BusStopsRepository;
  }
}

/** A tenant's bus stops. */
export const busStopsModule = fp(
  async (app: FastifyInstance) => {
    const repo = busStopsRepository(app.database.db);
    app.decorate('busStopRecords', repo);
    await app.register(busStopsRoutes, {
      actor: app.actor,
      busStops: busStopsService({ repo, audit: app.audit }),
    });
  },
  { name: 'bus-stops', dependencies: ['database', 'auth', 'actor', 'audit'] },
);

/** Reads for other modules. */
export { busStopName, busStopPlaces, busStopsByIds, publicBusStops } from './bus-stop-reads.ts';
