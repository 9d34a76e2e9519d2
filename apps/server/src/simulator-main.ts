import { pino } from 'pino';
import { ConfigError, loadEnv, type Env } from './config/env.ts';
import { openDatabase } from './db/database.ts';
import { demoVehicles } from './modules/fleet/index.ts';
import {
  driveSimulatedShuttles,
  SIMULATOR_LEASE,
  withoutCredentials,
} from './simulated-shuttles.ts';

/**
 * `npm run simulator`: the install's simulated shuttles as a process of their own, for server
 * copies started with SIMULATOR=off. It reads the demo vehicles (and their MQTT passwords, from
 * DEMO_PASSWORD) from the install's database (DATABASE_URL, DATABASE_SCHEMA) and drives
 * SIM_VEHICLES of them at the install's broker: MQTT_URL, or a server's embedded broker on
 * MQTT_PORT of this machine. It takes the same simulator lease as a server copy with
 * SIMULATOR=on, so it never drives beside one: it waits for the lease and takes over when its
 * holder is gone. It starts no demo services (a server copy with SIMULATOR=on does).
 */
async function main() {
  const env = loadEnv();
  if (!env.DATABASE_URL) {
    throw new ConfigError(
      'npm run simulator needs DATABASE_URL: the embedded database belongs to the server process (there, SIMULATOR=on drives the shuttles).',
    );
  }
  const brokerUrl = brokerOf(env);
  const logger = pino({ level: env.LOG_LEVEL }).child({ module: 'simulator' });
  const database = await openDatabase({
    url: env.DATABASE_URL,
    schemaName: env.DATABASE_SCHEMA,
    logger: logger.child({ module: 'database' }),
  });
  const vehicles = () =>
    demoVehicles({
      db: database.db,
      demoPassword: env.DEMO_PASSWORD,
      count: env.SIM_VEHICLES,
      logger,
    });
  if ((await vehicles()).length === 0) {
    await database.close();
    throw new ConfigError(
      'No demo vehicle to drive: start a server with SEED_DEMO=on once, and give this process the same DEMO_PASSWORD.',
    );
  }
  const shuttles = await driveSimulatedShuttles({
    db: database.db,
    vehicles,
    brokerUrl,
    timeScale: env.SIM_TIME_SCALE,
    seed: env.SIM_SEED,
    logger,
  });
  const driven = shuttles.vehicleIds.length;
  process.stdout.write(
    driven > 0
      ? `Simulator: ${driven} simulated shuttles are driving at ${new URL(brokerUrl).host}\n`
      : `Simulator: another process holds the lease "${SIMULATOR_LEASE}"; this one takes over if it stops\n`,
  );

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    shuttles
      .stop()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          logger.error({ err }, 'the simulator did not stop cleanly');
          process.exit(1);
        },
      );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** MQTT_URL without its credentials, or the embedded broker of a server on this machine. */
function brokerOf(env: Env): string {
  if (env.MQTT_URL) return withoutCredentials(env.MQTT_URL);
  if (env.MQTT_PORT === 0) {
    throw new ConfigError(
      "npm run simulator needs MQTT_URL, or MQTT_PORT set to the port of a server's embedded broker.",
    );
  }
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  return `mqtt://${host.includes(':') ? `[${host}]` : host}:${env.MQTT_PORT}`;
}

main().catch((err: unknown) => {
  process.stderr.write(
    err instanceof ConfigError
      ? `${err.message}\n`
      : `The simulator failed to start: ${err instanceof Error ? err.message : String(err)}\n`,
  );
  process.exit(1);
});
