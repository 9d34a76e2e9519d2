import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import {
  DEMO_SCENARIOS,
  startFleet,
  type Fleet,
  type FleetOptions,
  type SimLogger,
} from '@shuttle-ops/simulator';
import type { Env } from './config/env.ts';
import { DEMO_GATED_VEHICLE, recordDemoDailyCheck } from './db/demo-checklists.ts';
import { namedLease } from './lib/named-lease.ts';
import type { DemoVehicle } from './modules/fleet/index.ts';

/** The lease (table `eta_lease`) of the one process that drives the simulated shuttles. */
export const SIMULATOR_LEASE = 'simulator';
/** How long the lease lasts without renewal: a holder gone this long is taken over. */
export const SIMULATOR_LEASE_MS = 15_000;
/** How often the holder renews it and the others try to take it. */
export const SIMULATOR_RENEW_MS = 5_000;

export interface SimulatedShuttlesOptions {
  /** Where the lease is kept (the install's database). */
  db: Parameters<typeof namedLease>[0];
  /** The demo vehicles to drive, read each time this process takes the lease. */
  vehicles: () => Promise<DemoVehicle[]>;
  /** The broker the shuttles connect to, without credentials (each signs in as itself). */
  brokerUrl: string;
  timeScale: number;
  seed: number;
  logger: SimLogger;
  /** What the shuttles do on cue (the demo's lasting conditions), by Vehicle_ID. */
  scenarios?: FleetOptions['scenarios'];
  /** Once the shuttles drive (the demo services); a failure is logged, not thrown. */
  onDriving?: (vehicleIds: readonly string[]) => Promise<unknown>;
  /** Told how many shuttles this process drives, when it starts or stops driving them. */
  onChange?: (driven: number) => void;
  leaseMs?: number;
  renewMs?: number;
}

export interface SimulatedShuttles {
  /** The vehicles this process drives now; empty while another process holds the lease. */
  readonly vehicleIds: readonly string[];
  /** Stops the shuttles and gives the lease up, so another process takes over at once. */
  stop(): Promise<void>;
}

/**
 * The simulated shuttles, driven by one process of the install at a time: the one holding the
 * lease `simulator` (renewed every `renewMs`, lasting `leaseMs`). A process without it tries
 * again every `renewMs` and starts the shuttles once the holder is gone; a holder that cannot
 * renew stops them before its lease may have passed to another. Resolves after the first try.
 */
