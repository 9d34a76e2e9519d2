import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { telemetryReportsRepository } from './telemetry-reports.repository.ts';
import { telemetryReportsRoutes } from './telemetry-reports.routes.ts';
import { telemetryReportsService } from './telemetry-reports.service.ts';

/** Telemetry reports (spec §7 `telemetry-reports`): stored measures, raw or per time bucket. */
export const telemetryReportsModule = fp(
  async (app: FastifyInstance) => {
    await app.register(telemetryReportsRoutes, {
      actor: app.actor,
      reports: telemetryReportsService({ repo: telemetryReportsRepository(app.database.db) }),
    });
  },
  { name: 'telemetry-reports', dependencies: ['database', 'auth', 'actor', 'vehicles', 'fleet'] },
);
