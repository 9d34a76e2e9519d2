import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { passengersTodayRepository } from './passengers-today.repository.ts';
import { passengersTodayRoutes } from './passengers-today.routes.ts';
import { passengersTodayService } from './passengers-today.service.ts';

/** The day's passenger count per customer, summed from the recorded boardings. */
export const passengersTodayModule = fp(
  async (app: FastifyInstance) => {
    await app.register(passengersTodayRoutes, {
      actor: app.actor,
      passengers: passengersTodayService({ repo: passengersTodayRepository(app.database.db) }),
    });
  },
  { name: 'passengers-today', dependencies: ['database', 'auth', 'actor', 'services'] },
);
