// `npm test`: every test. Unit and integration tests on PGlite, then the browser tests against the
// built console in Chromium beside the server's database tests (`*.db.test.ts`) again on PostgreSQL.
// In CI (CI=true) PostgreSQL and Chromium are required; elsewhere a missing one is reported.
// At the end it lists the 15 slowest test files of all the passes (docs/testing.md).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const out = mkdtempSync(path.join(tmpdir(), 'shuttle-ops-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Every failed test, with the pass, the file and the first lines of its error: shown last. */
const failedTests = [];
/** Every test file run, with the pass it ran in and its duration: the slowest are shown last. */
const fileTimes = [];

/** Each step's wall time and the CPU time its processes used, printed at the end. */
const stepTimes = [];

/** CPU seconds used by this process's finished children (Linux; null elsewhere). */
function childrenCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // cutime and cstime (fields 16 and 17 of proc(5)), in clock ticks of 1/100 s.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

function run(title, command, args, env = {}) {
  process.stdout.write(`\n=== ${title} ===\n`);
  const started = performance.now();
  const cpuBefore = childrenCpuSeconds();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const cpuAfter = childrenCpuSeconds();
  stepTimes.push({
    title,
    ms: performance.now() - started,
    cpu: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
  });
  if (result.status !== 0) failures.push(title);
  return result.status === 0;
}

/**
 * Starts a step in the background, its output in a file, while the steps after it run (the
 * browser tests beside the server's database tests: both mostly wait, on Chromium's pages and
 * timers, on PostgreSQL, Redis, brokers and server processes, and each alone leaves a core
 * idle). The function it returns waits for it and shows its output; its CPU time is counted
 * when it is waited for, so it is shown for the step that waits.
 */
function runBeside(title, command, args, env = {}) {
  const log = path.join(out, `${title.replaceAll(' ', '-')}.log`);
  process.stdout.write(`\n=== ${title}: started, its output follows when it ends ===\n`);
  const started = performance.now();
  const child = spawn(command, args, {
    stdio: ['ignore', openSync(log, 'w'), openSync(log, 'a')],
    env: { ...process.env, ...env },
  });
  const exit = new Promise((resolve) => {
    child.once('error', () => resolve(1));
    child.once('exit', (code) => resolve(code));
  });
  return async () => {
    const code = await exit;
    process.stdout.write(`\n=== ${title} (ran beside the steps above) ===\n`);
    process.stdout.write(readFileSync(log, 'utf8'));
    stepTimes.push({
      title: `${title} (beside the others)`,
      ms: performance.now() - started,
      cpu: null,
    });
    if (code !== 0) failures.push(title);
    return code === 0;
  };
}

function countVitest(pass, file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  for (const result of report.testResults) {
    for (const test of result.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      failedTests.push({
        pass,
        file: path.relative(process.cwd(), result.name),
        title: test.fullName ?? test.title,
        message: (test.failureMessages ?? []).join('\n'),
      });
    }
    if (result.status === 'failed' && (result.assertionResults ?? []).length === 0) {
      failedTests.push({
        pass,
        file: path.relative(process.cwd(), result.name),
        title: '(the file did not load)',
        message: result.message ?? '',
      });
    }
    fileTimes.push({
      pass,
      file: path.relative(process.cwd(), result.name),
      ms: result.endTime - result.startTime,
    });
  }
}

/** A Playwright JSON report's time per spec file: the sum of its tests' attempts. */
function countPlaywright(pass, file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { stats } = report;
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  const perFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) {
          perFile.set(spec.file, (perFile.get(spec.file) ?? 0) + result.duration);
        }
        if (test.status === 'unexpected') {
          const last = test.results.at(-1);
          failedTests.push({
            pass,
            file: path.join('e2e/tests', spec.file),
            title: spec.title,
            message: last?.error?.message ?? last?.errors?.[0]?.message ?? '',
          });
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  for (const [spec, ms] of perFile)
    fileTimes.push({ pass, file: path.join('e2e/tests', spec), ms });
}

function printSlowest(count) {
  const slowest = [...fileTimes].sort((a, b) => b.ms - a.ms).slice(0, count);
  if (slowest.length === 0) return;
  process.stdout.write(`\nThe ${slowest.length} slowest test files:\n`);
  const width = Math.max(...slowest.map((t) => t.pass.length));
  for (const { pass, file, ms } of slowest) {
    process.stdout.write(
      `${(ms / 1000).toFixed(1).padStart(7)} s  ${pass.padEnd(width)}  ${file}\n`,
    );
  }
}

/** The failed tests by name, each with the first lines of its error (ANSI colours removed). */
function printFailedTests() {
  if (failedTests.length === 0) return;
  process.stdout.write(`\nFailed tests (${failedTests.length}):\n`);
  for (const { pass, file, title, message } of failedTests.slice(0, 20)) {
    process.stdout.write(`  [${pass}] ${file} › ${title}\n`);
    const lines = stripVTControlCharacters(message)
      .split('\n')
      .filter((line) => line.trim() !== '')
      .slice(0, 8);
    for (const line of lines) process.stdout.write(`      ${line.slice(0, 300)}\n`);
  }
}

