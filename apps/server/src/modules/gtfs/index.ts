import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { gtfsRepository } from './gtfs.repository.ts';
import { gtfsRoutes } from './gtfs.routes.ts';
import { gtfsService, timetableOf } from './gtfs.service.ts';

/** Open data: GTFS `/public/v1/gtfs.zip` and GTFS-Realtime `/public/v1/gtfs-rt/…` (ADR 0023). */
export const gtfsModule = fp(
  async (app: FastifyInstance) => {
    const { env } = app;
    const gtfs = gtfsService({
      repo: gtfsRepository(app.database.db),
      liveState: (customerId, vehicleId) => app.vehicleState.get(customerId, vehicleId),
      platformOwner: env.PLATFORM_OWNER,
      timetable: timetableOf(env.GTFS_SERVICE_HOURS, env.GTFS_HEADWAY_MINUTES),
      agencyUrl: env.GTFS_AGENCY_URL,
      log: app.log.child({ module: 'gtfs' }),
    });
    await app.register(gtfsRoutes, {
      gtfs,
      apiKey: env.PUBLIC_API_KEY,
      requireApiKey: env.GTFS_REQUIRE_API_KEY,
    });
  },
  { name: 'gtfs', dependencies: ['config', 'database', 'vehicle-state'] },
);
