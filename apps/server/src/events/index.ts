import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createInProcessBus, type EventBus } from './event-bus.ts';
import { createRedisBus } from './redis-event-bus.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Realtime events by customer (in-process, or Redis with REDIS_URL). */
    bus: EventBus;
  }
}

export interface BusPluginOptions {
  redisUrl?: string | undefined;
  /** Redis channel prefix (tests use their own). */
  channelPrefix?: string;
}

/** The event bus: Redis pub/sub when REDIS_URL is set, otherwise calls within this process. */
export const busPlugin = fp<BusPluginOptions>(
  async (app: FastifyInstance, { redisUrl, channelPrefix }) => {
    const logger = app.log.child({ module: 'bus' });
    const bus = redisUrl
      ? await createRedisBus({
          url: redisUrl,
          logger,
          ...(channelPrefix ? { channelPrefix } : {}),
          meter: app.costs,
        })
      : createInProcessBus(logger, app.costs);
    app.decorate('bus', bus);
    app.addHook('onClose', () => bus.close());
  },
  { name: 'bus', dependencies: ['metrics'] },
);
