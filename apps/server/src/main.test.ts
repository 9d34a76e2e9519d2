import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Runs the real entry point as `npm start` does, with its own data directory. */
function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shuttle-ops-main-')),
      SIMULATOR: 'off',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      MQTT_PORT: '0',
      DATABASE_URL: '',
      MQTT_URL: '',
      REDIS_URL: '',
      ...env,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, out: () => stdout, err: () => stderr };
}

/** An address of this machine other than 127.0.0.1: a network interface's, else 127.0.0.2 (Linux). */
function otherAddress(): string {
  const external = Object.values(networkInterfaces())
    .flat()
    .find((a) => a !== undefined && a.family === 'IPv4' && !a.internal);
  return external?.address ?? '127.0.0.2';
}

const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
    (r) => r.ok,
    () => false,
  );

async function waitHealthy(port: number): Promise<boolean> {
  // PGlite's first start takes a minute on two busy cores.
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (await answers(`http://127.0.0.1:${port}/healthz`)) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

describe('the server process', () => {
  it('answers /healthz, says where to sign in, and shuts down cleanly on SIGTERM', async () => {
    const port = await freePort();
    const server = start({ PORT: String(port) });
    const deadline = Date.now() + 60_000;
    let healthy = false;
    while (!healthy && Date.now() < deadline) {
      healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (!healthy) await new Promise((r) => setTimeout(r, 250));
    }
    expect(healthy).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    expect(server.out()).toContain(`open http://localhost:${port}`);
    expect(server.out()).toMatch(/Sign in as one of: admin, content-manager/);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 90_000);

  it('with the demo users listens on 127.0.0.1 only and says so; HOST=0.0.0.0 opens every interface', async () => {
    const port = await freePort();
    // HOST unset (an empty value counts as unset), demo users seeded.
    const local = start({ PORT: String(port), HOST: '', SEED_DEMO: 'on' });
    try {
      expect(await waitHealthy(port)).toBe(true);
      expect(await answers(`http://${otherAddress()}:${port}/healthz`)).toBe(false);
      await new Promise((r) => setTimeout(r, 200));
      expect(local.out()).toContain('Listening on 127.0.0.1 only, because the demo users');
      expect(local.out()).toContain('HOST=0.0.0.0 listens on every interface');
    } finally {
      local.child.kill('SIGTERM');
      await local.exited;
    }

    const wide = start({ PORT: String(port), HOST: '0.0.0.0', SEED_DEMO: 'on' });
    try {
      expect(await waitHealthy(port)).toBe(true);
      expect(await answers(`http://${otherAddress()}:${port}/healthz`)).toBe(true);
      await new Promise((r) => setTimeout(r, 200));
      expect(wide.out()).toContain(
        'Listening on every interface (HOST=0.0.0.0) with the demo users',
      );
    } finally {
      wide.child.kill('SIGTERM');
      await wide.exited;
    }
  }, 360_000);

  it('prints the essentials with --help and starts nothing', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', '--help'], {
      cwd: serverDir,
      env: { ...process.env, PORT: String(port), HOST: '', SEED_DEMO: 'on', MQTT_URL: '' },
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(0);
    expect(out).toContain(`opens on http://localhost:${port}`);
    expect(out).toContain('Listening on 127.0.0.1 only');
    expect(out).toMatch(/Sign in as one of: admin, content-manager/);
    expect(out).toContain('one line per request with LOG_LEVEL=debug');
    expect(out).toContain('docs/configuration.md');
    expect(await answers(`http://127.0.0.1:${port}/healthz`)).toBe(false);
  }, 60_000);

  it('names the variable in one line when the port is taken', async () => {
    const blocker = createServer().listen(0, '127.0.0.1');
    await new Promise((r) => blocker.once('listening', r));
    const { port } = blocker.address() as AddressInfo;
    try {
      const server = start({ PORT: String(port) });
      expect(await server.exited).toBe(1);
      expect(server.err().trim()).toBe(`Port ${port} is already in use: set PORT to a free port.`);
    } finally {
      blocker.close();
    }
  }, 90_000);

  it('names MQTT_PORT in one line when the broker port is taken', async () => {
    const blocker = createServer().listen(0, '127.0.0.1');
    await new Promise((r) => blocker.once('listening', r));
    const { port } = blocker.address() as AddressInfo;
    try {
      const server = start({ PORT: String(await freePort()), MQTT_PORT: String(port) });
      expect(await server.exited).toBe(1);
      expect(server.err().trim()).toBe(
        `Port ${port} is already in use: set MQTT_PORT to a free port.`,
      );
    } finally {
      blocker.close();
    }
  }, 90_000);

  it('refuses a bad setting before touching anything', async () => {
    const server = start({ PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.err().trim()).toBe(
      'Invalid configuration: PORT must be a port number between 0 and 65535 (got "eighty")',
    );
  }, 30_000);
});
