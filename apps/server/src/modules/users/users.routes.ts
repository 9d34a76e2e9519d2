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
import {
  customerQuery,
  errorResponses,
  idParams,
  uploadErrorResponses,
} from '../../lib/route-schemas.ts';
import { withZod } from '../../lib/zod-routes.ts';
import { readUpload, uploadSchema } from '../files/index.ts';
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
  const manage = app.requirePermission('manageUsers');

  app.post(
    base,
    {
      onRequest: manage,
      schema: {
        tags,
        description:
          'Creates a user with a temporary password (FORCE_CHANGE_PASSWORD: a new one is set at first sign-in). Without `temporary_password` one is made up and answered once.',
        body: userCreateBody,
        response: { 201: userCreated, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await users.create(await actor(request, request.body.Customer_ID), request.body)),
  );

  app.get(
    base,
    {
      onRequest: manage,
      schema: { tags, querystring: userListQuery, response: { 200: userList, ...errorResponses } },
    },
    async (request) => users.list(await actor(request, request.query.Customer_ID), request.query),
  );

  app.get(
    `${base}/search`,
    {
      onRequest: manage,
      schema: { tags, querystring: searchQuery, response: { 200: userList, ...errorResponses } },
    },
    async (request) => users.list(await actor(request, request.query.Customer_ID), request.query),
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

  app.get(
    `${base}/:id`,
    {
      onRequest: manage,
      schema: {
        tags,
        params: idParams,
        querystring: customerQuery,
        response: { 200: user, ...errorResponses },
      },
    },
    async (request) =>
      users.get(await actor(request, request.query.Customer_ID), request.params.id),
  );

  app.put(
    base,
    {
      onRequest: manage,
      schema: { tags, body: userUpdateBody, response: { 200: user, ...errorResponses } },
    },
    async (request) => users.update(await actor(request, request.body.Customer_ID), request.body),
  );

  app.delete(
    base,
    {
      onRequest: manage,
      schema: { tags, body: userDeleteBody, response: { 200: deleted, ...errorResponses } },
    },
    async (request) => {
      const { user_id, Customer_ID } = request.body;
      await users.remove(await actor(request, Customer_ID), user_id);
      return { user_id };
    },
  );

  app.post(
    `${base}/:id/graphic`,
    {
      onRequest: manage,
      schema: {
        tags,
        ...uploadSchema,
        params: idParams,
        querystring: customerQuery,
        response: { 200: user, ...uploadErrorResponses },
      },
    },
    async (request) =>
      users.setGraphic(
        await actor(request, request.query.Customer_ID),
        request.params.id,
        await readUpload(request),
      ),
  );

  app.delete(
    `${base}/:id/graphic`,
    {
      onRequest: manage,
      schema: {
        tags,
        params: idParams,
        querystring: customerQuery,
        response: { 200: user, ...errorResponses },
      },
    },
    async (request) =>
      users.removeGraphic(await actor(request, request.query.Customer_ID), request.params.id),
  );
}
