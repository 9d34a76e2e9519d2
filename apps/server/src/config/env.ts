import { isIP } from 'node:net';
import { enablePlainValidationMessages } from '@shuttle-ops/domain';
import { z } from 'zod';

const DEMO_PASSWORD_DEFAULT = 'Harwell-Demo-2026';
export const LOOPBACK = '127.0.0.1';
export const EVERY_INTERFACE = '0.0.0.0';

const onOff = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((v) => v === 'on' || v === 'true' || v === '1');

/** A proxy's address, a CIDR block, or one of proxy-addr's names for the private ranges. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * Whose `X-Forwarded-For` is believed: the reverse proxies' addresses or CIDRs, separated by
 * commas or spaces. Unset, no one's: the client is the peer of the connection.
 */
const trustProxy = z
  .string()
  .transform((value) => value.split(/[\s,]+/).filter(Boolean))
  .refine((entries) => entries.length > 0 && entries.every(isProxyAddress), {
    error: 'must be proxy addresses or CIDRs (e.g. 10.0.0.5,192.168.0.0/16 or loopback)',
  });

/** A map style's address: an http(s) URL, or a path of this server starting with `/`. */
const mapStyleUrl = z
  .string()
  .refine(
    (value) =>
      /^\/[^/]/.test(value) || (URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)),
    {
      error: 'must be an http(s) URL or a path of this server starting with /',
    },
  );

