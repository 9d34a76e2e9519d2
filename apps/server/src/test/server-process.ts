import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * A real server process (`src/main.ts`, from the sources as the tests are; `npm start` runs the
 * same entry compiled), for tests across processes.
 */
export interface ServerProcess {
  readonly name: string;
  /** `http://127.0.0.1:<PORT>`. */
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves with the signal or exit code once it has ended. */
  readonly exited: Promise<NodeJS.Signals | number | null>;
  /** Resolves once `/readyz` answers 200; throws when it exits first or takes longer. */
  ready(withinMs: number): Promise<void>;
  /** SIGKILL: no shutdown hook runs, as when a machine or container dies. */
  kill(): Promise<void>;
  /** SIGTERM and the graceful shutdown; SIGKILL after 15 s. */
  stop(): Promise<void>;
}

/** Spawns the server with `env` on top of this process's environment (PORT must be given). */
export function spawnServerProcess(name: string, env: Record<string, string>): ServerProcess {
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
  const running = () => child.exitCode === null && child.signalCode === null;
  const end = async (signal: NodeJS.Signals, graceMs: number) => {
    if (!running()) return;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };
  return {
    name,
    url,
    child,
    output: () => output,
    exited,
    async ready(withinMs) {
      const until = Date.now() + withinMs;
      while (Date.now() < until) {
        if (!running()) throw new Error(`server ${name} exited before it was ready:\n${output}`);
        const ok = await fetch(`${url}/readyz`).then(
          (r) => r.status === 200,
          () => false,
        );
        if (ok) return;
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error(
        `server ${name} was not ready within ${withinMs} ms:\n${output.slice(-4000)}`,
      );
    },
    kill: () => end('SIGKILL', 0),
    stop: () => end('SIGTERM', 15_000),
  };
}

/** Spawns the server and waits until `/readyz` answers 200 (killing it when it does not). */
export async function startServerProcess(
  name: string,
  env: Record<string, string>,
  readyWithinMs = 90_000,
): Promise<ServerProcess> {
  const server = spawnServerProcess(name, env);
  try {
    await server.ready(readyWithinMs);
  } catch (err) {
    await server.kill();
    throw err;
  }
  return server;
}
