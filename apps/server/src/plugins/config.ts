import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The checked environment of this process. */
    env: Env;
  }
}

/** The environment, for every plugin and module registered after it. */
export const configPlugin = fp<{ env: Env }>(
  (app: FastifyInstance, { env }) => {
    app.decorate('env', env);
  },
  { name: 'config' },
);
