import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { actorResolver, type ActorResolver } from '../lib/actor.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who acts in a request, and for which customer (`lib/actor.ts`). */
    actor: ActorResolver;
  }
}

/** The actor of a request, for the routes of every module. */
export const actorPlugin = fp(
  (app: FastifyInstance) => {
    app.decorate('actor', actorResolver(app.database.db));
  },
  { name: 'actor', dependencies: ['database', 'auth'] },
);
