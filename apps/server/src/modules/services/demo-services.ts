import { and, eq, sql } from 'drizzle-orm';
import { buildSession, DEMO_VEHICLES } from '@shuttle-ops/domain';
import type { Db } from '../../db/database.ts';
import { customers } from '../../db/schema/platform.ts';
import { routes } from '../routes/schema.ts';
import { users } from '../identity/schema.ts';
import type { Actor } from '../../lib/actor.ts';
import { HttpError } from '../../lib/http-error.ts';
import { DEMO_DRIVERS } from '../../db/seed.ts';
import { TenantScope } from '../../lib/tenant-scope.ts';
import type { ServicesRepository } from './services.repository.ts';
import type { ServicesService } from './services.service.ts';

/** The on-board driver who runs each customer's simulated shuttles (db/seed.ts DEMO_DRIVERS). */
const DEMO_OPERATORS: Readonly<Record<string, string>> = Object.fromEntries(
  DEMO_DRIVERS.map((driver) => [driver.customer, driver.username]),
);

export interface DemoServicesOptions {
  db: Db;
  services: ServicesService;
  repo: ServicesRepository;
  platformOwner: string;
  logger: {
    info(fields: object, message: string): void;
    warn(fields: object, message: string): void;
  };
}

/** The demo driver of a customer, as the actor who starts the service. */
async function operatorActor(db: Db, customerName: string, platformOwner: string) {
  const username = DEMO_OPERATORS[customerName];
  if (username === undefined) return null;
  const [row] = await db
    .select({ id: users.id, username: users.username, customerId: customers.id })
    .from(users)
    .innerJoin(customers, eq(customers.id, users.customerId))
    .where(and(eq(customers.name, customerName), sql`lower(${users.username}) = ${username}`));
  if (!row) return null;
  const session = buildSession(
    { sub: row.id, 'custom:cid': row.customerId, 'custom:cname': customerName },
    { sub: row.id, username: row.username, 'cognito:groups': ['operator'] },
    platformOwner,
  );
  const actor: Actor = {
    scope: TenantScope.of(session),
    session,
    requestId: 'demo-services',
    ip: '127.0.0.1',
  };
  return actor;
}

/**
 * `npm start`'s simulated shuttles run their route as an active service, so the operator screen,
 * the dashboard's ETAs and the public page have something to show at once. A vehicle that already
 * runs a service (after a restart) keeps it. Answers how many services were started.
 */
export async function startDemoServices(
  options: DemoServicesOptions,
  vehicleIds: readonly string[],
): Promise<number> {
  let started = 0;
  for (const demo of DEMO_VEHICLES.filter((v) => vehicleIds.includes(v.Vehicle_ID))) {
    if (await options.repo.findActiveByVehicle(demo.Vehicle_ID)) continue;
    const actor = await operatorActor(options.db, demo.customer, options.platformOwner);
    const [route] = actor
      ? await options.db
          .select({ id: routes.id })
          .from(routes)
          .where(and(eq(routes.customerId, actor.scope.customerId), eq(routes.name, demo.route)))
      : [];
    if (!actor || !route) {
      options.logger.warn({ vehicle_id: demo.Vehicle_ID }, 'no demo driver or route: no service');
      continue;
    }
    try {
      // The simulated shuttles start reporting as the server starts: no first report to wait for.
      await options.services.create(
        actor,
        { Vehicle_ID: demo.Vehicle_ID, Route_ID: route.id, serviceStatus: 'active' },
        { requireReport: false },
      );
    } catch (error) {
      // A start rule (today's checklist, a vehicle out of service) refused it: the shuttle waits.
      if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
      options.logger.warn(
        { vehicle_id: demo.Vehicle_ID, code: error.code },
        `no demo service: ${error.message}`,
      );
      continue;
    }
    started++;
  }
  if (started > 0) options.logger.info({ started }, 'demo services started');
  return started;
}