export async function driveSimulatedShuttles(
  options: SimulatedShuttlesOptions,
): Promise<SimulatedShuttles> {
  const { logger } = options;
  const leaseMs = options.leaseMs ?? SIMULATOR_LEASE_MS;
  const renewMs = options.renewMs ?? SIMULATOR_RENEW_MS;
  const lease = namedLease(options.db, SIMULATOR_LEASE);
  const holder = randomUUID();
  let fleet: Fleet | null = null;
  let vehicleIds: string[] = [];
  /** Until when the lease is surely ours (this clock, from before the renewal was asked). */
  let heldUntil = 0;
  let stopped = false;

  const stopDriving = async (reason: string) => {
    const driven = fleet;
    if (!driven) return;
    fleet = null;
    vehicleIds = [];
    await driven.stop();
    options.onChange?.(0);
    logger.info({ lease: SIMULATOR_LEASE, reason }, 'stopped driving the simulated shuttles');
  };

  const startDriving = async () => {
    const vehicles = await options.vehicles();
    if (stopped || fleet) return;
    fleet = startFleet({
      brokerUrl: options.brokerUrl,
      vehicles,
      timeScale: options.timeScale,
      seed: options.seed,
      logger,
      ...(options.scenarios ? { scenarios: options.scenarios } : {}),
    });
    vehicleIds = vehicles.map((v) => v.Vehicle_ID);
    options.onChange?.(vehicleIds.length);
    logger.info(
      { lease: SIMULATOR_LEASE, holder, vehicles: vehicleIds.length },
      'driving the simulated shuttles (this process holds the simulator lease)',
    );
    await options.onDriving?.(vehicleIds).catch((err: unknown) => {
      logger.error({ err }, 'the simulated shuttles drive, but their demo services did not start');
    });
  };

  const tick = async () => {
    if (stopped) return;
    const asked = Date.now();
    let has: boolean;
    try {
      has = await lease.takeLease(holder, leaseMs);
    } catch (err) {
      logger.warn({ err, lease: SIMULATOR_LEASE }, 'the simulator lease could not be renewed');
      // Another process may take the lease once it has passed: stop before that.
      if (fleet && Date.now() + renewMs >= heldUntil) {
        await stopDriving('the simulator lease could not be renewed');
      }
      return;
    }
    if (has) heldUntil = asked + leaseMs;
    if (has && !fleet) await startDriving();
    else if (!has && fleet) await stopDriving('another process holds the simulator lease');
  };

  const failed = (err: unknown) =>
    logger.error({ err }, 'the simulated shuttles could not be started or stopped');
  /** The try under way; the next one waits its turn, and none queue up behind a slow one. */
  let running: Promise<void> | null = null;
  await tick();
  const timer = setInterval(() => {
    if (running) {
      // A renewal that hangs must not outlive the lease either.
      if (fleet && Date.now() + renewMs >= heldUntil) {
        void stopDriving('the simulator lease could not be renewed in time').catch(failed);
      }
      return;
    }
    running = tick()
      .catch(failed)
      .finally(() => {
        running = null;
      });
  }, renewMs);
  timer.unref();

  return {
    get vehicleIds() {
      return vehicleIds;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      await stopDriving('shutting down');
      await lease.releaseLease(holder).catch((err: unknown) => {
        logger.warn({ err }, 'the simulator lease could not be released: it lapses by itself');
      });
    },
  };
}

/** A URL without user and password: every simulated vehicle signs in as itself. */
export const withoutCredentials = (url: string) => {
  const parsed = new URL(url);
  parsed.username = '';
  parsed.password = '';
  return parsed.toString();
};

export interface ServerShuttles extends SimulatedShuttles {
  /** Demo services this process started when it last took the shuttles over. */
  readonly demoServices: number;
}

/**
 * `npm start`'s simulated shuttles (SIMULATOR=on): the demo vehicles the server names, driven
 * against this process's broker while this copy holds the simulator lease, each running its
 * demo service (SEED_DEMO and SIM_SERVICES); `simulator_driving` on /metrics counts the shuttles
 * this copy drives. Null when there is no demo vehicle to drive.
 */
export async function startSimulatedShuttles(
  app: FastifyInstance,
  env: Env,
): Promise<ServerShuttles | null> {
  if ((await app.demoVehicles()).length === 0) return null;
  const driving = new Gauge({
    name: 'simulator_driving',
    help: 'Simulated shuttles this process drives (it holds the simulator lease); 0 while another process does',
    registers: [app.metrics],
  });
  let demoServices = 0;
  const shuttles = await driveSimulatedShuttles({
    db: app.database.db,
    vehicles: () => app.demoVehicles(),
    brokerUrl: withoutCredentials(app.mqtt.vehicleUrl!),
    timeScale: env.SIM_TIME_SCALE,
    seed: env.SIM_SEED,
    logger: app.log.child({ module: 'simulator' }),
    ...(env.SEED_DEMO && env.SIM_SCENARIOS ? { scenarios: DEMO_SCENARIOS } : {}),
    onChange: (driven) => driving.set(driven),
    ...(env.SEED_DEMO && env.SIM_SERVICES
      ? {
          onDriving: async (ids: readonly string[]) => {
            if (ids.includes(DEMO_GATED_VEHICLE.Vehicle_ID))
              await recordDemoDailyCheck(app.database.db);
            demoServices = await app.startDemoServices(ids);
          },
        }
      : {}),
  });
  return {
    get vehicleIds() {
      return shuttles.vehicleIds;
    },
    get demoServices() {
      return demoServices;
    },
    stop: () => shuttles.stop(),
  };
}
