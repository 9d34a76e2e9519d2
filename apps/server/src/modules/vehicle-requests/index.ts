/**
 * Vehicle requests: the one channel that sends a vehicle a command and waits for its answer.
 *
 *   app.vehicleRequests (this plugin; needs `bus` and `fleet`), or
 *   vehicleRequests({ bus, acks?, send, now?, timeouts? }) — answers are heard on the bus and on `acks`
 *   (the command answers this copy takes in itself); the fleet adds each command's nonce.
 *   request({ customerId, vehicleId, command, timeouts, commandId?, issuedAt?, finishOn?, match? })
 *     : Promise<RequestOutcome>  — makes the envelope (command_id, issued_at, expires_at),
 *     subscribes on the bus, then sends; the same command id in flight shares its wait.
 *   follow({ customerId, vehicleId, commandId, issuedAt, timeouts, heard?, finishOn?, match? })
 *     : Promise<RequestOutcome>  — waits without sending (a command sent earlier or elsewhere).
 *   close(): Promise<void>       — ends every wait as timed out.
 *   timeouts: { remote, mission } — the RequestTimeouts callers give each kind of request
 *     (REQUEST_TIMEOUTS unless `buildApp`'s `requestTimeouts` option gives shorter ones).
 *
 *   RequestOutcome.state: acknowledged | executed | rejected | expired (the vehicle's answer),
 *   matched (an event the caller matched), timed_out (with the progress heard), not_sent.
 *   Timeouts of every kind of request: REMOTE_COMMAND_TIMEOUTS, MISSION_COMMAND_TIMEOUTS.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RequestTimeoutsByKind } from './request-timeouts.ts';
import { vehicleRequests, type VehicleRequests } from './vehicle-requests.ts';

export {
  vehicleRequests,
  type FollowedRequest,
  type VehicleRequest,
  type VehicleRequests,
  type VehicleRequestsDeps,
} from './vehicle-requests.ts';
export { envelopeOf, type CommandBody, type CommandEnvelope } from './command-envelope.ts';
export type { FinishOn, Progress, RequestOutcome } from './request-outcome.ts';
export {
  MISSION_COMMAND_TIMEOUTS,
  REMOTE_COMMAND_TIMEOUTS,
  REQUEST_TIMEOUTS,
  type RequestTimeouts,
  type RequestTimeoutsByKind,
} from './request-timeouts.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends vehicles commands and waits for their answers. */
    vehicleRequests: VehicleRequests;
  }
}

export interface VehicleRequestsOptions {
  /** Shorter waits than REQUEST_TIMEOUTS (tests of what a silent vehicle gets). */
  timeouts?: Partial<RequestTimeoutsByKind> | undefined;
}

/** Decorates `app.vehicleRequests`; its waits end before the bus and the broker close. */
export const vehicleRequestsModule = fp<VehicleRequestsOptions>(
  (app: FastifyInstance, options) => {
    const requests = vehicleRequests({
      timeouts: options.timeouts,
      bus: app.bus,
      acks: app.mqtt.commandAcks,
      send: (customerId, vehicleId, command) =>
        app.mqtt.sendCommand(customerId, vehicleId, command),
    });
    app.decorate('vehicleRequests', requests);
    app.addHook('preClose', () => requests.close());
  },
  { name: 'vehicle-requests', dependencies: ['bus', 'fleet'] },
);