const PORT_MESSAGE = 'must be a port number between 0 and 65535';
const port = z.coerce
  .number({ error: PORT_MESSAGE })
  .int({ error: PORT_MESSAGE })
  .min(0, { error: PORT_MESSAGE })
  .max(65535, { error: PORT_MESSAGE });

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: port.default(8080),
    /**
     * Address to listen on (HTTP and the embedded broker). Unset: 127.0.0.1 while demo users with
     * their published password are seeded, every interface (0.0.0.0) otherwise.
     */
    HOST: z.string().min(1).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    /** Postgres schema to use; lets tests and several installs share one database. */
    DATABASE_SCHEMA: z
      .string()
      .regex(/^[a-z_][a-z0-9_]*$/, 'must be a lowercase SQL identifier')
      .default('public'),
    /**
     * Names this install on shared infrastructure: Redis channels, the MQTT share group, the
     * ingest's client ids and the broker accounts it manages. Two installs on one Redis or one
     * broker need different ids.
     */
    INSTALL_ID: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'must be 1-32 lowercase letters, digits or -')
      .default('shuttle-ops'),
    REDIS_URL: z.url().optional(),
    MQTT_URL: z.url({ protocol: /^(mqtts?|wss?|tcp|ssl)$/ }).optional(),
    /** 0 takes any free port (the one taken is logged and is `app.mqtt.port`). */
    MQTT_PORT: port.default(1883),
    /** With MQTT_URL: prefix of the ingest's client ids (INSTALL_ID unless given). */
    MQTT_CLIENT_ID: z
      .string()
      .regex(/^[\w.:-]{1,48}$/, 'must be 1-48 letters, digits or . _ : -')
      .optional(),
    /** With MQTT_URL: the shared-subscription group of every server process (`<INSTALL_ID>-ingest`). */
    MQTT_SHARE_GROUP: z
      .string()
      .regex(/^[\w.-]{1,64}$/, 'must be 1-64 letters, digits or . _ -')
      .optional(),
    /**
     * With MQTT_URL: seconds an ingest slot's lease lasts without renewal; a copy that is gone
     * that long has its sessions (and the messages waiting in them) taken over by another copy.
     */
    MQTT_INGEST_LEASE_SECONDS: z.coerce.number().int().min(2).max(300).default(15),
    /**
     * With MQTT_URL: `accept` runs against a broker whose vehicle accounts the server cannot
     * manage (no Mosquitto dynamic-security plugin); otherwise such a broker stops the start.
     */
    MQTT_UNAUTHENTICATED_BROKER: z.enum(['accept']).optional(),
    /** With MQTT_URL: the broker's MQTT-over-WebSocket address that `/mqtt` forwards to. */
    MQTT_WS_URL: z.url({ protocol: /^wss?$/ }).optional(),
    MQTT_INGEST_CONNECTIONS: z.coerce.number().int().min(1).max(64).default(4),
    /**
     * Milliseconds a vehicle message may wait for others to be stored with it in one batch
     * (0: stored as soon as the database is free); its PUBACK waits for the commit.
     */
    INGEST_BATCH_WINDOW_MS: z.coerce.number().int().min(0).max(1000).default(50),
    /** With MQTT_URL: seconds the broker keeps the ingest's session while it is away. */
    MQTT_SESSION_EXPIRY: z.coerce.number().int().min(0).max(604_800).default(3600),
    PUBLIC_API_KEY: z.string().min(8).default('shuttle-ops-public-demo-key'),
    PLATFORM_OWNER: z.string().min(1).default('DARWIN'),
    /** GTFS feeds (docs/configuration.md#open-data-feeds): the key is asked for only when on. */
    GTFS_REQUIRE_API_KEY: onOff.default(false),
    GTFS_SERVICE_HOURS: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d-([0-3]\d|4[0-7]):[0-5]\d$/, 'must be HH:MM-HH:MM')
      .default('07:00-19:00'),
    GTFS_HEADWAY_MINUTES: z.coerce.number().int().min(1).max(720).default(10),
    GTFS_AGENCY_URL: z.url({ protocol: /^https?$/ }).optional(),
    SITE_NAME: z.string().min(1).default('Harwell'),
    MISSION_SITE_ID: z.string().min(1).default('DAR-HWL'),
    SIMULATOR: onOff.default(true),
    SIM_VEHICLES: z.coerce.number().int().min(0).max(500).default(4),
    /** Simulated seconds per real second (faster shuttles for demos and tests). */
    SIM_TIME_SCALE: z.coerce.number().min(0.1).max(60).default(1),
    /** Same seed, same journeys, passengers and alerts. */
    SIM_SEED: z.coerce.number().int().min(0).default(1),
    /** With SEED_DEMO: the simulated shuttles run their route as an active service. */
    SIM_SERVICES: onOff.default(true),
    /**
     * With SEED_DEMO: the demo's shuttles raise lasting conditions on cue (a door fault, a low
     * battery, a silent spell), so Process Alerts has work from the first minute.
     */
    SIM_SCENARIOS: onOff.default(true),
    SEED_DEMO: onOff.default(true),
    DEMO_PASSWORD: z.string().min(12).default(DEMO_PASSWORD_DEFAULT),
    ADMIN_USERNAME: z.string().min(1).optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(12).optional(),
    ADMIN_CUSTOMER: z.string().min(1).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    /** Uploaded files in an S3-compatible bucket instead of DATA_DIR/files (path-style URLs). */
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name')
      .optional(),
    S3_REGION: z.string().min(1).default('eu-west-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    MAIL_FROM: z.string().default('Shuttle Ops <no-reply@shuttle-ops.local>'),
    TOKEN_ISSUER: z.string().min(1).default('urn:shuttle-ops:user-pool'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    WEB_DIST: z.string().optional(),
    /**
     * The maps' base map: a MapLibre style, as an http(s) URL or a path of this server (a style
     * in MAP_FILES_DIR: `/map-files/style.json`); unset keeps the site drawing bundled with the
     * console. MAP_STYLE_DARK is the dark theme's (MAP_STYLE's when unset).
     */
    MAP_STYLE: mapStyleUrl.optional(),
    MAP_STYLE_DARK: mapStyleUrl.optional(),
    /** A folder served read-only at /map-files/: a style, its PMTiles file, sprites and glyphs. */
    MAP_FILES_DIR: z.string().min(1).optional(),
    /** Rate limits (docs/api/errors-and-limits.md): requests per window; 0 turns one off. */
    RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
    RATE_LIMIT_SIGNIN: z.coerce.number().int().min(0).default(100),
    RATE_LIMIT_PASSWORD_RESET: z.coerce.number().int().min(0).default(30),
    RATE_LIMIT_READS: z.coerce.number().int().min(0).default(1200),
    RATE_LIMIT_PUBLIC: z.coerce.number().int().min(0).default(600),
    TRUST_PROXY: trustProxy.optional(),
    /** WebSocket limits (docs/configuration.md#limits). */
    WS_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
    WS_MAX_PER_USER: z.coerce.number().int().min(1).default(20),
    /** GraphQL subscriptions of one signed-in user across their sockets. */
    WS_MAX_SUBSCRIPTIONS_PER_USER: z.coerce.number().int().min(1).default(200),
    /** GraphQL subscriptions of public-key-only sockets from one client address. */
    WS_MAX_SUBSCRIPTIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(1000),
    /** Unset: three quarters of the process's open-file limit. */
    WS_MAX_TOTAL: z.coerce.number().int().min(1).optional(),
    /** Origins the console may also load from (an online map style's tiles), space-separated. */
    CSP_EXTRA_SOURCES: z
      .string()
      .regex(/^[\w.:/*-]+( [\w.:/*-]+)*$/, 'must be origins separated by spaces')
      .optional(),
    /** GraphQL introspection: on unless NODE_ENV=production (DESIGN.md); set it to decide. */
    GRAPHQL_INTROSPECTION: onOff.optional(),
    /**
     * A deviation from spec §2 and §6 an administrator may switch on: service managers see
     * Incidents in the side menu and may open /admin/incident (ADR 0002). Off by default.
     */
    SERVICE_MANAGER_INCIDENTS: onOff.default(false),
  })
  .superRefine((env, ctx) => {
    if (env.S3_ENDPOINT !== undefined) {
      for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (env[key] === undefined) {
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required with S3_ENDPOINT' });
        }
      }
    }
    if (env.NODE_ENV !== 'production') return;
    if (env.SEED_DEMO) {
      ctx.addIssue({
        code: 'custom',
        path: ['SEED_DEMO'],
        message: 'must be off in production (set SEED_DEMO=off and a first admin via ADMIN_*)',
      });
    }
    if (env.DEMO_PASSWORD === DEMO_PASSWORD_DEFAULT && env.ADMIN_PASSWORD === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'is required in production (the demo password is refused)',
      });
    }
    if (env.ADMIN_PASSWORD === DEMO_PASSWORD_DEFAULT) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'must not be the demo password in production',
      });
    }
    for (const key of ['ADMIN_USERNAME', 'ADMIN_EMAIL', 'ADMIN_CUSTOMER'] as const) {
      if (env.ADMIN_PASSWORD !== undefined && env[key] === undefined) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required with ADMIN_PASSWORD' });
      }
    }
  })
  .transform((env) => ({
    ...env,
    HOST: env.HOST ?? (env.SEED_DEMO ? LOOPBACK : EVERY_INTERFACE),
    /** HOST came from the environment (the banner says why when it did not). */
    HOST_FROM_ENV: env.HOST !== undefined,
    GRAPHQL_INTROSPECTION: env.GRAPHQL_INTROSPECTION ?? env.NODE_ENV !== 'production',
    MQTT_SHARE_GROUP: env.MQTT_SHARE_GROUP ?? `${env.INSTALL_ID}-ingest`,
    MQTT_CLIENT_ID: env.MQTT_CLIENT_ID ?? env.INSTALL_ID,
  }));

export type Env = z.infer<typeof envSchema>;

const SECRET_KEYS = new Set([
  'DATABASE_URL',
  'REDIS_URL',
  'MQTT_URL',
  'MQTT_WS_URL',
  'SMTP_URL',
  'S3_SECRET_ACCESS_KEY',
  'PUBLIC_API_KEY',
  'DEMO_PASSWORD',
  'ADMIN_PASSWORD',
]);

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; a bad value is one line naming the variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  enablePlainValidationMessages();
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = issue?.path.join('.') ?? 'environment';
  const shown = typeof source[name] === 'string' && !SECRET_KEYS.has(name);
  const value = shown ? ` (got "${source[name]}")` : '';
  throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}${value}`);
}
