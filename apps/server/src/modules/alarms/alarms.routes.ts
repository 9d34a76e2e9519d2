import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  alarmActionBody,
  alarmAssigneesSchema as assignees,
  alarmDetailSchema,
  alarmListQuery,
  alarmListSchema as alarmList,
  alarmSchema,
  bulkAlarmActionBody,
  bulkAlarmAnswerSchema as bulkResult,
  createAlarmBody,
} from '@shuttle-ops/domain';
import type { ActorResolver } from '../../lib/actor.ts';
import { customerQuery, errorResponses, idParams } from '../../lib/route-schemas.ts';
import { withZod } from '../../lib/zod-routes.ts';
import type { AlarmsService } from './alarms.service.ts';

export interface AlarmsRoutesOptions {
  alarms: AlarmsService;
  actor: ActorResolver;
}

/** Spec §7 names `realtimealerts` under both bases. */
const BASES = ['/dev/v1/realtimealerts', '/dev/realtimealerts'];

/** Spec §7 realtimealerts: the alarms a control room processes. */
export function alarmsRoutes(parent: FastifyInstance, opts: AlarmsRoutesOptions) {
  const app = withZod(parent);
  const { alarms, actor } = opts;
  const tags = ['realtimealerts'];
  const process = app.requirePermission('processAlerts');
  const remove = app.requirePermission('deleteAlarms');

  for (const base of BASES) {
    app.get(
      base,
      {
        onRequest: process,
        schema: {
          tags,
          description:
            'Alarms, most urgent first (`sort_attributes=priority`: unacknowledged, then most severe, then newest). ' +
            'Comma-separated filters: `state` (or `ACTIVE`), `level`, `source`, `vehicle_id`; `min_level`, `assignee_id`, ' +
            '`from`/`to` (seen within), `query` (message, code, category, vehicle). Shelved alarms only with ' +
            '`shelved=include|only`; `stale=only` for alarms active for more than a day. `counts` per state and level ' +
            'cover every filter but state and level.',
          querystring: alarmListQuery,
          response: { 200: alarmList, ...errorResponses },
        },
      },
      async (request) =>
        alarms.list(await actor(request, request.query.Customer_ID), request.query),
    );

    app.get(
      `${base}/assignees`,
      {
        onRequest: process,
        schema: {
          tags,
          description:
            'The customer’s users who may be assigned an alarm (they may process alerts).',
          querystring: customerQuery,
          response: { 200: assignees, ...errorResponses },
        },
      },
      async (request) => alarms.assignees(await actor(request, request.query.Customer_ID)),
    );

    app.get(
      `${base}/:id`,
      {
        onRequest: process,
        schema: {
          tags,
          description: 'The alarm with its history, oldest step first.',
          params: idParams,
          querystring: customerQuery,
          response: { 200: alarmDetailSchema, ...errorResponses },
        },
      },
      async (request) =>
        alarms.get(await actor(request, request.query.Customer_ID), request.params.id),
    );

    app.post(
      base,
      {
        onRequest: process,
        schema: {
          tags,
          description: 'Raises an alarm by hand (source MANUAL).',
          body: createAlarmBody,
          response: { 201: alarmSchema, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await alarms.create(await actor(request, request.body.Customer_ID), request.body)),
    );

    app.put(
      `${base}/:id`,
      {
        onRequest: process,
        schema: {
          tags,
          description:
            'One step: acknowledge, assign, unassign, comment, resolve, close, reopen, shelve, unshelve. ' +
            'With `version`, only on the alarm as it was seen. A step the state does not allow, or an older ' +
            'version, answers 409 naming who did what and when.',
          params: idParams,
          querystring: customerQuery,
          body: alarmActionBody,
          response: { 200: alarmSchema, ...errorResponses },
        },
      },
      async (request) =>
        alarms.act(
          await actor(request, request.query.Customer_ID),
          request.params.id,
          request.body,
        ),
    );

    app.put(
      base,
      {
        onRequest: process,
        schema: {
          tags,
          description: 'Acknowledges many alarms at once; answers each one’s outcome.',
          querystring: customerQuery,
          body: bulkAlarmActionBody,
          response: { 200: bulkResult, ...errorResponses },
        },
      },
      async (request) =>
        alarms.bulk(await actor(request, request.query.Customer_ID), request.body.ids),
    );

    app.delete(
      `${base}/:id`,
      {
        onRequest: remove,
        schema: {
          tags,
          description: 'Deletes an alarm and its history (administrators; audited).',
          params: idParams,
          querystring: customerQuery,
          response: { 204: z.null().describe('Deleted'), ...errorResponses },
        },
      },
      async (request, reply) => {
        await alarms.remove(await actor(request, request.query.Customer_ID), request.params.id);
        // No body at all (a JSON `null` would be one).
        return reply.status(204).send(undefined as unknown as null);
      },
    );
  }
}
