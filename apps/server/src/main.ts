import closeWithGrace from 'close-with-grace';
import { bannerLines, helpLines } from './banner.ts';
import { ConfigError, loadEnv } from './config/env.ts';

const HELP_FLAGS = new Set(['--help', '-h']);

/** Starts the console: config, app, listen, and a clean shutdown on SIGINT/SIGTERM. */
async function main() {
  const env = loadEnv();
  if (process.argv.slice(2).some((arg) => HELP_FLAGS.has(arg))) {
    process.stdout.write(`${helpLines(env).join('\n')}\n`);
    return;
  }
  // Loaded only to start: `--help` answers at once.
  const { buildApp } = await import('./app.ts');
  const { startSimulatedShuttles, SIMULATOR_LEASE } = await import('./simulated-shuttles.ts');
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
  const lines = bannerLines(env, {
    port,
    mqttPort: app.mqtt.port,
    simulator: shuttles && {
      driving: shuttles.vehicleIds.length,
      lease: SIMULATOR_LEASE,
      demoServices: shuttles.demoServices,
    },
  });
  process.stdout.write(`${lines.join('\n')}\n`);
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
