import type { FastifyInstance } from 'fastify';
import {
  checklistAnonymizeBody,
  checklistAnonymized,
  checklistTransactionBody,
  checklistTransactionList,
  checklistTransactionListQuery,
  listResult,
} from '@shuttle-ops/domain';
import type { ActorResolver } from '../../lib/actor.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { withZod } from '../../lib/zod-routes.ts';
import { CHECKLIST_BASE, CHECKLIST_TAGS } from './checklist-paths.ts';
import type { TransactionsService } from './transactions.service.ts';

export interface TransactionsRoutesOptions {
  transactions: TransactionsService;
  actor: ActorResolver;
}

const base = `${CHECKLIST_BASE}/transaction`;
const filters =
  'Filters: `Vehicle_ID`, `Operator_ID`, `CL_Master_ID`, `Service_ID`, `CL_Transaction_ID`, `result` (passed|failed), `from`/`to` (completed); sorted by `completed_date`, newest first unless `sort_order=asc`.';

/** Spec §7 checklist transaction (history) and `POST checklist/anonymize`. */
export function transactionsRoutes(parent: FastifyInstance, opts: TransactionsRoutesOptions) {
  const app = withZod(parent);
  const { transactions, actor } = opts;
  const tags = CHECKLIST_TAGS;
  const history = app.requirePermission('readReports');
  const fill = app.requirePermission('operateServices');
  const manage = app.requirePermission('manageFleet');

  app.get(
    base,
    {
      onRequest: history,
      schema: {
        tags,
        description: `Completed checklists (Items). ${filters}`,
        querystring: checklistTransactionListQuery,
        response: { 200: checklistTransactionList, ...errorResponses },
      },
    },
    async (request) =>
      transactions.list(await actor(request, request.query.Customer_ID), request.query),
  );

  app.get(
    `${base}/search`,
    {
      onRequest: history,
      schema: {
        tags,
        description: `Completed checklists whose vehicle, operator or checklist name contains \`query\` (Items). ${filters}`,
        querystring: checklistTransactionListQuery,
        response: { 200: checklistTransactionList, ...errorResponses },
      },
    },
    async (request) =>
      transactions.list(await actor(request, request.query.Customer_ID), request.query),
  );

  app.post(
    base,
    {
      onRequest: fill,
      schema: {
        tags,
        description:
          'Submits a completed checklist of the master `CL_Master_ID` (as `POST checklist/operator/{CL_Master_ID}`); answers Items with the stored record.',
        body: checklistTransactionBody,
        response: { 201: checklistTransactionList, ...errorResponses },
      },
    },
    async (request, reply) => {
      const stored = await transactions.submit(
        await actor(request, request.body.Customer_ID),
        request.body.CL_Master_ID,
        request.body,
      );
      return reply.status(201).send(listResult([stored], 1));
    },
  );

  app.post(
    `${CHECKLIST_BASE}/anonymize`,
    {
      onRequest: manage,
      schema: {
        tags,
        description:
          'Removes operator names and signatures from the customer’s checklists completed before `before` (a date: the start of that day in Europe/London, or an instant); audited. Answers how many were anonymized.',
        body: checklistAnonymizeBody,
        response: { 200: checklistAnonymized, ...errorResponses },
      },
    },
    async (request) =>
      transactions.anonymize(await actor(request, request.body.Customer_ID), request.body),
  );
}
