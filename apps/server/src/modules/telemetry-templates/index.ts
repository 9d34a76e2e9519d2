import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { telemetryTemplatesRepository } from './telemetry-templates.repository.ts';
import { telemetryTemplatesRoutes } from './telemetry-templates.routes.ts';
import { telemetryTemplatesService } from './telemetry-templates.service.ts';

/** Telemetry templates (spec §7 `telemetry-templates`): each customer's dashboard layouts. */
export const telemetryTemplatesModule = fp(
  async (app: FastifyInstance) => {
    await app.register(telemetryTemplatesRoutes, {
      actor: app.actor,
      templates: telemetryTemplatesService({
        repo: telemetryTemplatesRepository(app.database.db),
        audit: app.audit,
      }),
    });
  },
  {
    name: 'telemetry-templates',
    dependencies: ['database', 'auth', 'actor', 'audit', 'vehicles'],
  },
);
