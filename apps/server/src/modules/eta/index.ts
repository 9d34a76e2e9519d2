import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_SCHEDULED_SPEED_KMH, SCHEDULED_DWELL_S } from '@shuttle-ops/domain';
import { EtaEngine } from './engine/eta-engine.ts';
import { startEtaTracker, type EtaTracker } from './eta-tracker.ts';
import { etaRepository } from './eta.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live ETAs of active services. */
    eta: EtaTracker;
  }
}

/** The ETA engine fed by the vehicles of active services (registered after the services). */
export const etaModule = fp(
  async (app: FastifyInstance): Promise<void> => {
    const engine = new EtaEngine({
      scheduledSpeedMps: DEFAULT_SCHEDULED_SPEED_KMH / 3.6,
      scheduledDwellS: SCHEDULED_DWELL_S,
    });
    const tracker = await startEtaTracker({
      db: app.database.db,
      bus: app.bus,
      engine,
      repo: etaRepository(app.database.db),
      logger: app.log.child({ module: 'eta' }),
    });
    app.decorate('eta', tracker);
    app.addHook('preClose', () => tracker.stop());
  },
  { name: 'eta', dependencies: ['database', 'bus', 'services'] },
);

/** The engine alone, for the accuracy benchmark (bench/eta-accuracy.ts). */
export { EtaEngine } from './engine/eta-engine.ts';
