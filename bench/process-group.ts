// A process measured from outside, as an operator sees it: its whole process group (for the
// server, `npm start`'s npm, shell and node), CPU from /proc/<pid>/stat (all threads, as a share
// of one core) and resident memory sampled every 100 ms (Linux).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());
const PAGE_BYTES = Number(execFileSync('getconf', ['PAGESIZE']).toString().trim());

interface ProcStat {
  pid: number;
  /** R, S, Z (ended, not yet reaped), … */
  state: string;
  group: number;
  /** user + system CPU, seconds */
  cpu: number;
  rssBytes: number;
  name: string;
}

function readStat(pid: number): ProcStat | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null; // gone meanwhile
  }
  // pid (comm) state ppid pgrp … utime(14) stime(15) … rss(24): fields after the last ')'.
  const close = text.lastIndexOf(')');
  const fields = text.slice(close + 2).split(' ');
  return {
    pid,
    name: text.slice(text.indexOf('(') + 1, close),
    state: fields[0]!,
    group: Number(fields[2]),
    cpu: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
    rssBytes: Number(fields[21]) * PAGE_BYTES,
  };
}

/** Every live process of a process group. */
export function groupStats(group: number): ProcStat[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => readStat(Number(entry)))
    .filter((stat): stat is ProcStat => stat !== null && stat.group === group);
}

export interface GroupUsage {
  /** CPU of the group over the window as a share of one core. */
  cpuShare: number;
  cpuSeconds: number;
  /** The highest sum of the group's RSS, MB. */
  rssMb: number;
  /** Each process's RSS at that moment (`name pid: MB`). */
  rssParts: string;
}

/** Starts measuring a process group; the returned function ends the window. */
export function measureGroup(group: number): () => GroupUsage {
  const cpuAt = () => groupStats(group).reduce((sum, s) => sum + s.cpu, 0);
  const cpuStart = cpuAt();
  const started = performance.now();
  let peak = { bytes: 0, parts: '' };
  const sample = () => {
    const stats = groupStats(group);
    const bytes = stats.reduce((sum, s) => sum + s.rssBytes, 0);
    if (bytes > peak.bytes) {
      peak = {
        bytes,
        parts: stats.map((s) => `${s.name} ${Math.round(s.rssBytes / 2 ** 20)} MB`).join(', '),
      };
    }
  };
  sample();
  const sampler = setInterval(sample, 100);
  return () => {
    clearInterval(sampler);
    sample();
    const cpuSeconds = cpuAt() - cpuStart;
    return {
      cpuSeconds,
      cpuShare: cpuSeconds / ((performance.now() - started) / 1000),
      rssMb: peak.bytes / 2 ** 20,
      rssParts: peak.parts,
    };
  };
}

/**
 * Spawns `command` as the leader of a process group of its own, pinned to CPU 0 by `taskset`
 * when the load is pinned (`BENCH_LOAD_CPUS`), stdout piped, stderr kept for errors.
 */
export function spawnPinned(command: string[], options: { cwd: string; env: NodeJS.ProcessEnv }) {
  const pinned = process.env.BENCH_LOAD_CPUS ? ['taskset', '-c', '0', ...command] : command;
  const child = spawn(pinned[0]!, pinned.slice(1), {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stderr.on('data', keep);
  return { child, output: () => output, stop: () => stopGroup(child) };
}

/**
 * SIGTERM to the whole group, and waits until none of it is left (npm ends before the server it
 * started); SIGKILL to what is left after 15 s.
 */
export async function stopGroup(child: ChildProcess): Promise<void> {
  const group = child.pid!;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-group, name);
    } catch {
      // the group is gone
    }
  };
  signal('SIGTERM');
  const until = Date.now() + 15_000;
  while (groupStats(group).some((s) => s.state !== 'Z')) {
    if (Date.now() > until) signal('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
