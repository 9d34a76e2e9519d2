import type { FastifyInstance } from 'fastify';
import { vehicleLiveState, vehicleLiveStateList } from '@shuttle-ops/domain';
import type { ActorResolver } from '../../lib/actor.ts';
import { notFound } from '../../lib/http-error.ts';
import { customerQuery, errorResponses, idParams } from '../../lib/route-schemas.ts';
import { withZod } from '../../lib/zod-routes.ts';
import type { VehicleStateStore } from './vehicle-state.ts';

export interface VehicleStateRoutesOptions {
  state: VehicleStateStore;
  actor: ActorResolver;
}

const base = '/dev/v1/vehicles';

/**
 * The latest state of the caller's vehicles, from memory (no database read): position,
 * speed, battery, occupancy, doors, modes, the latest alert and every measure's latest value.
 * Only vehicles that have reported appear.
 */
export function vehicleStateRoutes(
  parent: FastifyInstance,
  { state, actor }: VehicleStateRoutesOptions,
) {
  const app = withZod(parent);
  const tags = ['vehicles'];
  const read = app.requirePermission('readReference');

  app.get(
    `${base}/state`,
    {
      onRequest: read,
      schema: {
        tags,
        description: 'The latest state of every vehicle of the customer that has reported.',
        querystring: customerQuery,
        response: { 200: vehicleLiveStateList, ...errorResponses },
      },
    },
    async (request) => {
      const { scope } = await actor(request, request.query.Customer_ID);
      const items = state.list(scope.customerId);
      return { Items: items, Count: items.length };
    },
  );

  app.get(
    `${base}/:id/state`,
    {
      onRequest: read,
      schema: {
        tags,
        description: 'The latest state of one vehicle (404 before it has reported).',
        params: idParams,
        querystring: customerQuery,
        response: { 200: vehicleLiveState, ...errorResponses },
      },
    },
    async (request) => {
      const { scope } = await actor(request, request.query.Customer_ID);
      const found = state.get(scope.customerId, request.params.id);
      if (!found) throw notFound('No state for this vehicle');
      return found;
    },
  );
}
