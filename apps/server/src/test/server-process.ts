import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A real server process (`src/main.ts`, as `npm start` runs it), for tests across processes. */
export interface ServerProcess {
  readonly name: string;
  /** `http://127.0.0.1:<PORT>`. */
  readonly url: string;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves with the signal or exit code once it has ended. */
  readonly exited: Promise<NodeJS.Signals | number | null>;
  /** SIGKILL: no shutdown hook runs, as when a machine or container dies. */
  kill(): Promise<void>;
  /** SIGTERM and the graceful shutdown; SIGKILL after 15 s. */
  stop(): Promise<void>;
}

/**
 * Spawns the server with `env` on top of this process's environment (PORT must be given) and
 * waits until `/readyz` answers 200.
 */
export async function startServerProcess(
  name: string,
  env: Record<string, string>,
  readyWithinMs = 90_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 4_000_000) output = output.slice(-2_000_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  const url = `http://127.0.0.1:${env.PORT}`;
  const end = async (signal: NodeJS.Signals, graceMs: number) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };
  const server: ServerProcess = {
    name,
    url,
    output: () => output,
    exited,
    kill: () => end('SIGKILL', 0),
    stop: () => end('SIGTERM', 15_000),
  };

  const until = Date.now() + readyWithinMs;
  let ended = false;
  void exited.then(() => (ended = true));
  while (Date.now() < until && !ended) {
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.status === 200) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await server.kill();
  throw new Error(`server ${name} did not become ready:\n${output.slice(-4000)}`);
}
