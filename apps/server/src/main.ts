import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadEnv, type Env } from './config/env.ts';
import { buildApp } from './app.ts';
import { DEMO_USERS } from './db/seed.ts';
import { startSimulatedShuttles, SIMULATOR_LEASE } from './simulated-shuttles.ts';

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
  // One copy of the install drives them: the one holding the simulator lease.
  const shuttles = env.SIMULATOR ? await startSimulatedShuttles(app, env) : null;

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    // The shuttles stop first, then the broker takes no new connections (fleet module).
    await shuttles?.stop();
    await app.close();
  });

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const url = `http://localhost:${port}`;
  const lines = [
    '',
    `  Shuttle Ops is running: open ${url}`,
    `  API docs: ${url}/docs   health: ${url}/healthz`,
    ...vehicleLines(app, env, port),
  ];
  const simulated = shuttles?.vehicleIds.length ?? 0;
  if (simulated > 0) {
    lines.push(`  ${simulated} simulated shuttles are driving (SIMULATOR=off stops them)`);
  } else if (shuttles) {
    lines.push(
      `  The simulated shuttles are driven by another copy of this install (lease "${SIMULATOR_LEASE}"); this one takes over if that copy stops`,
    );
  }
  if (shuttles && shuttles.demoServices > 0)
    lines.push(
      `  ${shuttles.demoServices} of them run a service: see /operator and /shuttle (SIM_SERVICES=off)`,
    );
  if (env.SEED_DEMO) {
    lines.push(
      `  Sign in as one of: ${DEMO_USERS.map((u) => u.username).join(', ')}`,
      `  with the demo password ${env.DEMO_PASSWORD}`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

/** Where vehicles connect: the embedded broker (TCP and `/mqtt`), or the broker at MQTT_URL. */
function vehicleLines(app: FastifyInstance, env: Env, port: number): string[] {
  if (app.mqtt.port !== null) {
    return [`  Vehicles: mqtt://localhost:${app.mqtt.port} or ws://localhost:${port}/mqtt`];
  }
  const broker = env.MQTT_URL ? new URL(env.MQTT_URL).host : 'MQTT_URL';
  return [
    `  Vehicles: the MQTT broker at MQTT_URL (${broker})`,
    env.MQTT_WS_URL
      ? `  MQTT over WebSocket: ws://localhost:${port}/mqtt forwards to MQTT_WS_URL (${new URL(env.MQTT_WS_URL).host})`
      : `  MQTT over WebSocket at /mqtt is off: set MQTT_WS_URL to forward it to the broker`,
  ];
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
