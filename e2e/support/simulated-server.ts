import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface SimulatedServer {
  baseURL: string;
  stop: () => Promise<void>;
}

const exited = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${log()}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer /healthz within 240 s:\n${log()}`);
}

/**
 * A second server for tests that need moving shuttles: the real server with its simulator on
 * (SIMULATOR=on), its own embedded database and broker on free ports, serving the built console.
 * The suite's shared server runs SIMULATOR=off so the other tests see a quiet fleet.
 */
export async function startSimulatedServer(
  /** Settings on top of these (e.g. `SIM_SERVICES: 'on'`, `SIM_TIME_SCALE: '10'`). */
  overrides: Record<string, string> = {},
): Promise<SimulatedServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'shuttle-ops-e2e-sim-'));
  const baseURL = `http://127.0.0.1:${port}`;
  // Compiled, as `npm start` runs it (`npm run build` first).
  const main = ['--conditions=shuttle-ops-compiled', 'apps/server/dist/main.js'];
  const child = spawn(process.execPath, main, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SIMULATOR: 'on',
      SEED_DEMO: 'on',
      // The tests start the services they need.
      SIM_SERVICES: 'off',
      SIM_SCENARIOS: 'off',
      MQTT_PORT: '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      MQTT_URL: '',
      ...overrides,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = `${output}${chunk.toString()}`.slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited(child);
      clearTimeout(killer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseURL, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}
