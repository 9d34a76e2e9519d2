import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { identityRepository } from './identity.repository.ts';
import { identityRoutes } from './identity.routes.ts';
import { identityService } from './identity.service.ts';
import { loadSigningKeys } from './signing-keys.ts';
import { tokenFactory, type TokenFactory } from './tokens.ts';

export type { TokenFactory } from './tokens.ts';
export { passwordProblem, TEMPORARY_PASSWORD_TTL_MS } from './passwords.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Issues and reads the tokens signed with this install's keys (kept in the database). */
    tokens: TokenFactory;
  }
}

/** The user pool: signing keys, tokens, sign-in, passwords and TOTP, and its routes. */
export const identityModule = fp(
  async (app: FastifyInstance) => {
    const { env } = app;
    const { db } = app.database;
    const keys = await loadSigningKeys(db, env.TOKEN_ISSUER);
    const tokens = tokenFactory(keys, env.PLATFORM_OWNER);
    app.decorate('tokens', tokens);
    const identity = identityService({
      repo: identityRepository(db),
      tokens,
      audit: app.audit,
      outbox: app.outbox,
    });
    await app.register(identityRoutes, { identity, keys });
  },
  { name: 'identity', dependencies: ['config', 'database', 'auth', 'audit', 'mail'] },
);

/** Reads for other modules. */
export { userDisplayName } from './user-reads.ts';
