import { randomUUID } from 'node:crypto';
import type { UnsignedFleetCommand } from '@shuttle-ops/domain';
import type { EventBus } from '../../events/event-bus.ts';
import type { BusEvent } from '../../events/bus-event.ts';
import type { CommandAckFeed } from '../fleet/index.ts';
import { commandOf, envelopeOf, type CommandBody } from './command-envelope.ts';
import type { FinishOn, Progress, RequestOutcome } from './request-outcome.ts';
import {
  REQUEST_TIMEOUTS,
  type RequestTimeouts,
  type RequestTimeoutsByKind,
} from './request-timeouts.ts';
import { startWait, type RequestWait } from './request-wait.ts';

export interface VehicleRequestsDeps {
  bus: EventBus;
  /** The answers this copy takes in itself (`app.mqtt.commandAcks`), heard besides the bus. */
  acks?: CommandAckFeed;
  /**
   * Publishes the command on the vehicle's `commands` topic (with its nonce); rejects when the
   * broker refuses.
   */
  send: (customerId: string, vehicleId: string, command: UnsignedFleetCommand) => Promise<void>;
  now?: () => Date;
  /** How long each kind of request waits; REQUEST_TIMEOUTS unless given (tests: shorter). */
  timeouts?: Partial<RequestTimeoutsByKind>;
}

/** Whose answers a request waits for, how long, and what ends it. */
interface Awaited {
  customerId: string;
  vehicleId: string;
  timeouts: RequestTimeouts;
  /** What ends the request besides `rejected` and `expired`; `executed` unless given. */
  finishOn?: FinishOn;
  /** Another event of the vehicle that answers the request (e.g. a mission's final event). */
  match?: (event: BusEvent) => boolean;
}

export interface VehicleRequest extends Awaited {
  command: CommandBody;
  /** Given: the same id again shares the wait and is not sent twice. Otherwise a new one. */
  commandId?: string;
  /** When the command is issued (now unless given): its expiry and timeouts run from then. */
  issuedAt?: Date;
}

/** A command sent earlier (by this or another server copy) whose outcome is still awaited. */
export interface FollowedRequest extends Awaited {
  commandId: string;
  issuedAt: Date;
  /** What the vehicle already answered. */
  heard?: Progress | null;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The one way to send a vehicle a command and wait for its answer: the envelope, the
 * subscription on the bus before sending, the answer and finish timeouts, one wait per command id.
 */
export function vehicleRequests({
  bus,
  acks,
  send,
  now = () => new Date(),
  timeouts,
}: VehicleRequestsDeps) {
  const byKind: RequestTimeoutsByKind = { ...REQUEST_TIMEOUTS, ...timeouts };
  const byId = new Map<string, RequestWait>();
  let closed = false;

  /** The wait in progress for this command id, or a new one. */
  const waitFor = (
    commandId: string,
    issuedAt: Date,
    awaited: Awaited,
    heard?: Progress | null,
  ) => {
    const existing = byId.get(commandId);
    if (existing) return existing;
    const { expiresAt } = envelopeOf(commandId, issuedAt, awaited.timeouts);
    const wait = startWait(
      { bus, acks },
      {
        customerId: awaited.customerId,
        vehicleId: awaited.vehicleId,
        commandId,
        answerBy: expiresAt.getTime() + awaited.timeouts.answerGraceMs,
        finishBy: issuedAt.getTime() + awaited.timeouts.finishWithinMs,
        finishOn: awaited.finishOn ?? 'executed',
        match: awaited.match,
        heard: heard ?? null,
      },
      (ended) => {
        if (byId.get(commandId) === ended) byId.delete(commandId);
      },
    );
    byId.set(commandId, wait);
    return wait;
  };

  return {
    /** The timeouts the callers give each kind of request. */
    timeouts: byKind,

    /** Waits in progress. */
    get pending(): number {
      return byId.size;
    },

    /**
     * Sends the command and answers how it ended. Subscribes before sending, so that an answer
     * that comes before `send` resolves still counts; a command id already awaited here shares
     * that wait and is sent once.
     */
    async request(request: VehicleRequest): Promise<RequestOutcome> {
      if (closed) return { state: 'not_sent', reason: 'the server is shutting down' };
      const envelope = envelopeOf(
        request.commandId ?? randomUUID(),
        request.issuedAt ?? now(),
        request.timeouts,
      );
      const wait = waitFor(envelope.commandId, envelope.issuedAt, request);
      if (wait.sending) return wait.outcome;
      wait.sending = true;
      await wait.listening;
      if (wait.finished) return wait.outcome;
      try {
        await send(request.customerId, request.vehicleId, commandOf(envelope, request.command));
      } catch (error) {
        wait.finish({ state: 'not_sent', reason: message(error) });
      }
      return wait.outcome;
    },

    /** Waits, without sending, for a command sent earlier; shares a wait in progress here. */
    follow(request: FollowedRequest): Promise<RequestOutcome> {
      if (closed) return Promise.resolve({ state: 'timed_out', heard: request.heard ?? null });
      return waitFor(request.commandId, request.issuedAt, request, request.heard).outcome;
    },

    /** Ends every wait as timed out (the server is closing) and stops listening. */
    async close(): Promise<void> {
      closed = true;
      const waits = [...byId.values()];
      for (const wait of waits) wait.timeOut();
      await Promise.all(waits.map((wait) => wait.listening));
    },
  };
}

export type VehicleRequests = ReturnType<typeof vehicleRequests>;
