import type { FastifyInstance } from 'fastify';
import {
  checklistMaster,
  checklistMasterCreateBody,
  checklistMasterGetQuery,
  checklistMasterList,
  checklistMasterListQuery,
  checklistMasterUpdateBody,
} from '@shuttle-ops/domain';
import { z } from 'zod';
import type { ActorResolver } from '../../lib/actor.ts';
import { customerQuery, errorResponses, idParams } from '../../lib/route-schemas.ts';
import { withZod } from '../../lib/zod-routes.ts';
import { CHECKLIST_BASE, CHECKLIST_TAGS } from './checklist-paths.ts';
import type { MastersService } from './masters.service.ts';

export interface MastersRoutesOptions {
  masters: MastersService;
  actor: ActorResolver;
}

const base = `${CHECKLIST_BASE}/master`;
const searchQuery = checklistMasterListQuery.extend({ query: z.string().trim().min(1).max(200) });

/** Spec §7 checklist master: POST, PUT {CL_Master_ID}, GET ?query, GET search, GET {id}, DELETE {id}. */
export function mastersRoutes(parent: FastifyInstance, opts: MastersRoutesOptions) {
  const app = withZod(parent);
  const { masters, actor } = opts;
  const tags = CHECKLIST_TAGS;
  const manage = app.requirePermission('manageFleet');

  app.get(
    base,
    {
      onRequest: manage,
      schema: {
        tags,
        description:
          'The customer’s checklist masters (current versions); `Vehicle_ID` / `Route_ID` keep those that apply.',
        querystring: checklistMasterListQuery,
        response: { 200: checklistMasterList, ...errorResponses },
      },
    },
    async (request) => masters.list(await actor(request, request.query.Customer_ID), request.query),
  );

  app.get(
    `${base}/search`,
    {
      onRequest: manage,
      schema: {
        tags,
        description: 'Masters whose name or description contains `query`.',
        querystring: searchQuery,
        response: { 200: checklistMasterList, ...errorResponses },
      },
    },
    async (request) => masters.list(await actor(request, request.query.Customer_ID), request.query),
  );

  app.get(
    `${base}/:id`,
    {
      onRequest: manage,
      schema: {
        tags,
        description: 'One master (`id` is its CL_Master_ID); `version` reads an earlier version.',
        params: idParams,
        querystring: checklistMasterGetQuery,
        response: { 200: checklistMaster, ...errorResponses },
      },
    },
    async (request) =>
      masters.get(
        await actor(request, request.query.Customer_ID),
        request.params.id,
        request.query.version,
      ),
  );

  app.post(
    base,
    {
      onRequest: manage,
      schema: {
        tags,
        description: 'A new master, version 1.',
        body: checklistMasterCreateBody,
        response: { 201: checklistMaster, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await masters.create(await actor(request, request.body.Customer_ID), request.body)),
  );

  app.put(
    `${base}/:id`,
    {
      onRequest: manage,
      schema: {
        tags,
        description:
          'Replaces the template (`id` is its CL_Master_ID): a new version. Completed checklists keep the version they were filled against; `version` (the one edited) makes a concurrent edit a 409.',
        params: idParams,
        body: checklistMasterUpdateBody,
        response: { 200: checklistMaster, ...errorResponses },
      },
    },
    async (request) =>
      masters.update(
        await actor(request, request.body.Customer_ID),
        request.params.id,
        request.body,
      ),
  );

  app.delete(
    `${base}/:id`,
    {
      onRequest: manage,
      schema: {
        tags,
        description:
          'Retires a master: gone from lists and operators; completed checklists still show it.',
        params: idParams,
        querystring: customerQuery,
        response: { 200: checklistMaster, ...errorResponses },
      },
    },
    async (request) =>
      masters.remove(await actor(request, request.query.Customer_ID), request.params.id),
  );
}
