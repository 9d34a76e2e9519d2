import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { activeServicesOf } from './active-services.ts';
import { publicApiRepository } from './public-api.repository.ts';
import { publicApiRoutes } from './public-api.routes.ts';
import { publicApiService, type PublicApiService } from './public-api.service.ts';

/** The customer whose public feed a caller with the key alone gets (the platform owner). */
export type PublicFeedCustomer = () => Promise<{ id: string; name: string } | undefined>;

declare module 'fastify' {
  interface FastifyInstance {
    publicFeedCustomer: PublicFeedCustomer;
    /** The announcements shown now, as `GET /public/v1/announcements` answers them. */
    publicAnnouncementsNow: PublicApiService['announcements'];
  }
}

/** The read-only public API `/public/v1/…` behind `x-api-key`. */
export const publicApiModule = fp(
  async (app: FastifyInstance) => {
    const { env } = app;
    const repo = publicApiRepository(app.database.db);
    app.decorate('publicFeedCustomer', () => repo.customerByName(env.PLATFORM_OWNER));
    const publicApi = publicApiService({
      repo,
      reference: app.reference,
      state: app.vehicleState,
      services: activeServicesOf(app.database.db),
      platformOwner: env.PLATFORM_OWNER,
    });
    app.decorate('publicAnnouncementsNow', (customer?: string) =>
      publicApi.announcements(customer),
    );
    await app.register(publicApiRoutes, { apiKey: env.PUBLIC_API_KEY, publicApi });
  },
  { name: 'public-api', dependencies: ['config', 'database', 'reference', 'vehicle-state'] },
);
