import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { missionLink } from './mission-link.ts';
import { startMissionTracker } from './mission-tracker.ts';
import { missionsRepository } from './missions.repository.ts';
import { missionsRoutes } from './missions.routes.ts';
import { missionsService } from './missions.service.ts';

/** Missions to stations: the REST calls of spec §7 and the tracker of mission events. */
export const missionsModule = fp(
  async (app: FastifyInstance) => {
    const logger = app.log.child({ module: 'missions' });
    const siteId = app.env.MISSION_SITE_ID;
    const missions = missionsService({
      repo: missionsRepository(app.database.db),
      link: missionLink(app.vehicleRequests),
      audit: app.audit,
      bus: app.bus,
      state: app.vehicleState,
      siteId,
      logger,
    });
    const tracker = await startMissionTracker({ bus: app.bus, missions, logger });
    app.addHook('preClose', () => tracker.stop());
    await app.register(missionsRoutes, { missions, actor: app.actor, siteId });
  },
  {
    name: 'missions',
    dependencies: [
      'config',
      'database',
      'bus',
      'auth',
      'actor',
      'audit',
      'vehicle-state',
      'vehicle-requests',
    ],
  },
);

/** Reads for other modules (incidents). */
export { missionSummaries } from './mission-reads.ts';
