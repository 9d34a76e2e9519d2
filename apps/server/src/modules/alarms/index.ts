import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { alarmsRepository } from './alarms.repository.ts';
import { alarmsRoutes } from './alarms.routes.ts';
import { alarmsService, type AlarmsService } from './alarms.service.ts';

export type { AlarmChange, AlarmEvent } from './alarm-bus-events.ts';
export type { AlarmRaisedListener } from './alarm-effects.ts';
export type { AlarmsService, StoredVehicleAlert } from './alarms.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The alarm service: `report(condition)` for any source (AlarmConditionSink),
     * `reportVehicleAlert` for each stored vehicle alert (the fleet ingest of the storing process).
     */
    alarms: AlarmsService;
  }
}

/** How often shelvings past their time are ended. */
const SHELVE_SWEEP_MS = 2000;

/** Alarms (realtime alerts): grouping, lifecycle, shelving; REST `realtimealerts`. */
export const alarmsModule = fp(
  async (app: FastifyInstance) => {
    const logger = app.log.child({ module: 'alarms' });
    const alarms = alarmsService({
      repo: alarmsRepository(app.database.db),
      audit: app.audit,
      bus: app.bus,
      logger,
    });
    app.decorate('alarms', alarms);
    await app.register(alarmsRoutes, { actor: app.actor, alarms });

    let sweeping = false;
    const sweep = setInterval(() => {
      if (sweeping) return;
      sweeping = true;
      alarms
        .expireShelving()
        .catch((err: unknown) => logger.error({ err }, 'shelving sweep failed'))
        .finally(() => (sweeping = false));
    }, SHELVE_SWEEP_MS);
    sweep.unref();
    // Registered before the fleet: its onClose runs after the ingest has stored its last alerts.
    app.addHook('onClose', async () => {
      clearInterval(sweep);
      await alarms.idle();
    });
  },
  {
    name: 'alarms',
    dependencies: ['database', 'bus', 'auth', 'actor', 'audit', 'users', 'vehicles'],
  },
);

/** Reads for other modules (incidents). */
export { alarmCountsByVehicle, alarmSummaries } from './alarm-reads.ts';

/** Trip playback's alarm steps of some vehicles over a range. */
export { alarmTimeline } from './alarm-timeline.ts';
