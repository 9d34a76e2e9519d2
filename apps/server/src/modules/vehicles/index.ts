import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
// `app.brokerAccounts`: each vehicle's account on an external broker follows its changes.
import type {} from '../broker-accounts/index.ts';
import { vehiclesRepository, type VehiclesRepository } from './vehicles.repository.ts';
import { vehiclesRoutes } from './vehicles.routes.ts';
import { vehiclesService } from './vehicles.service.ts';

export {
  anonymizedVehicle,
  vehiclesRepository,
  type VehicleRow,
  type VehiclesRepository,
} from './vehicles.repository.ts';
export { verifyMqttPassword } from './mqtt-credentials.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The vehicles of every customer, read by tenant scope (services, remote control). */
    vehicleRecords: VehiclesRepository;
  }
}

/** A tenant's vehicles, their icons and their MQTT credentials. */
export const vehiclesModule = fp(
  async (app: FastifyInstance) => {
    const repo = vehiclesRepository(app.database.db);
    app.decorate('vehicleRecords', repo);
    await app.register(vehiclesRoutes, {
      actor: app.actor,
      vehicles: vehiclesService({
        repo,
        files: app.files,
        audit: app.audit,
        accounts: app.brokerAccounts,
      }),
    });
  },
  {
    name: 'vehicles',
    dependencies: ['database', 'auth', 'actor', 'audit', 'files', 'broker-accounts'],
  },
);

/** Reads for other modules. */
export { vehicleName, vehiclesInService } from './vehicle-reads.ts';
