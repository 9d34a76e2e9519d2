import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { followStateOnBus } from './state-follower.ts';
import { rebuildVehicleState } from './vehicle-state.repository.ts';
import { vehicleStateRoutes } from './vehicle-state.routes.ts';
import { createVehicleStateStore, type VehicleStateStore } from './vehicle-state.ts';

export type { StateAlert, StateVehicle, VehicleStateStore } from './vehicle-state.ts';
export { createVehicleStateStore } from './vehicle-state.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The latest state of every vehicle, in memory (the ingest writes it). */
    vehicleState: VehicleStateStore;
  }
}

/**
 * The latest state of every vehicle: rebuilt from the database at start, kept by the ingest,
 * followed on a Redis bus (what other servers stored), and `GET /dev/v1/vehicles/state`.
 */
export const vehicleStateModule = fp(
  async (app: FastifyInstance) => {
    const state = createVehicleStateStore();
    await rebuildVehicleState(app.database.db, state);
    // Several servers on one Redis bus: each keeps the state of what the others stored too.
    if (app.bus.kind === 'redis') {
      const stopFollowing = await followStateOnBus(app.bus, state);
      app.addHook('onClose', () => stopFollowing());
    }
    app.decorate('vehicleState', state);
    await app.register(vehicleStateRoutes, { actor: app.actor, state });
  },
  { name: 'vehicle-state', dependencies: ['database', 'bus', 'auth', 'actor'] },
);
