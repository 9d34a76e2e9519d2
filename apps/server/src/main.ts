import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { startFleet, type Fleet } from '@shuttle-ops/simulator';
import { ConfigError, loadEnv, type Env } from './config/env.ts';
import { buildApp } from './app.ts';
import { DEMO_USERS } from './db/seed.ts';

/** Starts the console: config, app, listen, and a clean shutdown on SIGINT/SIGTERM. */
async function main() {
  const env = loadEnv();
  const app = await buildApp(env);
  try {
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (err) {
    await app.close();
    throw listenError(err, 'PORT', env.PORT);
  }
  try {
    await app.mqtt.listen({ port: env.MQTT_PORT, host: env.HOST });
  } catch (err) {
    await app.close();
    throw listenError(err, 'MQTT_PORT', env.MQTT_PORT);
  }
  const shuttles = env.SIMULATOR ? await startSimulatedShuttles(app, env) : null;
  const simulated = shuttles?.vehicleIds.length ?? 0;
  const demoServices =
    shuttles && env.SEED_DEMO && env.SIM_SERVICES
      ? await app.startDemoServices(shuttles.vehicleIds)
      : 0;

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    // The shuttles stop first, then the broker takes no new connections (fleet module).
    await shuttles?.fleet.stop();
    await app.close();
  });

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const url = `http://localhost:${port}`;
  const lines = [
    '',
    `  Shuttle Ops is running: open ${url}`,
    `  API docs: ${url}/docs   health: ${url}/healthz`,
    app.mqtt.port === null
      ? `  Vehicles: the MQTT broker at MQTT_URL`
      : `  Vehicles: mqtt://localhost:${app.mqtt.port} or ws://localhost:${port}/mqtt`,
  ];
  if (simulated > 0)
    lines.push(`  ${simulated} simulated shuttles are driving (SIMULATOR=off stops them)`);
  if (demoServices > 0)
    lines.push(
      `  ${demoServices} of them run a service: see /operator and /shuttle (SIM_SERVICES=off)`,
    );
  if (env.SEED_DEMO) {
    lines.push(
      `  Sign in as one of: ${DEMO_USERS.map((u) => u.username).join(', ')}`,
      `  with the demo password ${env.DEMO_PASSWORD}`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

/** A URL without user and password: every simulated vehicle signs in as itself. */
const withoutCredentials = (url: string) => {
  const parsed = new URL(url);
  parsed.username = '';
  parsed.password = '';
  return parsed.toString();
};

/**
 * `npm start`'s simulated shuttles (SIMULATOR=on) in this process: the demo vehicles the server
 * names, driven by the simulator against this machine's broker; null when none can drive.
 */
async function startSimulatedShuttles(
  app: FastifyInstance,
  env: Env,
): Promise<{ fleet: Fleet; vehicleIds: string[] } | null> {
  const vehicles = await app.demoVehicles();
  if (vehicles.length === 0) return null;
  const fleet = startFleet({
    brokerUrl: withoutCredentials(app.mqtt.vehicleUrl!),
    vehicles,
    timeScale: env.SIM_TIME_SCALE,
    seed: env.SIM_SEED,
    logger: app.log.child({ module: 'simulator' }),
  });
  return { fleet, vehicleIds: vehicles.map((v) => v.Vehicle_ID) };
}

function listenError(err: unknown, variable: string, port: number): Error {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE') {
    return new ConfigError(`Port ${port} is already in use: set ${variable} to a free port.`);
  }
  if (code === 'EACCES') {
    return new ConfigError(`Port ${port} needs privileges: set ${variable} to a port above 1023.`);
  }
  return err instanceof Error ? err : new Error(String(err));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(
      `Shuttle Ops failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  }
  process.exit(1);
});
