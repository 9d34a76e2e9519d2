import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findOperator } from '../services/index.ts';
import { checklistImages } from './checklist-images.ts';
import { checklistPhotos } from './checklist-photos.ts';
import { departureGateService, type DepartureGateService } from './departure-gate.service.ts';
import { gateRoutes } from './gate.routes.ts';
import { mastersRepository } from './masters.repository.ts';
import { mastersRoutes } from './masters.routes.ts';
import { mastersService } from './masters.service.ts';
import { operatorRoutes } from './operator.routes.ts';
import { operatorService } from './operator.service.ts';
import { transactionsRepository } from './transactions.repository.ts';
import { transactionsRoutes } from './transactions.routes.ts';
import { transactionsService } from './transactions.service.ts';
import { uploadsRoutes } from './uploads.routes.ts';

export type { DepartureGateService } from './departure-gate.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The departure gate: whether a vehicle may start a service, and why not. */
    departureGate: DepartureGateService;
  }
}

/**
 * Checklists (spec §7): masters with versions, operators' submissions with photos and
 * signatures, the history, anonymizing, and the departure gate every service start passes.
 */
export const checklistsModule = fp(
  async (app: FastifyInstance) => {
    const { db } = app.database;
    const masters = mastersRepository(db);
    const transactions = transactionsRepository(db);
    const images = checklistImages(app.files);
    const gate = departureGateService({
      masters,
      transactions,
      vehicles: app.vehicleRecords,
      audit: app.audit,
    });
    app.decorate('departureGate', gate);
    app.services.addStartGuard((actor, start) => gate.guardStart(actor, start));
    const submissions = transactionsService({
      masters,
      repo: transactions,
      vehicles: app.vehicleRecords,
      services: app.services,
      operatorName: async (scope, userId) => (await findOperator(db, scope, userId))?.name,
      images,
      files: app.files,
      audit: app.audit,
    });
    const { actor } = app;
    await app.register(mastersRoutes, {
      actor,
      masters: mastersService({
        repo: masters,
        vehicles: app.vehicleRecords,
        routes: app.routeRecords,
        images,
        audit: app.audit,
      }),
    });
    await app.register(operatorRoutes, {
      actor,
      transactions: submissions,
      operator: operatorService({ masters, services: app.services, gate, images }),
    });
    await app.register(transactionsRoutes, { actor, transactions: submissions });
    await app.register(gateRoutes, { actor, gate, photos: checklistPhotos(app.files) });
    await app.register(uploadsRoutes, { actor, uploads: app.fileUploads, files: app.files });
  },
  {
    name: 'checklists',
    dependencies: ['database', 'auth', 'actor', 'audit', 'files', 'vehicles', 'routes', 'services'],
  },
);

/** Checklists of a period per vehicle (mi-reports). */
export { checklistResultCounts } from './checklist-counts.ts';
