import type { FastifyInstance } from 'fastify';
import {
  notificationChannel,
  notificationChannelCreateBody,
  notificationChannelList,
  notificationChannelListQuery,
  notificationChannelUpdateBody,
  notificationDeliveryList,
  notificationTestAnswer,
} from '@shuttle-ops/domain';
import type { ActorResolver } from '../../lib/actor.ts';
import { customerQuery, errorResponses, idParams } from '../../lib/route-schemas.ts';
import { tenantRoutes } from '../../lib/tenant-routes.ts';
import { withZod } from '../../lib/zod-routes.ts';
import type { NotificationsService } from './notifications.service.ts';

export interface NotificationsRoutesOptions {
  notifications: NotificationsService;
  actor: ActorResolver;
}

const base = '/dev/v1/notification-channels';

/**
 * The customer's notification channels: read by whoever processes alerts (as the rule
 * settings), kept by administrators; a test delivery and each channel's delivery log.
 */
export function notificationsRoutes(parent: FastifyInstance, opts: NotificationsRoutesOptions) {
  const app = withZod(parent);
  const { notifications, actor } = opts;
  const tags = ['notification-channels'];
  const calls = tenantRoutes(app, { base, tags, actor });
  const read = app.requirePermission('processAlerts');
  const manage = app.requirePermission('manageFleet');

  calls.list(
    {
      onRequest: read,
      description:
        'The e-mail and webhook channels that hear the customer’s alarms; a webhook’s secret shows only as `secret_hint`.',
      querystring: notificationChannelListQuery,
      response: notificationChannelList,
    },
    (a, q) => notifications.list(a, q),
  );
  calls.get({ onRequest: read, response: notificationChannel }, (a, id) =>
    notifications.get(a, id),
  );
  calls.create(
    {
      onRequest: manage,
      description:
        '`kind: email` takes `emails`; `kind: webhook` takes `url` (http or https) and `secret` (at least 16 characters), which signs every delivery and is never answered again. `sources` (rules, `VEHICLE`, `MANUAL`; null: all) and `min_level` choose the alarms. Audited as `notification-channel.create`.',
      body: notificationChannelCreateBody,
      response: notificationChannel,
    },
    (a, body) => notifications.create(a, body),
  );
  calls.update(
    {
      onRequest: manage,
      description:
        'Replaces the channel; a webhook keeps its secret unless `secret` is given. Audited as `notification-channel.update`.',
      body: notificationChannelUpdateBody,
      response: notificationChannel,
    },
    (a, id, body) => notifications.update(a, id, body),
  );
  calls.remove(
    {
      onRequest: manage,
      description: 'Deletes the channel and its log. Audited as `notification-channel.delete`.',
      response: notificationChannel,
    },
    (a, id) => notifications.remove(a, id),
  );

  app.post(
    `${base}/:id/test`,
    {
      onRequest: manage,
      schema: {
        tags,
        description:
          'Sends a test notice (`event: alarm.test`) to the channel in the background; its attempts appear in the channel’s log.',
        params: idParams,
        querystring: customerQuery,
        response: { 202: notificationTestAnswer, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await notifications.test(
            await actor(request, request.query.Customer_ID),
            request.params.id,
          ),
        ),
  );

  app.get(
    `${base}/:id/deliveries`,
    {
      onRequest: read,
      schema: {
        tags,
        description:
          'The channel’s newest delivery attempts (at most 100), newest first: each alarm’s attempts with the HTTP status or the error, and whether another attempt follows.',
        params: idParams,
        querystring: customerQuery,
        response: { 200: notificationDeliveryList, ...errorResponses },
      },
    },
    async (request) =>
      notifications.deliveries(await actor(request, request.query.Customer_ID), request.params.id),
  );
}
