import type { FastifyInstance } from 'fastify';
import { passengersToday } from '@shuttle-ops/domain';
import type { ActorResolver } from '../../lib/actor.ts';
import { customerQuery, errorResponses } from '../../lib/route-schemas.ts';
import { withZod } from '../../lib/zod-routes.ts';
import type { PassengersTodayService } from './passengers-today.service.ts';

export interface PassengersTodayRoutesOptions {
  passengers: PassengersTodayService;
  actor: ActorResolver;
}

/** The day's passenger figure of the /admin overview; readable like the services it sums. */
export function passengersTodayRoutes(parent: FastifyInstance, opts: PassengersTodayRoutesOptions) {
  const app = withZod(parent);
  const { passengers, actor } = opts;

  app.get(
    '/dev/v1/services/passengers-today',
    {
      onRequest: app.requirePermission('readReference'),
      schema: {
        tags: ['services'],
        description:
          'People who boarded the customer’s shuttles since midnight (Europe/London), wheelchair users included.',
        querystring: customerQuery,
        response: { 200: passengersToday, ...errorResponses },
      },
    },
    async (request) => passengers.today(await actor(request, request.query.Customer_ID)),
  );
}
