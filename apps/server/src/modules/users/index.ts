import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { usersRepository } from './users.repository.ts';
import { usersRoutes } from './users.routes.ts';
import { usersService } from './users.service.ts';

/** The users of a customer, their groups and pictures. */
export const usersModule = fp(
  async (app: FastifyInstance) => {
    await app.register(usersRoutes, {
      actor: app.actor,
      users: usersService({
        repo: usersRepository(app.database.db),
        files: app.files,
        audit: app.audit,
      }),
    });
  },
  { name: 'users', dependencies: ['database', 'auth', 'actor', 'audit', 'files'] },
);
