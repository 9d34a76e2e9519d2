import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { healthRoutes } from './health.routes.ts';

/**
 * `/healthz` and `/readyz`: the database, the vehicle broker, (with MQTT_URL) whether vehicle
 * accounts can be changed on it, and (with REDIS_URL) the bus.
 */
export const healthModule = fp(
  async (app: FastifyInstance) => {
    await app.register(healthRoutes, {
      checks: {
        database: () => app.database.ping(),
        broker: () => app.mqtt.check(),
        ...(app.env.MQTT_URL ? { broker_accounts: () => app.brokerAccounts.check() } : {}),
        ...(app.env.REDIS_URL ? { bus: () => app.bus.check() } : {}),
      },
    });
  },
  { name: 'health', dependencies: ['config', 'database', 'bus', 'fleet', 'broker-accounts'] },
);
