import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian's Mosquitto 2.0 and its dynamic-security plugin (STACK.md). */
export const MOSQUITTO_BIN = process.env.MOSQUITTO_BIN ?? '/usr/sbin/mosquitto';
export const MOSQUITTO_CTRL_BIN = process.env.MOSQUITTO_CTRL_BIN ?? '/usr/bin/mosquitto_ctrl';
export const DYNAMIC_SECURITY_PLUGIN =
  process.env.MOSQUITTO_DYNSEC_PLUGIN ?? '/usr/lib/x86_64-linux-gnu/mosquitto_dynamic_security.so';

export interface TestBroker {
  host: string;
  /** MQTT over TCP. */
  port: number;
  /** MQTT over WebSocket (`ws://host:wsPort`). */
  wsPort: number;
  /** The administrator's account (made by `mosquitto_ctrl dynsec init`): the server's MQTT_URL. */
  admin: { username: string; password: string };
  /** `mqtt://admin:…@host:port`. */
  adminUrl: string;
  /** `mqtt://host:port` without credentials (vehicles add their own). */
  url: string;
  /** `ws://host:wsPort`. */
  wsUrl: string;
  /** What the broker logged so far. */
  log(): string;
  /** SIGTERM, then waits for the process to end. */
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForListening(child: ChildProcess, output: () => string, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`mosquitto exited:\n${output()}`);
    if (/mosquitto version [\d.]+ running/.test(output())) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`mosquitto did not start:\n${output()}`);
}

/** A Mosquitto process of this test's own, started with `configLines` and watched until it runs. */
async function runMosquitto(dir: string, configLines: string[]) {
  const config = path.join(dir, 'mosquitto.conf');
  writeFileSync(
    config,
    [
      // Started as root, Mosquitto would switch to the `mosquitto` user, who cannot read here.
      `user ${userInfo().username}`,
      'persistence false',
      ...configLines,
      '',
    ].join('\n'),
  );
  const child = spawn(MOSQUITTO_BIN, ['-c', config, '-v'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 2_000_000) output = output.slice(-1_000_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  try {
    await waitForListening(child, () => output, 10_000);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return {
    log: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      const ended = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([ended, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/**
 * A Mosquitto of this test's own on free ports, with the dynamic-security plugin (the broker
 * config operations.md documents) and no anonymous access: the set-up of a production install.
 */
export async function startDynsecBroker(
  options: { extraConfig?: string[] } = {},
): Promise<TestBroker> {
  const dir = mkdtempSync(path.join(tmpdir(), 'shuttle-ops-mosquitto-'));
  const dynsecFile = path.join(dir, 'dynamic-security.json');
  const admin = { username: 'shuttle-ops', password: randomBytes(12).toString('base64url') };
  await run(MOSQUITTO_CTRL_BIN, ['dynsec', 'init', dynsecFile, admin.username, admin.password]);
  const [port, wsPort] = [await freePort(), await freePort()];
  const broker = await runMosquitto(dir, [
    'per_listener_settings false',
    `listener ${port} 127.0.0.1`,
    `listener ${wsPort} 127.0.0.1`,
    'protocol websockets',
    `plugin ${DYNAMIC_SECURITY_PLUGIN}`,
    `plugin_opt_config_file ${dynsecFile}`,
    ...(options.extraConfig ?? []),
  ]);
  const host = '127.0.0.1';
  const credentials = `${encodeURIComponent(admin.username)}:${encodeURIComponent(admin.password)}`;
  return {
    host,
    port,
    wsPort,
    admin,
    adminUrl: `mqtt://${credentials}@${host}:${port}`,
    url: `mqtt://${host}:${port}`,
    wsUrl: `ws://${host}:${wsPort}`,
    ...broker,
  };
}

/** A Mosquitto on a free port that lets anyone in and has no plugin: nothing to manage there. */
export async function startAnonymousBroker(): Promise<
  Pick<TestBroker, 'host' | 'port' | 'url' | 'log' | 'stop'>
> {
  const dir = mkdtempSync(path.join(tmpdir(), 'shuttle-ops-mosquitto-'));
  const port = await freePort();
  const broker = await runMosquitto(dir, [`listener ${port} 127.0.0.1`, 'allow_anonymous true']);
  const host = '127.0.0.1';
  return { host, port, url: `mqtt://${host}:${port}`, ...broker };
}
