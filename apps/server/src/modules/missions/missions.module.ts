import type { FastifyInstance } from 'fastify';
import type { ActorResolver } from '../../lib/actor.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { VehicleStateStore } from '../telemetry/vehicle-state.ts';
import { missionLink } from './mission-link.ts';
import { startMissionTracker } from './mission-tracker.ts';
import { missionsRepository } from './missions.repository.ts';
import { missionsRoutes } from './missions.routes.ts';
import { missionsService } from './missions.service.ts';

export interface MissionsModuleOptions {
  actor: ActorResolver;
  audit: AuditRepository;
  state: VehicleStateStore;
}

/** Missions to stations: the REST calls of spec §7 and the tracker of mission events. */
export async function missionsModule(app: FastifyInstance, opts: MissionsModuleOptions) {
  const logger = app.log.child({ module: 'missions' });
  const missions = missionsService({
    repo: missionsRepository(app.database.db),
    link: missionLink(app.vehicleRequests),
    audit: opts.audit,
    bus: app.bus,
    state: opts.state,
    siteId: app.env.MISSION_SITE_ID,
    logger,
  });
  const tracker = await startMissionTracker({ bus: app.bus, missions, logger });
  app.addHook('preClose', () => tracker.stop());
  await app.register(missionsRoutes, {
    missions,
    actor: opts.actor,
    siteId: app.env.MISSION_SITE_ID,
  });
}
