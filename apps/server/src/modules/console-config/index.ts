import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { consoleConfigRoutes } from './console-config.routes.ts';

/** `GET /config.json`: what the web console reads at start. */
export const consoleConfigModule = fp(
  async (app: FastifyInstance) => {
    await app.register(consoleConfigRoutes, { env: app.env });
  },
  { name: 'console-config', dependencies: ['config'] },
);