function vitest(title, pass, file, args, env) {
  run(
    title,
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
      ...args,
    ],
    env,
  );
  countVitest(pass, file);
}

function reachable(url, defaultPort = 5432) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || defaultPort) });
    socket.setTimeout(1500);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

function missing(what, hint) {
  const message = `${what} is not available: ${hint}`;
  if (ci) {
    process.stdout.write(`\n${message}\nCI requires it.\n`);
    failures.push(what);
  } else {
    process.stdout.write(`\n*** NOT RUN: ${message} ***\n`);
  }
}

// 1. Everything on PGlite (the server's tests ignore any DATABASE_URL of the shell here).
vitest(
  'unit and integration tests (PGlite)',
  'PGlite',
  path.join(out, 'pglite.json'),
  ['--project', '!scale-out'],
  {
    DATABASE_URL: '',
  },
);

// 1b. The ETA accuracy floor: the benchmark's fast mode prints its figures and fails when the
// engine scores below the naive baseline in any bucket (a correctness floor, not a timing).
run('ETA accuracy floor (npm run bench:eta:fast -w bench)', 'npx', [
  'tsx',
  'bench/eta-accuracy.ts',
  '--fast',
]);

// 2. Browser tests, against the built server and console (the server runs as `npm start` runs
// it: compiled), in the background beside steps 3 and 3b.
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const e2eReport = path.join(out, 'e2e.json');
let browserTests = null;
if (!existsSync(chromium)) {
  missing(
    'Chromium',
    `no browser at ${chromium}; install it (apt-get install -y chromium) or set CHROME_PATH`,
  );
} else if (run('build the server and the console', 'npm', ['run', 'build'])) {
  browserTests = runBeside(
    'browser tests (Chromium)',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_FILE: e2eReport },
  );
}

// 3. The server's database tests (`*.db.test.ts`: those that open a database, a server process or
// Redis; src/test/database-tests.test.ts checks the names) on PostgreSQL, with Redis (event bus) and an external MQTT
// broker when they answer: the scale-out set-up.
const pgUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const mqttUrl = process.env.MQTT_URL || 'mqtt://127.0.0.1:1883';
if (await reachable(pgUrl)) {
  const scaleOut = {};
  for (const [name, url, port] of [
    ['REDIS_URL', redisUrl, 6379],
    ['MQTT_URL', mqttUrl, 1883],
  ]) {
    if (await reachable(url, port)) scaleOut[name] = url;
    else process.stdout.write(`\n(nothing answers at ${name}=${url}: its tests do not run)\n`);
  }
  vitest(
    'server integration tests (PostgreSQL)',
    'PostgreSQL',
    path.join(out, 'postgres.json'),
    ['--project', 'server', '.db.test.ts'],
    {
      DATABASE_URL: pgUrl,
      ...scaleOut,
    },
  );
} else {
  missing('PostgreSQL', `nothing answers at ${new URL(pgUrl).host}; set DATABASE_URL`);
}

// 3b. Scale-out: several server processes on PostgreSQL and Redis with a Mosquitto of their own
// (dynamic security), one killed mid-stream (src/scale-out/).
const mosquitto = ['/usr/sbin/mosquitto', '/usr/bin/mosquitto_ctrl'].filter((f) => !existsSync(f));
if (!(await reachable(pgUrl))) {
  missing('PostgreSQL for the scale-out tests', 'set DATABASE_URL');
} else if (!(await reachable(redisUrl, 6379))) {
  missing('Redis for the scale-out tests', `nothing answers at ${redisUrl}; set REDIS_URL`);
} else if (mosquitto.length > 0) {
  missing(
    'Mosquitto',
    `${mosquitto.join(', ')} not found; apt-get install -y mosquitto mosquitto-clients`,
  );
} else {
  vitest(
    'scale-out tests (two server copies, PostgreSQL, Redis, Mosquitto)',
    'scale-out',
    path.join(out, 'scale-out.json'),
    ['--project', 'scale-out'],
    { DATABASE_URL: pgUrl, REDIS_URL: redisUrl },
  );
}

if (browserTests !== null) {
  await browserTests();
  countPlaywright('browser', e2eReport);
}

printSlowest(15);
printFailedTests();
process.stdout.write('\nWall time (and CPU time) per step:\n');
for (const { title, ms, cpu } of stepTimes) {
  const used = cpu === null ? '' : ` (CPU ${cpu.toFixed(0)} s)`;
  process.stdout.write(`${(ms / 1000).toFixed(1).padStart(7)} s  ${title}${used}\n`);
}
process.stdout.write(`\n${failures.length ? `Failed: ${failures.join('; ')}\n` : ''}`);
process.stdout.write(
  `${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`,
);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
