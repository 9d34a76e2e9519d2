import type { FastifyInstance } from 'fastify';
import {
  announcement,
  announcementCreateBody,
  announcementList,
  announcementListQuery,
  announcementUpdateBody,
} from '@shuttle-ops/domain';
import type { ActorResolver } from '../../lib/actor.ts';
import { customerQuery, errorResponses, idParams } from '../../lib/route-schemas.ts';
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
  const read = app.requirePermission('readReference');
  const manage = app.requirePermission('manageAnnouncements');

  app.get(
    base,
    {
      onRequest: read,
      schema: {
        tags,
        description:
          '`current=true` gives those shown now; `audience=operators|public` those that audience sees (with `both`); archived ones only with `archived=true`.',
        querystring: announcementListQuery,
        response: { 200: announcementList, ...errorResponses },
      },
    },
    async (request) =>
      announcements.list(await actor(request, request.query.Customer_ID), request.query),
  );

  app.get(
    `${base}/:id`,
    {
      onRequest: read,
      schema: {
        tags,
        params: idParams,
        querystring: customerQuery,
        response: { 200: announcement, ...errorResponses },
      },
    },
    async (request) =>
      announcements.get(await actor(request, request.query.Customer_ID), request.params.id),
  );

  app.post(
    base,
    {
      onRequest: manage,
      schema: {
        tags,
        body: announcementCreateBody,
        response: { 201: announcement, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await announcements.create(await actor(request, request.body.Customer_ID), request.body),
        ),
  );

  app.put(
    `${base}/:id`,
    {
      onRequest: manage,
      schema: {
        tags,
        description: 'End an announcement by setting `end_dt`, or hide it with `archived: true`.',
        params: idParams,
        body: announcementUpdateBody,
        response: { 200: announcement, ...errorResponses },
      },
    },
    async (request) =>
      announcements.update(
        await actor(request, request.body.Customer_ID),
        request.params.id,
        request.body,
      ),
  );
}
