// Body-flood benchmark (issue 25). Run pinned, the server on one core and the flood on the other:
//   BENCH_LOAD_CPUS=1 taskset -c 0 npx tsx bench/flood.bench.ts
// Four senders post large bodies of many keys (and long lists) with the public key to sign-in,
// to GraphQL, then to both, while a probe asks /healthz one request at a time (every 10 ms).
// Prints the probe's p50/p99/max at rest and during each flood, the server's event-loop delay,
// its CPU as a share of one core, and the statuses the flood got (all must be 4xx).
// It runs the phases twice: with the rate limits as configured (one address), then with them off.
//   BENCH_SECONDS (10 per phase)  BENCH_PROFILE=<dir> (a CPU profile of each flood)
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { fmt, openApp, percentile, profileWindow, serverUsage } from './bench-kit.ts';
import { spawnLoad } from './load-process.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const here = path.dirname(fileURLToPath(import.meta.url));
const FLOOD = path.join(here, '../apps/server/src/test/body-flood.ts');

interface FloodReport {
  latencies: number[];
  statuses: Record<string, number>;
  sent: number;
}

/** One run of the flood script (pinned like every load process): senders 0 is the probe. */
async function floodProcess(
  base: string,
  apiKey: string,
  senders: number,
  target: string,
): Promise<FloodReport> {
  const args = [base, apiKey, `${SECONDS * 1000}`, `${senders}`, target];
  const proc = spawnLoad(FLOOD, {}, args);
  let out = '';
  proc.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  await new Promise((resolve) => proc.once('exit', resolve));
  return JSON.parse(out) as FloodReport;
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

async function phase(base: string, apiKey: string, target: string | null) {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  const usage = serverUsage();
  const stopProfile = target ? await profileWindow(`flood-${target}`) : () => Promise.resolve();
  loop.enable();
  const [probe, flood] = await Promise.all([
    floodProcess(base, apiKey, 0, 'all'),
    target ? floodProcess(base, apiKey, 4, target) : null,
  ]);
  loop.disable();
  await stopProfile();
  const { cpuShare } = usage();
  const l = probe.latencies;
  const name = target ? `flood of ${target === 'all' ? 'sign-in and GraphQL' : target}` : 'at rest';
  console.log(
    `${name.padEnd(34)} /healthz p50 ${ms(percentile(l, 50))}, p99 ${ms(percentile(l, 99))}, ` +
      `max ${ms(l[l.length - 1] ?? Number.NaN)} (${fmt(l.length)} probes); event loop p99 ` +
      `${ms(loop.percentile(99) / 1e6)}, max ${ms(loop.max / 1e6)}; server CPU ` +
      `${Math.round(cpuShare * 100)}% of a core`,
  );
  if (flood) {
    const rate = flood.sent / SECONDS;
    console.log(
      `${''.padEnd(34)} ${fmt(flood.sent)} bodies (${fmt(rate)}/s): ${JSON.stringify(flood.statuses)}`,
    );
    const failed = Object.keys(flood.statuses).filter((key) => !/ 4\d\d$/.test(key));
    if (failed.length > 0) process.exitCode = 1;
  }
}

/**
 * One server and its four phases. From one address most of a flood is turned away by the rate
 * limits (429) before its body is read; with the limits off every body reaches the body limits and
 * the parser, as a flood from many addresses would.
 */
async function run(title: string, env: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'shuttle-ops-flood-'));
  const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
  const { app } = await openApp(database, { DATA_DIR: dir, ...env });
  try {
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const base = `http://127.0.0.1:${address.port}`;
    console.log(
      `body flood, ${title}: 4 senders, ${SECONDS} s a phase, load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    for (const target of [null, 'signin', 'graphql', 'all']) {
      await phase(base, app.env.PUBLIC_API_KEY, target);
    }
  } finally {
    await app.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await run('rate limits as configured (one address)', {});
await run('rate limits off (as from many addresses)', {
  RATE_LIMIT_SIGNIN: '0',
  RATE_LIMIT_PUBLIC: '0',
  RATE_LIMIT_READS: '0',
});
