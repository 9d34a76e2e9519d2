import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { commandsRepository } from './commands.repository.ts';
import { remoteControlRoutes } from './remote-control.routes.ts';
import { remoteControlService } from './remote-control.service.ts';

export type { VehicleCommandEvent } from './vehicle-command-events.ts';

/** Remote commands: interlocks on fresh telemetry, sent over the vehicle request channel, the command log. */
export const remoteControlModule = fp(
  async (app: FastifyInstance) => {
    await app.register(remoteControlRoutes, {
      actor: app.actor,
      remote: remoteControlService({
        repo: commandsRepository(app.database.db),
        audit: app.audit,
        state: app.vehicleState,
        bus: app.bus,
        acks: app.mqtt.commandAcks,
        findVehicle: (scope, id) => app.vehicleRecords.findById(scope, id),
        requests: app.vehicleRequests,
        log: app.log.child({ module: 'remote-control' }),
      }),
    });
  },
  {
    name: 'remote-control',
    dependencies: [
      'database',
      'bus',
      'auth',
      'actor',
      'audit',
      'vehicle-state',
      'vehicles',
      'vehicle-requests',
    ],
  },
);

/** Reads for other modules (incidents). */
export { commandCountsByVehicle, commandSummaries } from './command-reads.ts';

/** Trip playback's remote commands of some vehicles over a range. */
export { commandTimeline } from './command-timeline.ts';
