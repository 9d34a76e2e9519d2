import type { Env } from './config/env.ts';
import { DEMO_USERS } from './db/seed.ts';

/** What a started server knows that its settings alone do not say. */
export interface StartFacts {
  /** The HTTP port taken (PORT=0 takes any). */
  port: number;
  /** The embedded broker's port; null with MQTT_URL. */
  mqttPort: number | null;
  /** Null with SIMULATOR=off. */
  simulator: {
    /** Shuttles this copy drives; 0 while another copy holds the lease. */
    driving: number;
    lease: string;
    /** Of them, how many run a demo service. */
    demoServices: number;
  } | null;
}

const EVERY_INTERFACE = new Set(['0.0.0.0', '::']);
const THIS_MACHINE = new Set(['127.0.0.1', '::1', 'localhost']);

/** The host a browser on this machine (or, for a given address, anywhere) uses. */
export function browseHost(host: string): string {
  if (EVERY_INTERFACE.has(host) || THIS_MACHINE.has(host)) return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/** Where the server listens, and why when the demo narrowed or widened it. */
export function listenLine(env: Env): string {
  const everywhere = EVERY_INTERFACE.has(env.HOST);
  if (env.SEED_DEMO && !env.HOST_FROM_ENV) {
    return `  Listening on ${env.HOST} only, because the demo users and their published password are seeded; HOST=0.0.0.0 listens on every interface`;
  }
  if (env.SEED_DEMO && everywhere) {
    return `  Listening on every interface (HOST=${env.HOST}) with the demo users: anyone who reaches this machine can sign in with the demo password`;
  }
  return everywhere
    ? `  Listening on every interface (HOST=${env.HOST})`
    : `  Listening on ${env.HOST} (HOST)`;
}

/**
 * Where vehicles connect: the embedded broker (TCP and `/mqtt`), or the broker at MQTT_URL.
 * `mqttPort` is the embedded broker's port, null while it is not known (MQTT_PORT=0).
 */
export function vehicleLines(env: Env, port: number | string, mqttPort: number | null): string[] {
  const host = browseHost(env.HOST);
  if (!env.MQTT_URL) {
    const tcp = mqttPort === null ? '<a free port>' : String(mqttPort);
    return [`  Vehicles: mqtt://${host}:${tcp} or ws://${host}:${port}/mqtt`];
  }
  const broker = new URL(env.MQTT_URL).host;
  return [
    `  Vehicles: the MQTT broker at MQTT_URL (${broker})`,
    env.MQTT_WS_URL
      ? `  MQTT over WebSocket: ws://${host}:${port}/mqtt forwards to MQTT_WS_URL (${new URL(env.MQTT_WS_URL).host})`
      : `  MQTT over WebSocket at /mqtt is off: set MQTT_WS_URL to forward it to the broker`,
  ];
}

function signInLines(env: Env): string[] {
  if (!env.SEED_DEMO) return [];
  return [
    `  Sign in as one of: ${DEMO_USERS.map((u) => u.username).join(', ')}`,
    `  with the demo password ${env.DEMO_PASSWORD}`,
  ];
}

function simulatorLines(facts: StartFacts): string[] {
  const sim = facts.simulator;
  if (sim === null) return [];
  const lines =
    sim.driving > 0
      ? [`  ${sim.driving} simulated shuttles are driving (SIMULATOR=off stops them)`]
      : [
          `  The simulated shuttles are driven by another copy of this install (lease "${sim.lease}"); this one takes over if that copy stops`,
        ];
  if (sim.demoServices > 0) {
    lines.push(
      `  ${sim.demoServices} of them run a service: see /operator and /shuttle (SIM_SERVICES=off)`,
    );
    const waiting = sim.driving - sim.demoServices;
    if (waiting > 0) {
      lines.push(
        `  ${waiting} more wait${waiting === 1 ? 's' : ''} for an operator to start it on /operator (the departure gate asks for today's checklist first)`,
      );
    }
  }
  return lines;
}

const footer = [
  '  Logs: JSON lines; one per request with LOG_LEVEL=debug. This summary again: npm start -- --help',
];

/** The lines printed once the server listens. */
export function bannerLines(env: Env, facts: StartFacts): string[] {
  const url = `http://${browseHost(env.HOST)}:${facts.port}`;
  return [
    '',
    `  Shuttle Ops is running: open ${url}`,
    `  API docs: ${url}/docs   health: ${url}/healthz`,
    listenLine(env),
    ...vehicleLines(env, facts.port, facts.mqttPort),
    ...simulatorLines(facts),
    ...signInLines(env),
    ...footer,
    '',
  ];
}

/** `--help`: the banner's essentials from the settings alone; nothing starts. */
export function helpLines(env: Env): string[] {
  const port = env.PORT === 0 ? '<a free port>' : env.PORT;
  const url = `http://${browseHost(env.HOST)}:${port}`;
  return [
    'Shuttle Ops: the operations console for autonomous shuttle and bus services.',
    '',
    '  npm start                 builds the server and the web console, and starts the server',
    '  npm start -- --no-build   starts the last build',
    '  npm start -- --help       prints this and starts nothing',
    '',
    'With the current settings the server',
    `  opens on ${url} (API docs /docs, health /healthz)`,
    listenLine(env),
    ...vehicleLines(env, port, env.MQTT_PORT === 0 ? null : env.MQTT_PORT),
    ...(env.SIMULATOR
      ? [`  drives ${env.SIM_VEHICLES} simulated shuttles (SIMULATOR=off stops them)`]
      : []),
    ...signInLines(env),
    '',
    'Logs are JSON lines on stdout at LOG_LEVEL (now ' +
      `${env.LOG_LEVEL}): start, stop, warnings and errors; one line per request with LOG_LEVEL=debug.`,
    'Every setting is an environment variable: see docs/configuration.md.',
    '',
  ];
}
