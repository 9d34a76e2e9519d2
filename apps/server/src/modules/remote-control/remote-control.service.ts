import { randomUUID } from 'node:crypto';
import {
  interlockFor,
  pageWindow,
  type CommandListQuery,
  type CommandState,
  type FleetCommand,
  type FleetCommandAck,
  type RemoteCommandBody,
  type RemoteCommandExecuted,
  type RemoteCommandName,
} from '@shuttle-ops/domain';
import type { Actor } from '../../lib/actor.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import type { AuditRepository } from '../audit/index.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { BusEvent } from '../../events/bus-event.ts';
import type { VehicleStateStore } from '../vehicle-state/index.ts';
import { answerOf, type CommandAnswer } from './command-outcome.ts';
import { presentCommand } from './commands.presenter.ts';
import type { CommandRow, CommandsRepository } from './commands.repository.ts';
import { PendingCommands } from './pending-commands.ts';

export interface CommandTiming {
  /** How long a command is valid for the vehicle (expires_at − issued_at). */
  expiryMs: number;
  /** Extra wait for the first answer after the expiry (network). */
  answerGraceMs: number;
  /** The longest wait for the final answer (a stop from full speed takes about 4 s). */
  finishWithinMs: number;
}

export const DEFAULT_TIMING: CommandTiming = {
  expiryMs: 5000,
  answerGraceMs: 1000,
  finishWithinMs: 20_000,
};

export interface RemoteControlOptions {
  repo: CommandsRepository;
  audit: AuditRepository;
  state: VehicleStateStore;
  bus: EventBus;
  /** The vehicle, if it belongs to the scope's customer. */
  findVehicle(scope: TenantScope, vehicleId: string): Promise<{ id: string } | undefined>;
  /** Publishes the command on the vehicle's `commands` topic (QoS 1). */
  send(customerId: string, vehicleId: string, command: FleetCommand): Promise<void>;
  log: { error(fields: object, message: string): void };
  timing?: Partial<CommandTiming>;
  now?: () => Date;
}

const AFTER: Readonly<Record<FleetCommandAck['status'], readonly CommandState[]>> = {
  acknowledged: ['sent'],
  // A late answer after the server gave up still records what the vehicle did.
  executed: ['sent', 'acknowledged', 'timed_out'],
  rejected: ['sent', 'acknowledged', 'timed_out'],
  expired: ['sent', 'acknowledged', 'timed_out'],
};

const AUDIT_OUTCOME: Partial<Record<CommandState, 'success' | 'failure'>> = {
  executed: 'success',
  rejected: 'failure',
  expired: 'failure',
  failed: 'failure',
  timed_out: 'failure',
};

/**
 * Remote commands: interlocks, the command log, sending over MQTT, waiting for the vehicle's
 * answers (from the bus: the process that sent a command may not be the one that hears the
 * vehicle) and the audit log. Every state change is stored, then published as `vehicleCommand`.
 */
