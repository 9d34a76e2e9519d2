import { loopHeadways, type AlarmConditionSink, type ServiceContext } from '@shuttle-ops/domain';
import type { VehicleStateStore } from '../vehicle-state/index.ts';
import { endTracks, evaluateHeadways, type HeadwayTrack } from './headway-evaluation.ts';
import type { HeadwaySample } from './headway-samples.ts';
import { ruleCondition } from './rules-watcher.ts';
import type { SettingsCache } from './settings-cache.ts';

interface Log {
  error(fields: object, message: string): void;
}

export interface HeadwayWatcherOptions {
  sink: AlarmConditionSink;
  state: Pick<VehicleStateStore, 'get'>;
  settings: Pick<SettingsCache, 'peek'>;
  /** Every customer's running loops (services/context), by customer. */
  loadContexts(): Promise<Map<string, ServiceContext[]>>;
  /** Whether this server evaluates the rules (holds the alarm rules' lease). */
  leading(): boolean;
  logger: Log;
  now?: () => number;
  /** The loops are read and judged this often, ms (default 5000). */
  tickMs?: number;
  /** Stores the loops' regularity (the MI reports), at most every `sampleEveryMs`. */
  saveSamples(samples: HeadwaySample[]): Promise<void>;
  /** Default 60 000 ms. */
  sampleEveryMs?: number;
}

export interface HeadwayWatcher {
  /** Reads the loops and judges their gaps now (when this server holds the lease). */
  check(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The headway rules (BUNCHING, HEADWAY_GAP): every few seconds the leading server reads the
 * running loops as the service dashboard sees them and reports each shuttle's rule when it starts
 * or ends. Gaps move with the predictions, which the ETA engine writes every few seconds, so a
 * tick of seconds loses nothing against thresholds of a minute.
 */
export function startHeadwayWatcher(options: HeadwayWatcherOptions): HeadwayWatcher {
  const { sink, state, settings, logger } = options;
  const now = options.now ?? Date.now;
  const tracks = new Map<string, HeadwayTrack>();
  let leading = false;
  let stopped = false;
  let running: Promise<void> | null = null;
  let sampledAt = Number.NEGATIVE_INFINITY;
  const sampleEveryMs = options.sampleEveryMs ?? 60_000;

  async function evaluate(): Promise<void> {
    const isLeading = options.leading();
    if (isLeading !== leading) tracks.clear();
    // Taking over: what was raised before is not known, so first verdicts are all reported.
    const known = isLeading && !leading ? null : false;
    leading = isLeading;
    if (!leading || stopped) return;
    const contexts = await options.loadContexts();
    const at = now();
    const changes = [];
    const runningIds = new Set<string>();
    for (const [customerId, list] of contexts) {
      for (const c of list) runningIds.add(c.Service_ID);
      changes.push(
        ...evaluateHeadways(customerId, list, settings.peek(customerId), tracks, at, known),
      );
    }
    changes.push(...endTracks(tracks, runningIds));
    if (at - sampledAt >= sampleEveryMs) {
      sampledAt = at;
      const samples: HeadwaySample[] = [];
      for (const [customerId, list] of contexts) {
        for (const loop of loopHeadways(list)) {
          if (loop.cv === null) continue;
          const gaps = loop.shuttles.filter((s) => s.gap_s !== null).length;
          samples.push({
            customerId,
            routeId: loop.Route_ID,
            at: new Date(at),
            cv: loop.cv,
            gaps,
            plannedS: loop.planned_s,
          });
        }
      }
      await options.saveSamples(samples);
    }
    for (const change of changes) {
      await sink.report(
        ruleCondition({
          ...change,
          live: state.get(change.customerId, change.vehicleId),
          at,
          level: settings.peek(change.customerId).levels[change.rule],
        }),
      );
    }
  }

  const check = (): Promise<void> => {
    running ??= evaluate().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    check().catch((err: unknown) => logger.error({ err }, 'headway rules: evaluating failed'));
  }, options.tickMs ?? 5_000);
  timer.unref();

  return {
    check,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
