import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  checklistMasterList,
  checklistOperatorQuery,
  checklistOperatorServicesQuery,
  checklistServicesToCheck,
  checklistSubmissionBody,
  checklistTransaction,
} from '@shuttle-ops/domain';
import type { ActorResolver } from '../../lib/actor.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { withZod } from '../../lib/zod-routes.ts';
import { CHECKLIST_BASE, CHECKLIST_TAGS } from './checklist-paths.ts';
import type { OperatorService } from './operator.service.ts';
import type { TransactionsService } from './transactions.service.ts';

export interface OperatorRoutesOptions {
  operator: OperatorService;
  transactions: TransactionsService;
  actor: ActorResolver;
}

const base = `${CHECKLIST_BASE}/operator`;
const masterParams = z.object({ CL_Master_ID: z.uuid() });

/** Spec §7 checklist operator: the masters that apply, the services to check, submitting. */
export function operatorRoutes(parent: FastifyInstance, opts: OperatorRoutesOptions) {
  const app = withZod(parent);
  const { operator, transactions, actor } = opts;
  const tags = CHECKLIST_TAGS;
  const fill = app.requirePermission('operateServices');

  app.get(
    base,
    {
      onRequest: fill,
      schema: {
        tags,
        description:
          'The masters that apply to `Vehicle_ID` (and `Route_ID`, or the vehicle and route of `Service_ID`); all live masters without them.',
        querystring: checklistOperatorQuery,
        response: { 200: checklistMasterList, ...errorResponses },
      },
    },
    async (request) =>
      operator.applying(await actor(request, request.query.Customer_ID), request.query),
  );

  app.get(
    `${base}/services`,
    {
      onRequest: fill,
      schema: {
        tags,
        description:
          'Active and scheduled services, newest first, each with its vehicle’s departure gate (whether it may start and why).',
        querystring: checklistOperatorServicesQuery,
        response: { 200: checklistServicesToCheck, ...errorResponses },
      },
    },
    async (request) =>
      operator.servicesToCheck(await actor(request, request.query.Customer_ID), request.query),
  );

  app.post(
    `${base}/:CL_Master_ID`,
    {
      onRequest: fill,
      schema: {
        tags,
        description:
          'Submits a completed checklist against the master version filled (`version`; another current version is 409 `STALE_MASTER_VERSION`). Every required item must be answered (400 naming the item); photos and signatures are file ids from `POST checklist/photos`. A failed safety-critical item puts the vehicle out of service.',
        params: masterParams,
        body: checklistSubmissionBody,
        response: { 201: checklistTransaction, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await transactions.submit(
            await actor(request, request.body.Customer_ID),
            request.params.CL_Master_ID,
            request.body,
          ),
        ),
  );
}
