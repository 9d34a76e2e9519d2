import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { attachmentsRepository } from './attachments.repository.ts';
import { attachmentsRoutes } from './attachments.routes.ts';
import { incidentAttachments } from './incident-attachments.ts';
import { incidentLinks } from './incident-links.ts';
import { incidentsRepository } from './incidents.repository.ts';
import { incidentsRoutes } from './incidents.routes.ts';
import { incidentsService } from './incidents.service.ts';
import { referencesRepository } from './references.repository.ts';
import { reportsRepository } from './reports.repository.ts';
import { reportsRoutes } from './reports.routes.ts';
import { reportsService } from './reports.service.ts';
import { telemetrySnapshots } from './telemetry-snapshot.ts';

/**
 * Incidents and incident reports (spec §7, docs/decisions/0017-incidents.md): incidents with
 * their links, attachments, telemetry snapshot and timeline; reports that keep the incidents of a
 * period as they were.
 */
export const incidentsModule = fp(
  async (app: FastifyInstance) => {
    const { db } = app.database;
    const repo = incidentsRepository(db);
    const attachments = incidentAttachments(app.files, attachmentsRepository(db));
    const { actor, audit } = app;
    await app.register(incidentsRoutes, {
      actor,
      incidents: incidentsService({
        repo,
        links: incidentLinks(referencesRepository(db)),
        attachments,
        snapshots: telemetrySnapshots(db),
        audit,
      }),
    });
    await app.register(attachmentsRoutes, { actor, attachments });
    await app.register(reportsRoutes, {
      actor,
      reports: reportsService({
        incidents: repo,
        reports: reportsRepository(db),
        attachments,
        audit,
      }),
    });
  },
  { name: 'incidents', dependencies: ['database', 'auth', 'actor', 'audit', 'files'] },
);

/** Incidents of a period counted per vehicle and route (mi-reports). */
export { incidentCounts } from './incident-counts.ts';
