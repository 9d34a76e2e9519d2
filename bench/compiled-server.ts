// The server under test of the one-core benchmark, started the way production starts it:
// `npm start -- --no-build` (the compiled JavaScript of `npm run build:server`, plain node), a
// process group of its own pinned to CPU 0 when the load is pinned. Its database is prepared
// first in this process (migrated, the demo customer and the bench's vehicles), then handed over.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import type { PartCost } from '../apps/server/src/lib/cost-meter.ts';
import { spawnPinned } from './process-group.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `npm run build:server`, once before the runs. */
export function buildServer(): void {
  const built = spawnSync('npm', ['run', '--silent', 'build:server'], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (built.status !== 0) throw new Error('npm run build:server failed');
}

export type CompiledServer = Awaited<ReturnType<typeof startCompiledServer>>;

/** Starts the compiled server with `env` (its database's variables) and waits for /readyz. */
export async function startCompiledServer(env: Record<string, string>) {
  const server = spawnPinned(['npm', 'start', '--', '--no-build'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      // Any free ports (a port probed free beforehand may be taken meanwhile): read from the banner.
      PORT: '0',
      MQTT_PORT: '0',
      LOG_LEVEL: 'warn',
      SIMULATOR: 'off',
      SEED_DEMO: 'on',
      // Hundreds of consoles of one user on loopback: one client address to the server.
      WS_MAX_PER_ADDRESS: '100000',
      WS_MAX_PER_USER: '100000',
      ...env,
    },
  });
  let banner = '';
  server.child.stdout.on('data', (chunk: Buffer) => {
    if (banner.length < 20_000) banner += chunk.toString();
  });
  const until = Date.now() + 180_000;
  const portIn = (pattern: RegExp) => Number(pattern.exec(banner)?.[1] ?? 0);
  let port = 0;
  let mqttPort = 0;
  for (;;) {
    port ||= portIn(/open http:\/\/[^\s:]+:(\d+)/);
    mqttPort ||= portIn(/mqtt:\/\/[^\s:]+:(\d+)/);
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    if (Date.now() > until) throw new Error(`server not ready:\n${server.output()}`);
    const ready =
      port > 0 &&
      mqttPort > 0 &&
      (await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      ));
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const url = `http://127.0.0.1:${port}`;
  return {
    group: server.child.pid!,
    url,
    wsUrl: `ws://127.0.0.1:${port}/graphql`,
    mqttUrl: `mqtt://127.0.0.1:${mqttPort}`,
    stop: server.stop,
    /** A demo user's access token. */
    async signIn(username: string, password: string): Promise<string> {
      const res = await fetch(`${url}/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      const body = (await res.json()) as { AuthenticationResult: { AccessToken: string } };
      return body.AuthenticationResult.AccessToken;
    },
    metrics: () => scrape(url),
  };
}

const LINE = /^(\w+)(?:\{part="((?:[^"\\]|\\.)*)"\})? (\S+)$/;

/** The figures of /metrics the benchmark reads: the live path's parts and a few gauges. */
export async function scrape(url: string) {
  const text = await (await fetch(`${url}/metrics`)).text();
  const parts = new Map<string, PartCost>();
  const values = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const [, name, part, value] = match;
    if (part === undefined) values.set(name!, Number(value));
    else if (name === 'live_path_seconds_total' || name === 'live_path_calls_total') {
      const key = JSON.parse(`"${part}"`) as string;
      const cost = parts.get(key) ?? { part: key, ms: 0, calls: 0 };
      if (name === 'live_path_seconds_total') cost.ms = Number(value) * 1000;
      else cost.calls = Number(value);
      parts.set(key, cost);
    }
  }
  return {
    costs: [...parts.values()],
    subscriptions: values.get('graphql_subscriptions') ?? 0,
    /** The longest event-loop delay since the last scrape (prom-client resets it), ms. */
    stallMs: (values.get('nodejs_eventloop_lag_max_seconds') ?? Number.NaN) * 1000,
  };
}
