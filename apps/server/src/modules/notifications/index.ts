import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  DEFAULT_DELIVERY_OPTIONS,
  deliveryRunner,
  type DeliveryOptions,
} from './delivery-runner.ts';
import { notificationsRepository } from './notifications.repository.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { notificationsService, type NotificationsService } from './notifications.service.ts';

export type { DeliveryOptions } from './delivery-runner.ts';
export { isValidWebhookSignature, webhookSignature } from './webhook-signature.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Notification channels per customer; `idle()` waits for the deliveries under way. */
    notifications: Pick<NotificationsService, 'idle'>;
  }
}

/**
 * Notification channels: each alarm raised in this process goes, once, to the customer's
 * e-mail and webhook channels that want it (retries and waits as `DeliveryOptions`).
 */
export const notificationsModule = fp<Partial<DeliveryOptions>>(
  async (app: FastifyInstance, opts) => {
    const logger = app.log.child({ module: 'notifications' });
    const repo = notificationsRepository(app.database.db);
    const runner = deliveryRunner({
      repo,
      outbox: app.outbox,
      logger,
      options: { ...DEFAULT_DELIVERY_OPTIONS, ...opts },
    });
    const notifications = notificationsService({ repo, audit: app.audit, runner, logger });
    const stopListening = app.alarms.onRaised((alarm) => notifications.alarmRaised(alarm));
    app.addHook('onClose', async () => {
      stopListening();
      await runner.close();
    });
    app.decorate('notifications', { idle: () => notifications.idle() });
    await app.register(notificationsRoutes, { actor: app.actor, notifications });
  },
  {
    name: 'notifications',
    dependencies: ['database', 'auth', 'actor', 'audit', 'mail', 'alarms'],
  },
);
