import closeWithGrace from 'close-with-grace';
import { ConfigError, loadEnv } from './config/env.ts';
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
  const simulated = env.SIMULATOR ? await app.simulator.start(app.mqtt.vehicleUrl!) : 0;
  const demoServices =
    simulated > 0 && env.SEED_DEMO && env.SIM_SERVICES
      ? await app.startDemoServices(app.simulator.vehicleIds)
      : 0;

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
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
