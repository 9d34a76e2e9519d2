import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import { enablePlainValidationMessages } from '@shuttle-ops/domain';
import type { Env } from './config/env.ts';
import { openDatabase, type Database } from './db/database.ts';
import { seedDemo, seedFirstAdmin } from './db/seed.ts';
import { authPlugin } from './plugins/auth.ts';
import { busPlugin } from './plugins/bus.ts';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { methodNotAllowedPlugin } from './plugins/method-not-allowed.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { mqttPlugin } from './plugins/mqtt.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { rateLimitsPlugin } from './plugins/rate-limits.ts';
import { refusedBodiesPlugin } from './plugins/refused-bodies.ts';
import { rejectNulPlugin } from './plugins/reject-nul.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { webPlugin } from './plugins/web.ts';
import { actorResolver } from './lib/actor.ts';
import { announcementsRepository } from './modules/announcements/announcements.repository.ts';
import { announcementsRoutes } from './modules/announcements/announcements.routes.ts';
import { announcementsService } from './modules/announcements/announcements.service.ts';
import { activeServicesOf } from './modules/public-api/active-services.ts';
import { publicApiRepository } from './modules/public-api/public-api.repository.ts';
import { publicApiRoutes } from './modules/public-api/public-api.routes.ts';
import { publicApiService } from './modules/public-api/public-api.service.ts';
import { auditRepository } from './modules/audit/audit.repository.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { busStopsRepository } from './modules/bus-stops/bus-stops.repository.ts';
import { busStopsRoutes } from './modules/bus-stops/bus-stops.routes.ts';
import { busStopsService } from './modules/bus-stops/bus-stops.service.ts';
import { customersRepository } from './modules/customers/customers.repository.ts';
import { customersRoutes } from './modules/customers/customers.routes.ts';
import { customersService } from './modules/customers/customers.service.ts';
import { fileStoreFromEnv } from './modules/files/file-store-from-env.ts';
import { filesRepository } from './modules/files/files.repository.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { filesService } from './modules/files/files.service.ts';
import { FILE_LINK_SECRET, linkSigner, loadSecret } from './modules/files/signed-links.ts';
import { graphqlRoutes } from './modules/graphql/graphql.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { identityRepository } from './modules/identity/identity.repository.ts';
import { identityRoutes } from './modules/identity/identity.routes.ts';
import { identityService } from './modules/identity/identity.service.ts';
import { loadSigningKeys } from './modules/identity/signing-keys.ts';
import { tokenFactory } from './modules/identity/tokens.ts';
import { etaModule } from './modules/eta/eta.module.ts';
import { createOutbox } from './modules/mail/outbox.ts';
import { missionsModule } from './modules/missions/missions.module.ts';
import { referenceRoutes } from './modules/reference/reference.routes.ts';
import { consoleConfigRoutes } from './modules/console-config/console-config.routes.ts';
import { referenceService } from './modules/reference/reference.service.ts';
import { commandsRepository } from './modules/remote-control/commands.repository.ts';
import { remoteControlRoutes } from './modules/remote-control/remote-control.routes.ts';
import { remoteControlService } from './modules/remote-control/remote-control.service.ts';
import { routesRepository } from './modules/routes/routes.repository.ts';
import { routesRoutes } from './modules/routes/routes.routes.ts';
import { routesService } from './modules/routes/routes.service.ts';
import { followVehicleTelemetry } from './modules/services/service-telemetry.ts';
import { servicesRepository } from './modules/services/services.repository.ts';
import { servicesRoutes } from './modules/services/services.routes.ts';
import { servicesService } from './modules/services/services.service.ts';
import { startDemoServices } from './modules/services/demo-services.ts';
import { createVehicleStateStore } from './modules/telemetry/vehicle-state.ts';
import { rebuildVehicleState } from './modules/telemetry/vehicle-state.repository.ts';
import { followStateOnBus } from './modules/telemetry/state-follower.ts';
import { vehicleStateRoutes } from './modules/telemetry/vehicle-state.routes.ts';
import { usersRepository } from './modules/users/users.repository.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { usersService } from './modules/users/users.service.ts';
import { vehiclesRepository } from './modules/vehicles/vehicles.repository.ts';
import { vehiclesRoutes } from './modules/vehicles/vehicles.routes.ts';
import { payloadSchemasRoutes } from './modules/fleet/payload-schemas.routes.ts';
import { vehiclesService } from './modules/vehicles/vehicles.service.ts';
import { vehicleRequestsPlugin } from './modules/vehicle-requests/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    env: Env;
  }
}

