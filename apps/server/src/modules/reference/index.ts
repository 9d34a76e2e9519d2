import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { referenceRoutes } from './reference.routes.ts';
import { referenceService, type ReferenceService } from './reference.service.ts';

export type { ReferenceService } from './reference.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The site, its static codes and the schema (`GET site`, `staticcodes`, `schema`). */
    reference: ReferenceService;
  }
}

/** Reference data of this install's site. */
export const referenceModule = fp(
  async (app: FastifyInstance) => {
    const reference = referenceService({
      siteName: app.env.SITE_NAME,
      missionSiteId: app.env.MISSION_SITE_ID,
    });
    app.decorate('reference', reference);
    await app.register(referenceRoutes, { reference });
  },
  { name: 'reference', dependencies: ['config'] },
);
