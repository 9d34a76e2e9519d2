import type { FastifyInstance } from 'fastify';
import {
  announcement,
  announcementCreateBody,
  announcementList,
  announcementListQuery,
  announcementUpdateBody,
} from '@shuttle-ops/domain';
import type { ActorResolver } from '../../lib/actor.ts';
import { tenantRoutes } from '../../lib/tenant-routes.ts';
import { withZod } from '../../lib/zod-routes.ts';
import type { AnnouncementsService } from './announcements.service.ts';

export interface AnnouncementsRoutesOptions {
  announcements: AnnouncementsService;
  actor: ActorResolver;
}

const base = '/dev/v1/announcements';

/** Spec §7 announcements: GET, POST, PUT {id}; no DELETE (end or archive one instead). */
export function announcementsRoutes(parent: FastifyInstance, opts: AnnouncementsRoutesOptions) {
  const app = withZod(parent);
  const { announcements, actor } = opts;
  const tags = ['announcements'];
  const calls = tenantRoutes(app, { base, tags, actor });
  const read = app.requirePermission('readReference');
  const manage = app.requirePermission('manageAnnouncements');

  calls.list(
    {
      onRequest: read,
      description:
        '`current=true` gives those shown now; `audience=operators|public` those that audience sees (with `both`); archived ones only with `archived=true`.',
      querystring: announcementListQuery,
      response: announcementList,
    },
    (a, q) => announcements.list(a, q),
  );
  calls.get({ onRequest: read, response: announcement }, (a, id) => announcements.get(a, id));
  calls.create(
    { onRequest: manage, body: announcementCreateBody, response: announcement },
    (a, body) => announcements.create(a, body),
  );
  calls.update(
    {
      onRequest: manage,
      description: 'End an announcement by setting `end_dt`, or hide it with `archived: true`.',
      body: announcementUpdateBody,
      response: announcement,
    },
    (a, id, body) => announcements.update(a, id, body),
  );
}
