import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { miReportsRepository } from './mi-reports.repository.ts';
import { miReportsRoutes } from './mi-reports.routes.ts';
import { miReportsService } from './mi-reports.service.ts';

/**
 * Management-information reports (spec §7 `mi-reporting`): figures of a period read from the
 * services, fleet, alarms, remote-control, incidents and checklists modules' front doors.
 */
export const miReportsModule = fp(
  async (app: FastifyInstance) => {
    await app.register(miReportsRoutes, {
      actor: app.actor,
      reports: miReportsService({ repo: miReportsRepository(app.database.db) }),
      reportToken: (session, ttl) => app.tokens.reportToken(session, ttl),
      readReportToken: (token) => app.tokens.readReportToken(token),
    });
  },
  {
    name: 'mi-reports',
    dependencies: ['database', 'auth', 'actor', 'identity', 'services', 'incidents', 'checklists'],
  },
);
