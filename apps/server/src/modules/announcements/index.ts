import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { announcementsRepository } from './announcements.repository.ts';
import { announcementsRoutes } from './announcements.routes.ts';
import { announcementsService } from './announcements.service.ts';

export type { AnnouncementEvent } from './announcement-events.ts';
export { presentPublicAnnouncement } from './announcements.presenter.ts';
export type { AnnouncementRow } from './announcements.repository.ts';
export { currentPublicAnnouncements } from './public-announcements.ts';

/** Announcements for operators and the public; each change is published on the bus. */
export const announcementsModule = fp(
  async (app: FastifyInstance) => {
    await app.register(announcementsRoutes, {
      actor: app.actor,
      announcements: announcementsService({
        repo: announcementsRepository(app.database.db),
        audit: app.audit,
        bus: app.bus,
      }),
    });
  },
  { name: 'announcements', dependencies: ['database', 'bus', 'auth', 'actor', 'audit'] },
);