export interface BuildOptions {
  /** An already-open database (tests share one per file); otherwise one is opened from env. */
  database?: Database;
  logger?: boolean;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const REQUEST_ID = /^[\w.:-]{1,64}$/;

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts the demo services of the simulated shuttles (db/seed.ts); answers how many. */
    startDemoServices(vehicleIds: readonly string[]): Promise<number>;
  }
}

/** Builds the whole application without listening; server.ts listens, tests `inject`. */
export async function buildApp(env: Env, options: BuildOptions = {}): Promise<FastifyInstance> {
  enablePlainValidationMessages();
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: env.LOG_LEVEL,
            redact: [
              'req.headers.authorization',
              'req.headers["x-token"]',
              'req.headers["x-api-key"]',
            ],
          },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    // Our error shape for what the router (bad %-encoding, a parameter over 100 characters) and
    // Node's HTTP parser (URL and headers over 16 KB) refuse before any route runs.
    frameworkErrors,
    clientErrorHandler,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const database =
    options.database ??
    (await openDatabase({
      url: env.DATABASE_URL,
      dataDir: path.resolve(env.DATA_DIR, 'pglite'),
      schemaName: env.DATABASE_SCHEMA,
    }));
  app.decorate('database', database);
  app.decorate('env', env);
  if (!options.database) app.addHook('onClose', () => database.close());

  if (env.SEED_DEMO) await seedDemo(database.db, env.DEMO_PASSWORD);
  if (env.ADMIN_USERNAME && env.ADMIN_PASSWORD && env.ADMIN_EMAIL && env.ADMIN_CUSTOMER) {
    await seedFirstAdmin(database.db, {
      username: env.ADMIN_USERNAME,
      email: env.ADMIN_EMAIL,
      password: env.ADMIN_PASSWORD,
      customer: env.ADMIN_CUSTOMER,
    });
  }

  const keys = await loadSigningKeys(database.db, env.TOKEN_ISSUER);
  const tokens = tokenFactory(keys, env.PLATFORM_OWNER);
  const audit = auditRepository(database.db);
  // Entries from before the chain existed are chained once, before anything new is appended.
  await audit.chainUnchainedEntries();
  const identity = identityService({
    repo: identityRepository(database.db),
    tokens,
    audit,
    outbox: createOutbox(database.db, app.log, env.SMTP_URL, env.MAIL_FROM),
  });
  const files = filesService({
    repo: filesRepository(database.db),
    store: fileStoreFromEnv(env),
    signer: linkSigner(await loadSecret(database.db, FILE_LINK_SECRET)),
  });
  const actor = actorResolver(database.db);
  const stopsRepo = busStopsRepository(database.db);

  const webRoot = env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist');
  await app.register(errorsPlugin);
  await app.register(methodNotAllowedPlugin);
  await app.register(refusedBodiesPlugin);
  await app.register(securityHeadersPlugin, {
    webRoot,
    extraSources: env.CSP_EXTRA_SOURCES?.split(' ') ?? [],
  });
  await app.register(rejectNulPlugin);
  await app.register(metricsPlugin);
  await app.register(openApiPlugin);
  await app.register(authPlugin, { tokens, audit });
  await app.register(rateLimitsPlugin, {
    limits: {
      signin: env.RATE_LIMIT_SIGNIN,
      'password-reset': env.RATE_LIMIT_PASSWORD_RESET,
      reads: env.RATE_LIMIT_READS,
      public: env.RATE_LIMIT_PUBLIC,
    },
    windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
    redisUrl: env.REDIS_URL,
    namespace: `shuttle-ops:${env.DATABASE_SCHEMA}`,
  });
  await app.register(multipart);
  // MQTT over WebSocket (and later GraphQL subscriptions): no message needs a megabyte.
  await app.register(websocket, { options: { maxPayload: 1024 * 1024 } });

  await app.register(busPlugin, { redisUrl: env.REDIS_URL });
  const vehicleState = createVehicleStateStore();
  await rebuildVehicleState(database.db, vehicleState);
  // Several servers on one Redis bus: each keeps the state of what the others stored too.
  if (app.bus.kind === 'redis') {
    const stopFollowing = await followStateOnBus(app.bus, vehicleState);
    app.addHook('onClose', () => stopFollowing());
  }
  await app.register(mqttPlugin, { env, database, state: vehicleState });
  await app.register(vehicleRequestsPlugin);

  await app.register(healthRoutes, {
    checks: {
      database: () => database.ping(),
      broker: () => app.mqtt.check(),
      ...(env.REDIS_URL ? { bus: () => app.bus.check() } : {}),
    },
  });
  await app.register(identityRoutes, { identity, keys });
  await app.register(auditRoutes, { audit });
  await app.register(filesRoutes, { files });
  await app.register(consoleConfigRoutes, { env });
  await app.register(referenceRoutes, {
    reference: referenceService({ siteName: env.SITE_NAME, missionSiteId: env.MISSION_SITE_ID }),
  });
  await app.register(customersRoutes, {
    actor,
    customers: customersService({
      repo: customersRepository(database.db),
      files,
      audit,
      platformOwner: env.PLATFORM_OWNER,
    }),
  });
  await app.register(usersRoutes, {
    actor,
    users: usersService({ repo: usersRepository(database.db), files, audit }),
  });
  await app.register(vehiclesRoutes, {
    actor,
    vehicles: vehiclesService({ repo: vehiclesRepository(database.db), files, audit }),
  });
  await app.register(vehicleStateRoutes, { actor, state: vehicleState });
  await app.register(payloadSchemasRoutes);
  const services = servicesService({
    db: database.db,
    repo: servicesRepository(database.db),
    vehicles: vehiclesRepository(database.db),
    routes: routesRepository(database.db),
    bus: app.bus,
    audit,
    siteName: env.SITE_NAME,
  });
  app.decorate('startDemoServices', (vehicleIds: readonly string[]) =>
    startDemoServices(
      {
        db: database.db,
        services,
        repo: servicesRepository(database.db),
        platformOwner: env.PLATFORM_OWNER,
        logger: app.log.child({ module: 'demo-services' }),
      },
      vehicleIds,
    ),
  );
  await app.register(graphqlRoutes, { tokens, state: vehicleState, services });
  await app.register(busStopsRoutes, {
    actor,
    busStops: busStopsService({ repo: stopsRepo, audit }),
  });
  await app.register(routesRoutes, {
    actor,
    routes: routesService({
      repo: routesRepository(database.db),
      busStops: stopsRepo,
      files,
      audit,
    }),
  });

  await app.register(servicesRoutes, { actor, services });
  const stopFollowing = await followVehicleTelemetry(
    app.bus,
    services,
    app.log.child({ module: 'services' }),
  );
  app.addHook('preClose', (done) => {
    stopFollowing();
    done();
  });
  await app.register(etaModule);

  await app.register(announcementsRoutes, {
    actor,
    announcements: announcementsService({
      repo: announcementsRepository(database.db),
      audit,
      bus: app.bus,
    }),
  });
  await app.register(publicApiRoutes, {
    apiKey: env.PUBLIC_API_KEY,
    publicApi: publicApiService({
      repo: publicApiRepository(database.db),
      reference: referenceService({ siteName: env.SITE_NAME, missionSiteId: env.MISSION_SITE_ID }),
      state: vehicleState,
      services: activeServicesOf(database.db),
      platformOwner: env.PLATFORM_OWNER,
    }),
  });

  const vehiclesRepo = vehiclesRepository(database.db);
  await app.register(remoteControlRoutes, {
    actor,
    remote: remoteControlService({
      repo: commandsRepository(database.db),
      audit,
      state: vehicleState,
      bus: app.bus,
      findVehicle: (scope, id) => vehiclesRepo.findById(scope, id),
      requests: app.vehicleRequests,
      log: app.log.child({ module: 'remote-control' }),
    }),
  });

  await app.register(missionsModule, { actor, audit, state: vehicleState });

  await app.register(webPlugin, { root: webRoot });
  return app;
}
