import { randomUUID } from 'node:crypto';
import type { EtaStatus, Service } from '@shuttle-ops/domain';
import type { Db } from '../../db/database.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { BusEvent } from '../../events/bus-event.ts';
import {
  findActiveServiceByVehicle,
  publishService,
  toServiceWire,
  updateServiceStopEtas,
  type ServiceRecord,
  type StopEtaUpdate,
} from '../services/index.ts';
import type { EtaEngine, VehicleState } from './engine/eta-engine.ts';
import type { Fix } from './engine/vehicle-progress.ts';
import type { EtaRepository } from './eta.repository.ts';
import { RouteMatcher, type CandidateRoute } from './route-matcher.ts';
import { createEtaPublishGate } from './eta-publish-gate.ts';

interface Log {
  error(fields: object, message: string): void;
}

export interface EtaTrackerOptions {
  db: Db;
  bus: EventBus;
  engine: EtaEngine;
  repo: EtaRepository;
  logger: Log;
  now?: () => number;
  /** Predictions of a vehicle are written at most this often, ms. */
  writeEveryMs?: number;
  /** What the routes learned is stored this often, ms. */
  storeEveryMs?: number;
  /** A vehicle without an active service is looked up again after this long, ms. */
  lookupAgainMs?: number;
  /** The writer's lease lasts this long and is renewed at a third of it, ms. */
  leaseMs?: number;
}

/** A vehicle running an active service, as the tracker follows it. */
interface Followed {
  kind: 'service';
  serviceId: string;
  /** The service stop `No` of each stop of the engine's route. */
  stopNos: number[];
  closed: boolean;
  /** Arrivals seen and not yet written, by stop No. */
  arrivals: Map<number, number>;
  /** Stops the vehicle is at (arrived, not yet left), by No. */
  atStop: Set<number>;
  changed: boolean;
}

/** A vehicle without a service, learned from once it is known to drive one of its routes. */
interface Learning {
  kind: 'learning';
  matcher: RouteMatcher;
  routeId: string | null;
  busy: boolean;
}

type Entry = Followed | Learning | { kind: 'none'; until: number } | { kind: 'loading'; fix: Fix };

/** A customer's routes are read again after this long, ms. */
const ROUTES_FRESH_MS = 5 * 60_000;
const LEASE_MS = 30_000;
/** A vehicle without a position for this long is silent: its ETAs are rewritten each second, s. */
const SILENT_S = 5;
/** Without a position for this long nobody can know when it comes, s. */
const SILENT_UNKNOWN_S = 10;

/** A margin wider than this share of the time left (plus a minute) is only "about". */
const APPROXIMATE_SHARE = 0.25;

/** How sure a stop's ETA is, from the vehicle's state and the prediction's margin. */
function statusOf(state: VehicleState | null, margin: number, seconds: number): EtaStatus {
  if (!state || state.silentS >= SILENT_UNKNOWN_S) return 'unknown';
  if (state.heldS > 0) return 'delayed';
  if (state.settling || margin > 60 + APPROXIMATE_SHARE * seconds) return 'approximate';
  return 'predicted';
}

