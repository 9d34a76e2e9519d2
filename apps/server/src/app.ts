import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import { enablePlainValidationMessages } from '@shuttle-ops/domain';
import type { Env } from './config/env.ts';
import type { Database } from './db/database.ts';
import { busPlugin } from './events/index.ts';
import { AccessLogController } from './plugins/access-log.ts';
import { actorPlugin } from './plugins/actor.ts';
import { authPlugin } from './plugins/auth.ts';
import { configPlugin } from './plugins/config.ts';
import { databasePlugin } from './plugins/database.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { jsonBodyPlugin } from './plugins/json-body.ts';
import { methodNotAllowedPlugin } from './plugins/method-not-allowed.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { rateLimitsPlugin } from './plugins/rate-limits.ts';
import { refusedBodiesPlugin } from './plugins/refused-bodies.ts';
import { rejectNulPlugin } from './plugins/reject-nul.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { webPlugin } from './plugins/web.ts';
import { mapFilesPlugin } from './plugins/map-files.ts';
import { openFileLimit, totalLimit, wsAdmissionPlugin } from './plugins/ws-admission.ts';
import { alarmReportsModule } from './modules/alarm-reports/index.ts';
import { alarmRulesModule, type AlarmRulesOptions } from './modules/alarm-rules/index.ts';
import { alarmsModule } from './modules/alarms/index.ts';
import { announcementsModule } from './modules/announcements/index.ts';
import { auditModule, recordAccessDenial } from './modules/audit/index.ts';
import { brokerAccountsModule } from './modules/broker-accounts/index.ts';
import { busStopsModule } from './modules/bus-stops/index.ts';
import { checklistsModule } from './modules/checklists/index.ts';
import { consoleConfigModule } from './modules/console-config/index.ts';
import { customersModule } from './modules/customers/index.ts';
import { etaModule } from './modules/eta/index.ts';
import { filesModule } from './modules/files/index.ts';
import { fleetModule } from './modules/fleet/index.ts';
import { gtfsModule } from './modules/gtfs/index.ts';
import { graphqlModule } from './modules/graphql/index.ts';
import { healthModule } from './modules/health/index.ts';
import { identityModule } from './modules/identity/index.ts';
import { incidentsModule } from './modules/incidents/index.ts';
import { mailModule } from './modules/mail/index.ts';
import { miReportsModule } from './modules/mi-reports/index.ts';
import { missionsModule } from './modules/missions/index.ts';
import { notificationsModule, type DeliveryOptions } from './modules/notifications/index.ts';
import { publicApiModule } from './modules/public-api/index.ts';
import { referenceModule } from './modules/reference/index.ts';
import { remoteControlModule } from './modules/remote-control/index.ts';
import { routesModule } from './modules/routes/index.ts';
import { servicesModule } from './modules/services/index.ts';
import { passengersTodayModule } from './modules/passengers-today/index.ts';
import { playbackModule } from './modules/playback/index.ts';
import { telemetryModule } from './modules/telemetry/index.ts';
import { telemetryReportsModule } from './modules/telemetry-reports/index.ts';
import { telemetryTemplatesModule } from './modules/telemetry-templates/index.ts';
import { usersModule } from './modules/users/index.ts';
import { vehicleStateModule } from './modules/vehicle-state/index.ts';
import { vehiclesModule } from './modules/vehicles/index.ts';
import {
  vehicleRequestsModule,
  type RequestTimeoutsByKind,
} from './modules/vehicle-requests/index.ts';

