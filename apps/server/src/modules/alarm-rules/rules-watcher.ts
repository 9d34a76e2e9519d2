import { randomUUID } from 'node:crypto';
import {
  ALARM_RULE_INFO,
  alarmConditionKey,
  normaliseDegrees,
  type AlarmCondition,
  type AlarmConditionSink,
  type AlarmRule,
  type AlertLocation,
  type Service,
  type VehicleLiveState,
} from '@shuttle-ops/domain';
import type { Db } from '../../db/database.ts';
import type { BusEvent } from '../../events/bus-event.ts';
import type { EventBus } from '../../events/event-bus.ts';
import { findActiveServices } from '../services/index.ts';
import type { VehicleStateStore } from '../vehicle-state/index.ts';
import type { AlarmRulesRepository } from './alarm-rules.repository.ts';
import {
  evaluateRules,
  transition,
  VEHICLE_RULES,
  type VehicleRule,
  type RuleInput,
  type RuleService,
  type Verdict,
} from './rule-evaluation.ts';
import type { SettingsCache } from './settings-cache.ts';

interface Log {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface RulesWatcherOptions {
  sink: AlarmConditionSink;
  state: Pick<VehicleStateStore, 'all' | 'get'>;
  settings: Pick<SettingsCache, 'peek'>;
  /** Every customer's active services (a database read, done at start and every minute). */
  loadServices(): Promise<RuleService[]>;
  lease: Pick<AlarmRulesRepository, 'takeLease' | 'releaseLease'>;
  bus: EventBus;
  logger: Log;
  now?: () => number;
  /** Every vehicle is evaluated this often, ms. */
  tickMs?: number;
  /** The evaluator's lease lasts this long and is renewed at a third of it, ms. */
  leaseMs?: number;
  /** The active services are read again this often (besides following their events), ms. */
  servicesRefreshMs?: number;
}

export interface RulesWatcher {
  /** Evaluates every vehicle now, when this server holds the lease (the timer: every second). */
  sweep(): void;
  /** Resolves once every condition reported so far has been handed to the sink. */
  flush(): Promise<void>;
  /** Reads the active services again. */
  refreshServices(): Promise<void>;
  /** Whether this server evaluates (holds the lease). */
  readonly leading: boolean;
  /** How many vehicles it watches. */
  readonly watched: number;
  stop(): Promise<void>;
}

/** What the watcher keeps of one vehicle between evaluations. */
interface Watched {
  customerId: string;
  watchedSince: number;
  verdicts: Record<VehicleRule, Verdict>;
  stoppedSince: number | null;
  /** `received_at` as last parsed (parsing an ISO time each tick is the costliest step). */
  receivedAt: string | null;
  reportedAt: number | null;
  /** The sweep that saw it last. */
  sweep: number;
}

const LEASE_MS = 30_000;

/** A service from its wire shape (bus events), or null when it is not active. */
export function ruleServiceOf(service: Service): RuleService | null {
  if (service.serviceStatus !== 'active') return null;
  const started = Date.parse(service.start_dt ?? service.create_dt);
  return {
    serviceId: service.Service_ID,
    vehicleId: service.Vehicle_ID,
    customerId: service.Customer_ID,
    startedAt: Number.isFinite(started) ? started : Date.parse(service.create_dt),
    stops: (service.stops ?? []).map((s) => [s.lon, s.lat] as const),
  };
}

/** Reads every customer's active services with their stops (two queries). */
export function activeServicesLoader(db: Db): () => Promise<RuleService[]> {
  return async () =>
    (await findActiveServices(db, null)).map(({ row, stops }) => ({
      serviceId: row.id,
      vehicleId: row.vehicleId,
      customerId: row.customerId,
      startedAt: (row.startAt ?? row.createdAt).getTime(),
      stops: stops.map((s) => [s.lon, s.lat] as const),
    }));
}

/** Where the vehicle is, as an alarm shows it; null without a position. */
export function locationOf(state: VehicleLiveState | undefined): AlertLocation | null {
  if (!state || state.lat === null || state.lon === null) return null;
  const alt = state.measures.ALTITUDE;
  return {
    lat: state.lat,
    lon: state.lon,
    alt: typeof alt === 'number' ? Math.min(10_000, Math.max(-500, alt)) : 0,
    bearing: state.heading === null ? 0 : normaliseDegrees(state.heading),
  };
}

/** The condition a rule reports for a vehicle: started (`active`) or ended. */
export function ruleCondition(c: {
  rule: AlarmRule;
  active: boolean;
  vehicleId: string;
  customerId: string;
  live: VehicleLiveState | undefined;
  at: number;
  level: AlarmCondition['level'];
}): AlarmCondition {
  const info = ALARM_RULE_INFO[c.rule];
  return {
    customerId: c.customerId,
    vehicleId: c.vehicleId,
    key: alarmConditionKey({
      source: 'RULE',
      rule: c.rule,
      vehicleId: c.vehicleId,
      code: info.code,
    }),
    active: c.active,
    at: new Date(c.at).toISOString(),
    source: 'RULE',
    rule: c.rule,
    level: c.level,
    category: info.category,
    code: info.code,
    message: info.message,
    consequences: info.consequences,
    correctionProcedure: info.correctionProcedure,
    location: locationOf(c.live),
    alertId: null,
  };
}

/**
 * The server's own alarm rules, evaluated for every vehicle with a live state or an active
 * service: every second, and at once when a vehicle reports or its service changes. Each rule
 * reports to the sink only when its condition starts or ends. Several servers may run: only the
 * one holding the lease (the `alarm-rules` row of eta_lease) evaluates. A server that takes the
 * lease (at start too) knows nothing of what was raised before, so it reports each rule's first
 * known verdict, on or off: a condition that ended meanwhile is cleared, one still on is raised
 * again (the sink groups it into its alarm).
 */
export async function startRulesWatcher(options: RulesWatcherOptions): Promise<RulesWatcher> {
  const { sink, state, settings, bus, logger, lease } = options;
  const now = options.now ?? Date.now;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const holder = randomUUID();
  const fail = (message: string) => (err: unknown) => logger.error({ err }, message);

  let services = new Map<string, RuleService>();
  /** Service events counted, and the count at each vehicle's latest one (see refreshServices). */
  let serviceEvents = 0;
  const touched = new Map<string, number>();
  const watched = new Map<string, Watched>();
  let leading = false;
  /** True from taking the lease until the first sweep: new vehicles start as not known. */
  let resyncing = false;
  let sweepNo = 0;
  let stopped = false;

  let queue: Promise<void> = Promise.resolve();
  const report = (condition: AlarmCondition) => {
    queue = queue
      .then(() => sink.report(condition))
      .catch(fail('alarm rules: reporting a condition failed'));
  };

  function send(
    rule: AlarmRule,
    active: boolean,
    vehicleId: string,
    customerId: string,
    live: VehicleLiveState | undefined,
    at: number,
  ): void {
    const level = settings.peek(customerId).levels[rule];
    report(ruleCondition({ rule, active, vehicleId, customerId, live, at, level }));
  }

  /** Clears what a vehicle's rules raised (or may have raised) when it is no longer watched. */
  function release(vehicleId: string, entry: Watched, at: number): void {
    for (const rule of VEHICLE_RULES) {
      if (entry.verdicts[rule] !== false) {
        send(rule, false, vehicleId, entry.customerId, state.get(entry.customerId, vehicleId), at);
      }
    }
    watched.delete(vehicleId);
  }

  const fresh = (customerId: string, at: number, known: Verdict): Watched => ({
    customerId,
    watchedSince: at,
    verdicts: {
      VEHICLE_SILENT: known,
      LOW_BATTERY: known,
      STOPPED_OFF_STOP: known,
      DOOR_OPEN_MOVING: known,
    },
    stoppedSince: null,
    receivedAt: null,
    reportedAt: null,
    sweep: 0,
  });

  /** One input object, filled for each vehicle in turn (no allocation per vehicle). */
  const input: RuleInput = {
    state: undefined,
    reportedAt: null,
    service: null,
    settings: settings.peek(''),
    now: 0,
    watchedSince: 0,
    stoppedSince: null,
    lowBattery: false,
  };

  function evaluate(
    vehicleId: string,
    customerId: string,
    live: VehicleLiveState | undefined,
    at: number,
  ): void {
    let entry = watched.get(vehicleId);
    if (entry && entry.customerId !== customerId) {
      release(vehicleId, entry, at);
      entry = undefined;
    }
    if (!entry) {
      entry = fresh(customerId, at, resyncing ? null : false);
      watched.set(vehicleId, entry);
    }
    entry.sweep = sweepNo;
    const receivedAt = live?.received_at ?? null;
    if (receivedAt !== entry.receivedAt) {
      entry.receivedAt = receivedAt;
      const parsed = receivedAt === null ? Number.NaN : Date.parse(receivedAt);
      entry.reportedAt = Number.isFinite(parsed) ? parsed : null;
    }
    const service = services.get(vehicleId);
    input.state = live;
    input.reportedAt = entry.reportedAt;
    input.service = service?.customerId === customerId ? service : null;
    input.settings = settings.peek(customerId);
    input.now = at;
    input.watchedSince = entry.watchedSince;
    input.stoppedSince = entry.stoppedSince;
    input.lowBattery = entry.verdicts.LOW_BATTERY;
    const verdicts = evaluateRules(input);
    entry.stoppedSince = verdicts.stoppedSince;
    for (const rule of VEHICLE_RULES) {
      const next = verdicts[rule];
      const change = transition(entry.verdicts[rule], next);
      if (next !== null) entry.verdicts[rule] = next;
      if (change !== null) send(rule, change, vehicleId, customerId, live, at);
    }
  }

  function sweep(): void {
    if (!leading || stopped) return;
    const at = now();
    sweepNo += 1;
    for (const live of state.all()) evaluate(live.Vehicle_ID, live.Customer_ID, live, at);
    // Vehicles on a service that never reported.
    for (const [vehicleId, service] of services) {
      if (watched.get(vehicleId)?.sweep !== sweepNo) {
        evaluate(vehicleId, service.customerId, undefined, at);
      }
    }
    for (const [vehicleId, entry] of watched) {
      if (entry.sweep !== sweepNo) release(vehicleId, entry, at);
    }
    resyncing = false;
  }

  function safeSweep(): void {
    try {
      sweep();
    } catch (err) {
      fail('alarm rules: evaluating failed')(err);
    }
  }

  /** One vehicle at once (it reported, or its service changed), between sweeps. */
  function evaluateOne(customerId: string, vehicleId: string): void {
    if (!leading || stopped || resyncing) return;
    const live = state.get(customerId, vehicleId);
    const service = services.get(vehicleId);
    if (live || service?.customerId === customerId) {
      evaluate(vehicleId, customerId, live, now());
    }
  }

  let refreshing: Promise<void> | null = null;
  async function readServices(): Promise<void> {
    const mark = serviceEvents;
    const records = await options.loadServices();
    const next = new Map(records.map((r) => [r.vehicleId, r] as const));
    // What an event told while the read was under way is newer than the read.
    for (const [vehicleId, at] of touched) {
      if (at <= mark) continue;
      const current = services.get(vehicleId);
      if (current) next.set(vehicleId, current);
      else next.delete(vehicleId);
    }
    touched.clear();
    services = next;
  }
  const refreshServices = (): Promise<void> => {
    refreshing ??= readServices().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  function onService(wire: Service): void {
    const vehicleId = wire.Vehicle_ID;
    const service = ruleServiceOf(wire);
    serviceEvents += 1;
    touched.set(vehicleId, serviceEvents);
    const current = services.get(vehicleId);
    if (service) {
      // An event without its stops (a lite payload) keeps those already known.
      const keep = !wire.stops && current?.serviceId === service.serviceId;
      services.set(vehicleId, keep ? { ...service, stops: current.stops } : service);
    }
    // Only the end of the service followed ends it (not a late change of an older one).
    else if (current?.serviceId === wire.Service_ID) services.delete(vehicleId);
    evaluateOne(wire.Customer_ID, vehicleId);
  }

  const renewLease = async () => {
    const had = leading;
    const has = await lease.takeLease(holder, leaseMs).catch((err: unknown) => {
      fail('alarm rules: renewing the lease failed')(err);
      return false;
    });
    if (stopped) return;
    if (has !== had) {
      // Taking over or giving up: what was known of the vehicles is someone else's now.
      watched.clear();
      resyncing = has;
      logger.info({ holder }, has ? 'alarm rules: evaluating here' : 'alarm rules: lease lost');
    }
    leading = has;
    // Taking over: every vehicle at once, rather than at the next tick.
    if (has && !had) safeSweep();
  };

  await refreshServices();
  const unsubscribe = await bus.subscribe(
    '*',
    (event: BusEvent) => {
      if (event.type === 'telemetry') {
        evaluateOne(event.customerId, event.vehicleId);
      } else if (event.type === 'service.create' || event.type === 'service.update') {
        onService(event.payload);
      }
    },
    'bus: alarm rules',
  );
  await renewLease();

  const tickTimer = setInterval(safeSweep, options.tickMs ?? 1_000);
  const servicesTimer = setInterval(
    () => void refreshServices().catch(fail('alarm rules: reading the active services failed')),
    options.servicesRefreshMs ?? 60_000,
  );
  const leaseTimer = setInterval(() => void renewLease(), leaseMs / 3);
  tickTimer.unref();
  servicesTimer.unref();
  leaseTimer.unref();

  return {
    sweep,
    flush: async () => {
      let current: Promise<void>;
      do {
        current = queue;
        await current;
      } while (current !== queue);
    },
    refreshServices,
    get leading() {
      return leading;
    },
    get watched() {
      return watched.size;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      unsubscribe();
      clearInterval(tickTimer);
      clearInterval(servicesTimer);
      clearInterval(leaseTimer);
      await refreshing?.catch(() => undefined);
      await queue;
      if (leading)
        await lease.releaseLease(holder).catch(fail('alarm rules: releasing the lease failed'));
      leading = false;
    },
  };
}