export function remoteControlService(options: RemoteControlOptions) {
  const { repo, audit, state, bus, log } = options;
  const timing = { ...DEFAULT_TIMING, ...options.timing };
  const now = options.now ?? (() => new Date());
  const pending = new PendingCommands();
  const listening = new Map<string, Promise<() => void>>();
  /** Per command, so that its answers are written in the order they came. */
  const chains = new Map<string, Promise<void>>();

  const record = async (row: CommandRow, extra: { requestId?: string; ip?: string } = {}) => {
    bus.publish({
      type: 'vehicleCommand',
      customerId: row.customerId,
      vehicleId: row.vehicleId,
      payload: presentCommand(row),
    });
    const outcome = AUDIT_OUTCOME[row.state];
    if (!outcome) return;
    await audit.record({
      action: 'vehicle.command',
      outcome,
      customerId: row.customerId,
      userId: row.userId,
      username: row.username,
      ...extra,
      details: {
        command_id: row.id,
        vehicle_id: row.vehicleId,
        command: row.command,
        state: row.state,
        reason: row.reason,
      },
    });
  };

  const onAck = (ack: FleetCommandAck, customerId: string, vehicleId: string) => {
    const id = ack.command_id;
    const previous = chains.get(id) ?? Promise.resolve();
    const next = previous.then(async () => {
      try {
        const row = await repo.transition(
          id,
          vehicleId,
          AFTER[ack.status],
          ack.status,
          ack.reason ?? null,
          now(),
        );
        if (row && row.customerId === customerId) await record(row);
      } catch (err) {
        log.error({ err, command_id: id }, 'could not record a command answer');
      }
      pending.settle(id, ack.status, ack.reason ?? null);
    });
    chains.set(id, next);
    void next.then(() => {
      if (chains.get(id) === next) chains.delete(id);
    });
  };

  const onEvent = (event: BusEvent) => {
    if (event.type === 'commandAck') onAck(event.payload, event.customerId, event.vehicleId);
  };

  /** Hears the answers of a customer's vehicles from the first command on. */
  const listen = (customerId: string) => {
    let subscription = listening.get(customerId);
    if (!subscription) {
      subscription = bus.subscribe(customerId, onEvent);
      listening.set(customerId, subscription);
    }
    return subscription;
  };

  const awaitOutcome = async (row: CommandRow): Promise<CommandAnswer> => {
    if (row.state === 'executed') return { state: 'executed' };
    if (row.state === 'rejected' || row.state === 'expired' || row.state === 'failed') {
      return { state: row.state, reason: row.reason };
    }
    if (row.state === 'timed_out') return { state: 'timed_out', acknowledged: false };
    const elapsed = now().getTime() - row.issuedAt.getTime();
    const waited = await pending.wait(row.id, {
      answerWithinMs:
        row.state === 'acknowledged'
          ? timing.finishWithinMs - elapsed
          : row.expiresAt.getTime() + timing.answerGraceMs - now().getTime(),
      finishWithinMs: timing.finishWithinMs - elapsed,
    });
    if (waited.state !== 'timed_out') return waited;
    const reason = waited.acknowledged
      ? 'acknowledged, but not reported done in time'
      : 'no answer from the vehicle in time';
    const changed = await repo.transition(
      row.id,
      row.vehicleId,
      ['sent', 'acknowledged'],
      'timed_out',
      reason,
      now(),
    );
    if (changed) await record(changed);
    // An answer that came while the timeout was written wins.
    const latest = changed ?? (await repo.findById(row.id));
    if (latest && latest.state !== 'timed_out' && latest.state !== 'sent') {
      return awaitOutcome(latest);
    }
    return waited;
  };

  const answer = async (row: CommandRow): Promise<RemoteCommandExecuted> =>
    answerOf(row.id, await awaitOutcome(row), now().getTime() - row.issuedAt.getTime());

  const issue = async (
    actor: Actor,
    command: RemoteCommandName,
    body: RemoteCommandBody,
  ): Promise<RemoteCommandExecuted> => {
    const vehicleId = (body.vehicle_id ?? body.Vehicle_ID)!;
    const vehicle = await options.findVehicle(actor.scope, vehicleId);
    if (!vehicle) throw notFound('Vehicle not found');
    const customerId = actor.scope.customerId;
    await listen(customerId);

    if (body.command_id) {
      const existing = await repo.findById(body.command_id);
      if (existing) {
        if (
          existing.customerId !== customerId ||
          existing.vehicleId !== vehicleId ||
          existing.command !== command
        ) {
          throw conflict(
            'This command_id was already used for another command.',
            'COMMAND_ID_REUSED',
          );
        }
        return answer(existing);
      }
    }

    const at = now();
    const blocked = interlockFor(command, state.get(customerId, vehicleId), at);
    if (blocked) {
      await audit.record({
        action: 'vehicle.command',
        outcome: 'denied',
        customerId,
        userId: actor.session.sub,
        username: actor.session.username,
        requestId: actor.requestId,
        ip: actor.ip,
        details: { vehicle_id: vehicleId, command, state: 'interlock', reason: blocked },
      });
      throw conflict(blocked, 'INTERLOCK');
    }

    const commandId = body.command_id ?? randomUUID();
    const expiresAt = new Date(at.getTime() + timing.expiryMs);
    const row = await repo.insert({
      id: commandId,
      customerId,
      vehicleId,
      command,
      state: 'sent',
      reason: null,
      userId: actor.session.sub,
      username: actor.session.username,
      issuedAt: at,
      expiresAt,
    });
    // Two requests with one new command_id at once: the second waits on the first.
    if (!row) return issue(actor, command, body);
    bus.publish({
      type: 'vehicleCommand',
      customerId,
      vehicleId,
      payload: presentCommand(row),
    });
    // Waiting starts before sending: a quick vehicle may answer before `send` resolves.
    const outcome = answer(row);
    try {
      await options.send(customerId, vehicleId, {
        command_id: commandId,
        command,
        issued_at: at.toISOString(),
        expires_at: expiresAt.toISOString(),
      });
    } catch (err) {
      const reason = err instanceof Error ? err.message : 'the broker refused it';
      const failed = await repo.transition(commandId, vehicleId, ['sent'], 'failed', reason, now());
      if (failed) await record(failed, { requestId: actor.requestId, ip: actor.ip });
      pending.abandon(commandId);
      // Its answer would only repeat the timeout; this request answers the failure.
      outcome.catch(() => undefined);
      return answerOf(commandId, { state: 'failed', reason }, 0);
    }
    return outcome;
  };

  return {
    issue,

    async list(actor: Actor, query: CommandListQuery) {
      const { rows, total } = await repo.list(actor.scope, {
        vehicleId: query.vehicle_id,
        command: query.command,
        state: query.state,
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
        sort: query.sort_attributes,
        order: query.sort_order,
        ...pageWindow(query),
      });
      return { Items: rows.map(presentCommand), Count: rows.length, total };
    },

    async close() {
      pending.close();
      const stops = await Promise.all(listening.values());
      listening.clear();
      for (const stop of stops) stop();
      await Promise.all(chains.values());
    },
  };
}

export type RemoteControlService = ReturnType<typeof remoteControlService>;