export interface BuildOptions {
  /** An already-open database (tests share one per file); otherwise one is opened from env. */
  database?: Database;
  logger?: boolean;
  /** Where the log goes instead of stdout, at `LOG_LEVEL` (tests read the lines an operator sees). */
  logStream?: NodeJS.WritableStream;
  /** The alarm rules' sink and pace (tests: a sink that records, a faster tick). */
  alarmRules?: Partial<AlarmRulesOptions>;
  /** The notification deliveries' waits and timeout (tests: retries milliseconds apart). */
  notifications?: Partial<DeliveryOptions>;
  /** How long vehicle requests wait (tests of a silent vehicle: shorter than the defaults). */
  requestTimeouts?: Partial<RequestTimeoutsByKind>;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const REQUEST_ID = /^[\w.:-]{1,64}$/;

/** Builds the whole application without listening; main.ts listens, tests `inject`. */
export async function buildApp(env: Env, options: BuildOptions = {}): Promise<FastifyInstance> {
  enablePlainValidationMessages();
  const app = Fastify({
    logger:
      options.logger === false && !options.logStream
        ? false
        : {
            level: env.LOG_LEVEL,
            redact: [
              'req.headers.authorization',
              'req.headers["x-token"]',
              'req.headers["x-api-key"]',
            ],
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // One access-log line per request, at debug (plugins/access-log.ts).
    logController: new AccessLogController(),
    bodyLimit: 1024 * 1024,
    // The client's address is the connection's peer unless it is a configured proxy: anyone can
    // write X-Forwarded-For, and rate limits and the audit log go by that address.
    trustProxy: env.TRUST_PROXY ?? false,
    // The database plugin opens, migrates and seeds PGlite: slow on a busy machine.
    pluginTimeout: 120_000,
    // Our error shape for what the router (bad %-encoding, a parameter over 100 characters) and
    // Node's HTTP parser (URL and headers over 16 KB) refuse before any route runs.
    frameworkErrors,
    clientErrorHandler,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  const webRoot = env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist');

  // Infrastructure: no plugin knows a module.
  await app.register(configPlugin, { env });
  await app.register(databasePlugin, { database: options.database });
  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(methodNotAllowedPlugin);
  await app.register(refusedBodiesPlugin);
  await app.register(securityHeadersPlugin, {
    webRoot,
    extraSources: [
      ...(env.CSP_EXTRA_SOURCES?.split(' ') ?? []),
      // An online base map's style; its tiles, glyphs and sprites may need CSP_EXTRA_SOURCES.
      ...[env.MAP_STYLE, env.MAP_STYLE_DARK].flatMap((url) =>
        url !== undefined && URL.canParse(url) ? [new URL(url).origin] : [],
      ),
    ],
  });
  await app.register(rejectNulPlugin);
  await app.register(metricsPlugin);
  await app.register(compressionPlugin);
  await app.register(openApiPlugin);
  // Tokens and the audit log come from the identity and audit modules, read per request.
  await app.register(authPlugin, {
    readAccessToken: (token) => app.tokens.readAccessToken(token),
    recordDenial: (denial) => recordAccessDenial(app.audit, denial),
  });
  await app.register(actorPlugin);
  await app.register(rateLimitsPlugin, {
    limits: {
      signin: env.RATE_LIMIT_SIGNIN,
      'password-reset': env.RATE_LIMIT_PASSWORD_RESET,
      reads: env.RATE_LIMIT_READS,
      public: env.RATE_LIMIT_PUBLIC,
    },
    windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
    redisUrl: env.REDIS_URL,
    namespace: `${env.INSTALL_ID}:${env.DATABASE_SCHEMA}`,
  });
  await app.register(multipart);
  // MQTT over WebSocket and GraphQL subscriptions: no message needs a megabyte.
  await app.register(websocket, {
    options: { maxPayload: 1024 * 1024 },
    // A client's fault (a message over maxPayload, a bad frame) is not ours: `ws` closes the
    // socket with its code (1009, 1002…) and the log gets one line without a stack.
    errorHandler: (error, socket, request) => {
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && code.startsWith('WS_ERR_')) {
        request.log.warn(
          { err: error.message, code, ip: request.ip, url: request.url },
          'WebSocket closed: the client broke the protocol',
        );
        return;
      }
      request.log.error({ err: error }, 'WebSocket handler failed');
      socket.terminate();
    },
  });
  const wsTotal = totalLimit(env.WS_MAX_TOTAL, openFileLimit());
  await app.register(wsAdmissionPlugin, {
    limits: {
      perAddress: env.WS_MAX_PER_ADDRESS,
      perUser: env.WS_MAX_PER_USER,
      total: wsTotal.total,
    },
    loweredFrom: wsTotal.lowered ? env.WS_MAX_TOTAL : undefined,
  });
  await app.register(busPlugin, {
    redisUrl: env.REDIS_URL,
    channelPrefix: `${env.INSTALL_ID}:fleet-events`,
  });

  // Modules: each builds its own parts and names the modules it needs.
  await app.register(mailModule);
  await app.register(auditModule);
  await app.register(alarmReportsModule);
  await app.register(identityModule);
  await app.register(filesModule);
  await app.register(vehicleStateModule);
  await app.register(usersModule);
  // Before the vehicles, whose changes it carries to the broker, and the fleet, which starts it.
  await app.register(brokerAccountsModule);
  await app.register(vehiclesModule);
  // Before the fleet, whose ingest reports each stored alert to it.
  await app.register(alarmsModule);
  await app.register(fleetModule);
  await app.register(vehicleRequestsModule, { timeouts: options.requestTimeouts });
  await app.register(healthModule);
  await app.register(consoleConfigModule);
  await app.register(referenceModule);
  await app.register(customersModule);
  await app.register(telemetryModule);
  await app.register(busStopsModule);
  await app.register(routesModule);
  await app.register(servicesModule);
  // After the services, whose starts it gates.
  await app.register(checklistsModule);
  await app.register(passengersTodayModule);
  await app.register(playbackModule);
  await app.register(alarmRulesModule, (parent) => ({
    sink: parent.alarms,
    ...options.alarmRules,
  }));
  await app.register(notificationsModule, options.notifications ?? {});
  await app.register(etaModule);
  await app.register(announcementsModule);
  await app.register(publicApiModule);
  await app.register(gtfsModule);
  await app.register(graphqlModule);
  await app.register(remoteControlModule);
  await app.register(missionsModule);
  await app.register(incidentsModule);
  await app.register(miReportsModule);
  await app.register(telemetryReportsModule);
  await app.register(telemetryTemplatesModule);

  if (env.MAP_FILES_DIR !== undefined)
    await app.register(mapFilesPlugin, { root: env.MAP_FILES_DIR });
  // The public page's HTML comes with the announcements shown now (the public API's answer).
  await app.register(webPlugin, {
    root: webRoot,
    publicAnnouncements: (customer) => app.publicAnnouncementsNow(customer),
  });
  return app;
}
