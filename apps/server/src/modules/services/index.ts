import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startDemoServices } from './demo-services.ts';
import { followVehicleTelemetry } from './service-telemetry.ts';
import { servicesRepository } from './services.repository.ts';
import { servicesRoutes } from './services.routes.ts';
import { servicesService, type ServicesService } from './services.service.ts';

/**
 * Services: what other modules use (the ETA engine, the public API, GraphQL). Reads take a
 * TenantScope, or null for every customer (server-side public readers only); the ETA engine's
 * writes apply only while the service is active (an ended service is frozen).
 */
export {
  findActiveServiceByVehicle,
  findActiveServices,
  findOperator,
  findServiceById,
  stopsOfServices,
  updateServiceStopEtas,
  type ServiceRecord,
  type ServiceRow,
  type ServiceStopRow,
  type StopEtaUpdate,
} from './services.repository.ts';
export { toServiceStopWire, toServiceWire } from './services.presenter.ts';
export { publishService } from './publish-service.ts';
export type { ServiceEvent, ServiceEventType } from './service-bus-events.ts';
export type { ServicesService, ServiceStart, StartGuard } from './services.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The rules of services (REST and the GraphQL mutations). */
    services: ServicesService;
    /** Starts the demo services of the simulated shuttles (db/seed.ts); answers how many. */
    startDemoServices(vehicleIds: readonly string[]): Promise<number>;
  }
}

/** Services: lifecycle, stops and timetable, occupancy (the operator's and the vehicle's). */
export const servicesModule = fp(
  async (app: FastifyInstance) => {
    const { db } = app.database;
    const repo = servicesRepository(db);
    const services = servicesService({
      db,
      repo,
      vehicles: app.vehicleRecords,
      routes: app.routeRecords,
      bus: app.bus,
      audit: app.audit,
      siteName: app.env.SITE_NAME,
      hasReported: (customerId, vehicleId) =>
        (app.vehicleState.get(customerId, vehicleId)?.dt_canbus ?? null) !== null,
    });
    app.decorate('services', services);
    app.decorate('startDemoServices', (vehicleIds: readonly string[]) =>
      startDemoServices(
        {
          db,
          services,
          repo,
          platformOwner: app.env.PLATFORM_OWNER,
          logger: app.log.child({ module: 'demo-services' }),
        },
        vehicleIds,
      ),
    );
    await app.register(servicesRoutes, { actor: app.actor, services });
    const stopFollowing = await followVehicleTelemetry(
      app.bus,
      services,
      app.log.child({ module: 'services' }),
    );
    app.addHook('preClose', (done) => {
      stopFollowing();
      done();
    });
  },
  {
    name: 'services',
    dependencies: [
      'config',
      'database',
      'bus',
      'auth',
      'actor',
      'audit',
      'vehicles',
      'routes',
      'vehicle-state',
    ],
  },
);

/** Reads for other modules. */
export { serviceFacts, serviceOfVehicleAt, type ServiceFacts } from './service-reads.ts';

/** Boardings recorded by the services (passengers-today). */
export { boardingsSince, type BoardingTotals } from './boarding-totals.ts';

/** The services of a period with their boardings (mi-reports). */
export { servicesStartedBetween, type PeriodService } from './period-services.ts';
/** Every customer's running loops, as the service dashboard sees them (the headway rules). */
export { readLoopServiceContexts } from './service-contexts.ts';
/** Trip playback's service starts and ends of some vehicles over a range. */
export { serviceTimeline } from './service-timeline.ts';
