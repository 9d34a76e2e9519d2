import type { FastifyInstance } from 'fastify';
import {
  apiErrorBody,
  commandList,
  commandListQuery,
  REMOTE_COMMANDS,
  remoteCommandBody,
  remoteCommandExecuted,
} from '@shuttle-ops/domain';
import type { ActorResolver } from '../../lib/actor.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { withZod } from '../../lib/zod-routes.ts';
import type { RemoteControlService } from './remote-control.service.ts';

export interface RemoteControlRoutesOptions {
  remote: RemoteControlService;
  actor: ActorResolver;
}

const base = '/dev/v1/navyacontrolapi';

const DESCRIPTION = {
  'move/start': 'The shuttle resumes its route. Refused with a door open.',
  'move/stop': 'The shuttle brakes to a standstill and holds. Always sent, whatever its state.',
  'door/open': 'Opens the doors. Refused while the shuttle moves.',
  'door/close': 'Closes the doors.',
} as const;

/**
 * Spec §7 remote control: one POST per command. The answer comes once the vehicle has
 * answered: 200 executed, 409 INTERLOCK (server) or REJECTED (vehicle), 504 VEHICLE_TIMEOUT.
 */
export function remoteControlRoutes(parent: FastifyInstance, opts: RemoteControlRoutesOptions) {
  const app = withZod(parent);
  const { remote, actor } = opts;
  const tags = ['remote control'];
  parent.addHook('onClose', () => remote.close());

  for (const command of REMOTE_COMMANDS) {
    app.post(
      `${base}/${command}`,
      {
        onRequest: app.requirePermission('remoteControl'),
        schema: {
          tags,
          description: `${DESCRIPTION[command]} The same \`command_id\` again is not sent twice: it answers the first request's outcome.`,
          body: remoteCommandBody,
          response: {
            200: remoteCommandExecuted,
            ...errorResponses,
            503: apiErrorBody,
            504: apiErrorBody,
          },
        },
      },
      async (request) =>
        remote.issue(await actor(request, request.body.Customer_ID), command, request.body),
    );
  }

  app.get(
    `${base}/commands`,
    {
      onRequest: app.requirePermission('readAudit'),
      schema: {
        tags,
        description: 'The command log: every remote command, its state and who sent it.',
        querystring: commandListQuery,
        response: { 200: commandList, ...errorResponses },
      },
    },
    async (request) => remote.list(await actor(request, request.query.Customer_ID), request.query),
  );
}
