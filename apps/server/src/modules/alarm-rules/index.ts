import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AlarmConditionSink, AlarmSettings } from '@shuttle-ops/domain';
import { alarmRulesRepository } from './alarm-rules.repository.ts';
import { readLoopServiceContexts } from '../services/index.ts';
import { alarmSettingsRoutes } from './alarm-settings.routes.ts';
import { saveHeadwaySamples } from './headway-samples.ts';
import { startHeadwayWatcher, type HeadwayWatcher } from './headway-watcher.ts';
import { activeServicesLoader, startRulesWatcher, type RulesWatcher } from './rules-watcher.ts';
import { settingsCache } from './settings-cache.ts';

export { LOW_BATTERY_HYSTERESIS } from './rule-evaluation.ts';
/** The loops' sampled regularity (mi-reports). */
export { headwayRegularity, saveHeadwaySamples, type HeadwaySample } from './headway-samples.ts';

export interface AlarmRulesOptions {
  /** Where conditions go: the alarm service (`app.alarms`). */
  sink: AlarmConditionSink;
  /** Every vehicle is evaluated this often, ms (default 1000). */
  tickMs?: number;
  /** The evaluator's lease, ms (default 30 000). */
  leaseMs?: number;
  /** The loops' gaps are judged this often, ms (default 5000). */
  headwayTickMs?: number;
  /** The evaluator's clock, ms since the epoch (tests: one they move on). */
  now?: () => number;
}

export interface AlarmRules {
  /** A customer's rule settings (the defaults until it saves its own). */
  settingsOf(customerId: string): Promise<AlarmSettings>;
  /** The evaluator (for tests and diagnostics). */
  readonly watcher: RulesWatcher;
  /** The headway rules' evaluator (bunching and gaps on a loop). */
  readonly headway: HeadwayWatcher;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The alarm rules the server evaluates by itself, and their settings per customer. */
    alarmRules: AlarmRules;
  }
}

/**
 * The server's own alarm rules (vehicle silent on a service, low battery, stopped off-stop, door
 * open while moving, bunching and gaps on a loop): their settings per customer (`GET`/`PUT realtimealerts/settings`) and the
 * evaluator that reports each condition's start and end to the sink.
 * Register with the sink as an option of the parent: `(parent) => ({ sink: parent.alarms })`.
 */
export const alarmRulesModule = fp<AlarmRulesOptions>(
  async (app: FastifyInstance, opts) => {
    const { db } = app.database;
    const repo = alarmRulesRepository(db);
    const logger = app.log.child({ module: 'alarm-rules' });
    const cache = settingsCache(repo, logger);
    await cache.refresh();
    const watcher = await startRulesWatcher({
      sink: opts.sink,
      state: app.vehicleState,
      settings: cache,
      loadServices: activeServicesLoader(db),
      lease: repo,
      bus: app.bus,
      logger,
      tickMs: opts.tickMs,
      leaseMs: opts.leaseMs,
      now: opts.now,
    });
    const headway = startHeadwayWatcher({
      sink: opts.sink,
      state: app.vehicleState,
      settings: cache,
      loadContexts: () => readLoopServiceContexts(db),
      leading: () => watcher.leading,
      logger,
      now: opts.now,
      tickMs: opts.headwayTickMs,
      saveSamples: (samples) => saveHeadwaySamples(db, samples),
    });
    app.addHook('preClose', async () => {
      await headway.stop();
      await watcher.stop();
    });
    app.decorate('alarmRules', { settingsOf: (id: string) => cache.get(id), watcher, headway });
    await app.register(alarmSettingsRoutes, { actor: app.actor, audit: app.audit, repo, cache });
  },
  {
    name: 'alarm-rules',
    dependencies: [
      'database',
      'bus',
      'auth',
      'actor',
      'audit',
      'vehicle-state',
      'services',
      'alarms',
    ],
  },
);
