import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { playbackRepository } from './playback.repository.ts';
import { playbackRoutes } from './playback.routes.ts';
import { playbackService } from './playback.service.ts';

/**
 * Trip playback (spec §7): stored positions, measures and events of a customer's vehicles, and
 * the playbacks the customer's users saved.
 */
export const playbackModule = fp(
  async (app: FastifyInstance) => {
    await app.register(playbackRoutes, {
      actor: app.actor,
      playback: playbackService({
        db: app.database.db,
        repo: playbackRepository(app.database.db),
        audit: app.audit,
      }),
    });
  },
  { name: 'playback', dependencies: ['database', 'auth', 'actor', 'audit', 'vehicles'] },
);
