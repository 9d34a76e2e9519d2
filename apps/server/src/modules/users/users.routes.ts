import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  poolGroups,
  user,
  userCreateBody,
  userCreated,
  userDeleteBody,
  userList,
  userListQuery,
  userUpdateBody,
} from '@shuttle-ops/domain';
import type { ActorResolver } from '../../lib/actor.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { tenantRoutes } from '../../lib/tenant-routes.ts';
import { withZod } from '../../lib/zod-routes.ts';
import type { UsersService } from './users.service.ts';

export interface UsersRoutesOptions {
  users: UsersService;
  actor: ActorResolver;
}

const base = '/dev/v1/user';
const searchQuery = userListQuery.extend({ query: z.string().trim().min(1).max(200) });
const deleted = z.object({ user_id: z.uuid() });

/** Spec §7 user: administration of the user pool (admins and customer admins). */
export function usersRoutes(parent: FastifyInstance, opts: UsersRoutesOptions) {
  const app = withZod(parent);
  const { users, actor } = opts;
  const tags = ['user'];
  const calls = tenantRoutes(app, { base, tags, actor });
  const manage = app.requirePermission('manageUsers');

  calls.create(
    {
      onRequest: manage,
      description:
        'Creates a user with a temporary password (FORCE_CHANGE_PASSWORD: a new one is set at first sign-in). Without `temporary_password` one is made up and answered once.',
      body: userCreateBody,
      response: userCreated,
    },
    (a, body) => users.create(a, body),
  );
  calls.list({ onRequest: manage, querystring: userListQuery, response: userList }, (a, q) =>
    users.list(a, q),
  );
  calls.list(
    { onRequest: manage, path: `${base}/search`, querystring: searchQuery, response: userList },
    (a, q) => users.list(a, q),
  );

  app.get(
    `${base}/pool_groups`,
    {
      onRequest: manage,
      schema: {
        tags,
        description: 'The groups the caller may grant; the console labels them with groupLabel.',
        response: { 200: poolGroups, ...errorResponses },
      },
    },
    async (request) => users.poolGroups(await actor(request)),
  );

  calls.get({ onRequest: manage, response: user }, (a, id) => users.get(a, id));
  calls.updateByBody({ onRequest: manage, body: userUpdateBody, response: user }, (a, body) =>
    users.update(a, body),
  );
  calls.removeByBody(
    { onRequest: manage, body: userDeleteBody, response: deleted },
    async (a, body) => {
      await users.remove(a, body.user_id);
      return { user_id: body.user_id };
    },
  );
  calls.image(
    'graphic',
    { onRequest: manage, response: user },
    (a, id, image) => users.setGraphic(a, id, image),
    (a, id) => users.removeGraphic(a, id),
  );
}
