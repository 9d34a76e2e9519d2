import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';

/**
 * Starts a load generator (vehicles, consoles) as a TypeScript child process. With
 * `BENCH_LOAD_CPUS` (e.g. `1`) it runs pinned to those CPUs by `taskset`, so that the server,
 * started pinned with `taskset -c 0`, has its core to itself.
 */
export function spawnLoad(
  script: string,
  env: NodeJS.ProcessEnv,
  scriptArgs: string[] = [],
): ChildProcessByStdio<Writable, Readable, null> {
  const node = [process.execPath, '--import', 'tsx', script, ...scriptArgs];
  const cpus = process.env.BENCH_LOAD_CPUS;
  const [command, ...args] = cpus ? ['taskset', '-c', cpus, ...node] : node;
  return spawn(command!, args, {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
}
