import { Redis } from 'ioredis';
import { ConfigError } from '../config/env.ts';
import type { CostMeter } from '../lib/cost-meter.ts';
import { rateLimitedLog } from '../lib/rate-limited-log.ts';
import { LocalHandlers, type BusLogger, type EventBus } from './event-bus.ts';
import type { CustomerSelector, BusEvent } from './bus-event.ts';

export interface RedisBusOptions {
  url: string;
  logger: BusLogger & { warn(fields: object, message: string): void };
  /** Channels are `<prefix>:<customer id>`; several installs may share one Redis. */
  channelPrefix?: string;
  /** Times each consumer's calls (the live path's cost meter). */
  meter?: CostMeter;
}

export const DEFAULT_CHANNEL_PREFIX = 'shuttle-ops:fleet-events';

function parseEvent(message: string, channel: string, prefix: string): BusEvent | null {
  try {
    const event = JSON.parse(message) as BusEvent;
    // A message on the wrong channel is dropped rather than delivered across customers.
    return channel === `${prefix}:${event.customerId}` ? event : null;
  } catch {
    return null;
  }
}

/**
 * Fan-out between server processes through Redis pub/sub: one channel per customer, so a
 * process subscribes only to the customers its clients watch (`*` is a pattern subscription).
 * Every delivery, also to the publishing process, goes through Redis, so all processes see
 * one order per channel. Publishing while Redis is away drops the event (it is logged): the
 * database keeps the record and memory does not fill with a queue.
 */
export async function createRedisBus(options: RedisBusOptions): Promise<EventBus> {
  const { logger } = options;
  const prefix = options.channelPrefix ?? DEFAULT_CHANNEL_PREFIX;
  const publisher = new Redis(options.url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  const subscriber = new Redis(options.url, { lazyConnect: true });
  const limited = rateLimitedLog(10_000);
  for (const [role, connection] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    connection.on('error', (err: Error) =>
      limited(`error:${role}`, (suppressed) =>
        logger.warn({ err: err.message, role, suppressed }, 'Redis event bus error'),
      ),
    );
  }
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
  } catch (err) {
    publisher.disconnect();
    subscriber.disconnect();
    throw new ConfigError(
      `Cannot connect to Redis at REDIS_URL: ${err instanceof Error ? err.message : String(err)}`,
    );
  }

  const handlers = new LocalHandlers(logger, options.meter);
  const pending = new Map<CustomerSelector, Promise<unknown>>();
  subscriber.on('message', (channel: string, message: string) => {
    const event = parseEvent(message, channel, prefix);
    if (event) handlers.deliver(event, { toAll: false });
  });
  subscriber.on('pmessage', (_pattern: string, channel: string, message: string) => {
    const event = parseEvent(message, channel, prefix);
    if (event) handlers.deliver(event, { toCustomer: false });
  });

  const channelOf = (customer: CustomerSelector) => `${prefix}:${customer}`;
  const redisSubscribe = (customer: CustomerSelector) =>
    customer === '*'
      ? subscriber.psubscribe(channelOf('*'))
      : subscriber.subscribe(channelOf(customer));
  const redisUnsubscribe = (customer: CustomerSelector) =>
    customer === '*'
      ? subscriber.punsubscribe(channelOf('*'))
      : subscriber.unsubscribe(channelOf(customer));

  return {
    kind: 'redis',
    publish(event) {
      publisher
        .publish(channelOf(event.customerId), JSON.stringify(event))
        .catch((err: Error) =>
          limited('publish', (suppressed) =>
            logger.warn({ err: err.message, suppressed }, 'event not published to Redis'),
          ),
        );
    },
    async subscribe(customer, handler, consumer) {
      if (handlers.add(customer, handler, consumer)) {
        const subscribing = redisSubscribe(customer);
        pending.set(customer, subscribing);
        try {
          await subscribing;
        } catch (err) {
          handlers.remove(customer, handler);
          throw err;
        } finally {
          if (pending.get(customer) === subscribing) pending.delete(customer);
        }
      } else {
        // Another caller is subscribing this selector right now: be active when it is.
        await pending.get(customer);
      }
      return () => {
        if (handlers.remove(customer, handler)) {
          redisUnsubscribe(customer).catch(() => undefined);
        }
      };
    },
    async check() {
      if (subscriber.status !== 'ready') throw new Error(`Redis subscriber ${subscriber.status}`);
      await publisher.ping();
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