export interface EtaTracker {
  /** Writes the predictions of every vehicle that moved (the timer does it every second). */
  writeEtas(): Promise<void>;
  /** Stores what the routes learned (the timer does it every minute). */
  storeLearned(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Follows the vehicles of active services on the event bus: each position moves the vehicle on
 * its route in the engine; then, at most once a second per vehicle, the predictions and arrivals
 * of its stops are written (one transaction per service) and published as `service.eta`
 * (onETAUpdateService) when they changed enough to matter (an arrival moved by 15 s or more, a
 * status changed, the shuttle arrived: eta-publish-gate.ts). On a loop a stop's arrival is its latest, and once the vehicle has left
 * it the stop gets the prediction of the next lap; on a line an arrived stop keeps no ETA.
 * Vehicles without a service are learned from too, once it is clear which of their customer's
 * routes they drive (RouteMatcher). What the routes learn is stored every minute.
 * Every server process follows every vehicle (so a process that takes over is ready); only the
 * one holding the writer's lease (eta_lease) writes and publishes.
 */
export async function startEtaTracker(options: EtaTrackerOptions): Promise<EtaTracker> {
  const { db, bus, engine, repo, logger } = options;
  const now = options.now ?? Date.now;
  const lookupAgainMs = options.lookupAgainMs ?? 5_000;
  const entries = new Map<string, Entry>();
  /** Which written predictions are worth a `service.eta` frame (eta-publish-gate.ts). */
  const frames = createEtaPublishGate();
  /** Bumped when a vehicle's service changes, so that a lookup under way is not kept. */
  const generations = new Map<string, number>();
  const fail = (message: string) => (err: unknown) => logger.error({ err }, message);
  const customerRoutes = new Map<string, { at: number; routes: CandidateRoute[] }>();
  const holder = randomUUID();
  const leaseMs = options.leaseMs ?? LEASE_MS;
  let leader = false;
  const renewLease = async () => {
    leader = await repo.takeLease(holder, leaseMs).catch((err: unknown) => {
      fail('ETA: renewing the writer lease failed')(err);
      return false;
    });
  };

  async function routesOf(customerId: string): Promise<CandidateRoute[]> {
    const cached = customerRoutes.get(customerId);
    if (cached && now() - cached.at < ROUTES_FRESH_MS) return cached.routes;
    const routes = await repo.routesOfCustomer(customerId);
    customerRoutes.set(customerId, { at: now(), routes });
    return routes;
  }

  /** Sets a route in the engine, with what it learned before when the engine did not have it. */
  async function useRoute(routeId: string, input: CandidateRoute['input']): Promise<void> {
    const known = engine.route(routeId)?.signature;
    const cells = engine.setRoute(routeId, input);
    if (known !== cells.signature) {
      engine.restore(await repo.loadLearned(routeId, cells.signature));
    }
  }

  const forget = (vehicleId: string) => {
    const entry = entries.get(vehicleId);
    if (entry?.kind === 'service') frames.forget(entry.serviceId);
    entries.delete(vehicleId);
    engine.untrack(vehicleId);
    generations.set(vehicleId, (generations.get(vehicleId) ?? 0) + 1);
  };

  async function follow(record: ServiceRecord): Promise<Followed | null> {
    const { row, stops } = record;
    if (stops.length < 2) return null;
    const route = await repo.routeOf(row.routeId);
    if (!route) return null;
    await useRoute(row.routeId, {
      path: route.path.coordinates.map(([lon, lat]) => [lon, lat] as const),
      stops: stops.map((s) => ({ lat: s.lat, lon: s.lon })),
      closed: row.routeType === 'loop',
    });
    engine.track(row.vehicleId, row.routeId);
    return {
      kind: 'service',
      serviceId: row.id,
      stopNos: stops.map((s) => s.no),
      closed: row.routeType === 'loop',
      arrivals: new Map(),
      atStop: new Set(),
      changed: false,
    };
  }

  function move(vehicleId: string, followed: Followed, fix: Fix): void {
    for (const event of engine.update(vehicleId, fix)) {
      const no = followed.stopNos[event.stop];
      if (no === undefined) continue;
      if (event.type === 'arrived') {
        followed.arrivals.set(no, event.at);
        followed.atStop.add(no);
      } else {
        followed.atStop.delete(no);
      }
    }
    followed.changed = true;
  }

  /** Learns from a vehicle without a service once it is known which route it drives. */
  function learn(vehicleId: string, entry: Learning, fix: Fix): void {
    if (entry.busy) return;
    const route = entry.matcher.feed(fix);
    if (route?.routeId === entry.routeId) {
      if (route) engine.update(vehicleId, fix);
      return;
    }
    engine.untrack(vehicleId);
    entry.routeId = null;
    if (!route) return;
    entry.busy = true;
    useRoute(route.routeId, route.input)
      .then(() => {
        if (entries.get(vehicleId) !== entry) return;
        engine.track(vehicleId, route.routeId);
        entry.routeId = route.routeId;
        engine.update(vehicleId, fix);
      })
      .catch(fail('ETA: loading what a route learned failed'))
      .finally(() => {
        entry.busy = false;
      });
  }

  async function lookUp(vehicleId: string, customerId: string, fix: Fix): Promise<void> {
    const generation = generations.get(vehicleId) ?? 0;
    entries.set(vehicleId, { kind: 'loading', fix });
    let next: Entry = { kind: 'none', until: now() + lookupAgainMs };
    try {
      const record = await findActiveServiceByVehicle(db, vehicleId);
      const followed = record ? await follow(record) : null;
      if (followed) {
        next = followed;
      } else if (!record) {
        const routes = await routesOf(customerId);
        if (routes.length > 0) {
          next = {
            kind: 'learning',
            matcher: new RouteMatcher(routes),
            routeId: null,
            busy: false,
          };
        }
      }
    } finally {
      const entry = entries.get(vehicleId);
      if ((generations.get(vehicleId) ?? 0) !== generation || entry?.kind !== 'loading') {
        // The service changed meanwhile: look again with the next position.
        if (next.kind === 'service') engine.untrack(vehicleId);
      } else {
        entries.set(vehicleId, next);
        if (next.kind === 'service') move(vehicleId, next, entry.fix);
        else if (next.kind === 'learning') learn(vehicleId, next, entry.fix);
      }
    }
  }

  function onLocation(vehicleId: string, customerId: string, fix: Fix): void {
    const entry = entries.get(vehicleId);
    if (entry?.kind === 'loading') {
      entry.fix = fix;
    } else if (entry?.kind === 'service' && engine.isTracking(vehicleId)) {
      move(vehicleId, entry, fix);
    } else if (entry?.kind === 'learning') {
      learn(vehicleId, entry, fix);
    } else if (entry?.kind !== 'none' || now() >= entry.until) {
      lookUp(vehicleId, customerId, fix).catch(
        fail('ETA: looking up the service of a vehicle failed'),
      );
    }
  }

  function onService(service: Service): void {
    const entry = entries.get(service.Vehicle_ID);
    const same = entry?.kind === 'service' && entry.serviceId === service.Service_ID;
    const active = service.serviceStatus === 'active';
    // A new active service is looked up with the next position; an ended one is let go.
    if ((active && !same) || (!active && (same || entry?.kind === 'loading'))) {
      forget(service.Vehicle_ID);
    }
  }

  function updatesOf(vehicleId: string, followed: Followed, at: number): StopEtaUpdate[] {
    const updates = new Map<number, StopEtaUpdate>();
    const state = engine.state(vehicleId, at);
    for (const eta of engine.predict(vehicleId, at) ?? []) {
      const no = followed.stopNos[eta.stop];
      if (no === undefined || followed.atStop.has(no)) continue;
      const seconds = Math.max(0, Math.round((eta.at - at) / 1000));
      updates.set(no, {
        No: no,
        etaExpected: new Date(Math.round(eta.at)),
        etaSeconds: seconds,
        etaStatus: statusOf(state, eta.margin, seconds),
        etaMargin: Math.round(eta.margin),
      });
    }
    for (const [no, arrivedAt] of followed.arrivals) {
      const arrival = new Date(arrivedAt);
      // A stop of a loop reached and left since the last write also has its next lap's ETA.
      const next = updates.get(no);
      updates.set(
        no,
        next
          ? { ...next, arrivedAt: arrival }
          : { No: no, etaExpected: arrival, etaSeconds: null, arrivedAt: arrival },
      );
    }
    followed.arrivals.clear();
    return [...updates.values()];
  }

  let writing: Promise<void> | null = null;
  async function writeAll(): Promise<void> {
    if (!leader) return;
    for (const [vehicleId, entry] of entries) {
      if (entry.kind !== 'service') continue;
      const at = now();
      // A held or silent vehicle's ETAs move out with the clock though no position moved it.
      const state = entry.changed ? null : engine.state(vehicleId, at);
      const late = state !== null && (state.heldS > 0 || state.silentS >= SILENT_S);
      if (!entry.changed && !late) continue;
      entry.changed = false;
      const updates = updatesOf(vehicleId, entry, at);
      if (updates.length === 0) continue;
      const record = await updateServiceStopEtas(db, entry.serviceId, updates, new Date(at));
      if (!record) {
        // The service has ended: its stops are frozen.
        if (entries.get(vehicleId) === entry) forget(vehicleId);
        continue;
      }
      const wire = toServiceWire(record.row, record.stops);
      if (frames.admit(wire)) publishService(bus, 'service.eta', wire);
    }
  }
  const writeEtas = (): Promise<void> => {
    writing ??= writeAll().finally(() => {
      writing = null;
    });
    return writing;
  };

  const storeLearned = async () => {
    const learned = engine.takeLearned();
    if (leader) await repo.saveLearned(learned);
  };

  await renewLease();

  const unsubscribe = await bus.subscribe(
    '*',
    (event: BusEvent) => {
      if (event.type === 'busLocation') {
        const at = Date.parse(event.payload.dt_iot);
        const { lat, lon } = event.payload;
        if (Number.isFinite(at)) onLocation(event.vehicleId, event.customerId, { at, lat, lon });
      } else if (event.type === 'service.create' || event.type === 'service.update') {
        onService(event.payload);
      } else if (event.type === 'vehicleCommand') {
        // A shuttle stopped from afar is held from the moment the stop is sent.
        const { command, state, issued_at } = event.payload;
        if (command === 'move/stop' && state === 'sent') {
          engine.hold(event.vehicleId, Date.parse(issued_at));
        } else if (command === 'move/start' && state === 'executed') {
          engine.release(event.vehicleId);
        }
      }
    },
    'bus: ETAs',
  );
  const writeTimer = setInterval(
    () => void writeEtas().catch(fail('ETA: writing predictions failed')),
    options.writeEveryMs ?? 1_000,
  );
  const storeTimer = setInterval(
    () => void storeLearned().catch(fail('ETA: storing what was learned failed')),
    options.storeEveryMs ?? 60_000,
  );
  const leaseTimer = setInterval(() => void renewLease(), leaseMs / 3);
  writeTimer.unref();
  storeTimer.unref();
  leaseTimer.unref();

  return {
    writeEtas,
    storeLearned,
    async stop() {
      unsubscribe();
      clearInterval(writeTimer);
      clearInterval(storeTimer);
      clearInterval(leaseTimer);
      await writing;
      await storeLearned().catch(fail('ETA: storing what was learned failed'));
      if (leader) await repo.releaseLease(holder).catch(fail('ETA: releasing the lease failed'));
      leader = false;
    },
  };
}
