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
import { tenantRoutes } from '../../lib/tenant-routes.ts';
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
  const calls = tenantRoutes(app, { base, tags, actor });
  const manage = app.requirePermission('manageFleet');

  calls.list(
    {
      onRequest: manage,
      description:
        'The customer’s checklist masters (current versions); `Vehicle_ID` / `Route_ID` keep those that apply.',
      querystring: checklistMasterListQuery,
      response: checklistMasterList,
    },
    (a, q) => masters.list(a, q),
  );
  calls.list(
    {
      onRequest: manage,
      path: `${base}/search`,
      description: 'Masters whose name or description contains `query`.',
      querystring: searchQuery,
      response: checklistMasterList,
    },
    (a, q) => masters.list(a, q),
  );
  calls.get(
    {
      onRequest: manage,
      description: 'One master (`id` is its CL_Master_ID); `version` reads an earlier version.',
      querystring: checklistMasterGetQuery,
      response: checklistMaster,
    },
    (a, id, q) => masters.get(a, id, q.version),
  );
  calls.create(
    {
      onRequest: manage,
      description: 'A new master, version 1.',
      body: checklistMasterCreateBody,
      response: checklistMaster,
    },
    (a, body) => masters.create(a, body),
  );
  calls.update(
    {
      onRequest: manage,
      description:
        'Replaces the template (`id` is its CL_Master_ID): a new version. Completed checklists keep the version they were filled against; `version` (the one edited) makes a concurrent edit a 409.',
      body: checklistMasterUpdateBody,
      response: checklistMaster,
    },
    (a, id, body) => masters.update(a, id, body),
  );
  calls.remove(
    {
      onRequest: manage,
      description:
        'Retires a master: gone from lists and operators; completed checklists still show it.',
      response: checklistMaster,
    },
    (a, id) => masters.remove(a, id),
  );
}
