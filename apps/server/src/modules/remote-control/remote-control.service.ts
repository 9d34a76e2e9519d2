import { randomUUID } from 'node:crypto';
import {
  interlockFor,
  pageWindow,
  type CommandListQuery,
  type RemoteCommandBody,
  type RemoteCommandExecuted,
  type RemoteCommandName,
} from '@shuttle-ops/domain';
import type { Actor } from '../../lib/actor.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import type { AuditRepository } from '../audit/index.ts';
import type { CommandAckFeed } from '../fleet/index.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { VehicleStateStore } from '../vehicle-state/index.ts';
import {
  envelopeOf,
  type RequestOutcome,
  type VehicleRequests,
} from '../vehicle-requests/index.ts';
import { commandAnswers } from './command-answers.ts';
import { answerOf, type CommandAnswer } from './command-outcome.ts';
import { commandRecorder, type RequestOrigin } from './command-record.ts';
import { presentCommand } from './commands.presenter.ts';
import type { CommandRow, CommandsRepository } from './commands.repository.ts';

export interface RemoteControlOptions {
  repo: CommandsRepository;
  audit: AuditRepository;
  state: VehicleStateStore;
  bus: EventBus;
  /** The command answers this copy takes in itself (`app.mqtt.commandAcks`). */
  acks?: CommandAckFeed;
  /** The vehicle, if it belongs to the scope's customer. */
  findVehicle(scope: TenantScope, vehicleId: string): Promise<{ id: string } | undefined>;
  /** Sends commands to vehicles and waits for their answers. */
  requests: VehicleRequests;
  log: { error(fields: object, message: string): void };
  now?: () => Date;
}

/**
 * Remote commands: interlocks, the command log, sending over the vehicle request channel (which
 * waits for the vehicle's answers) and the audit log. Every state change is stored, then
 * published as `vehicleCommand`.
 */
export function remoteControlService(options: RemoteControlOptions) {
  const { repo, audit, state, bus, requests, log } = options;
  const now = options.now ?? (() => new Date());
  const timeouts = requests.timeouts.remote;
  const record = commandRecorder(bus, audit);
  const answers = commandAnswers({ bus, acks: options.acks, repo, record, log, now });

  /** What a command's wait came to, once the command log agrees. */
  const settled = async (
    row: CommandRow,
    outcome: RequestOutcome,
    origin: RequestOrigin = {},
  ): Promise<CommandAnswer> => {
    if (outcome.state === 'not_sent') {
      const { reason } = outcome;
      const failed = await repo.transition(
        row.id,
        row.vehicleId,
        ['sent'],
        'failed',
        reason,
        now(),
      );
      if (failed) await record(failed, origin);
      return { state: 'failed', reason };
    }
    if (outcome.state === 'executed') {
      await answers.recorded(row.id);
      return { state: 'executed' };
    }
    if (outcome.state === 'rejected' || outcome.state === 'expired') {
      await answers.recorded(row.id);
      return { state: outcome.state, reason: outcome.reason };
    }
    // Timed out (an acknowledgement or a matched event never ends a remote command).
    return timedOut(row, outcome.state !== 'timed_out' || outcome.heard !== null);
  };

  const timedOut = async (row: CommandRow, acknowledged: boolean): Promise<CommandAnswer> => {
    const reason = acknowledged
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
    return { state: 'timed_out', acknowledged };
  };

  /** The outcome of a command sent earlier: stored, or awaited (without sending it again). */
  const awaitOutcome = async (row: CommandRow): Promise<CommandAnswer> => {
    if (row.state === 'executed') return { state: 'executed' };
    if (row.state === 'rejected' || row.state === 'expired' || row.state === 'failed') {
      return { state: row.state, reason: row.reason };
    }
    if (row.state === 'timed_out') return { state: 'timed_out', acknowledged: false };
    const outcome = await requests.follow({
      customerId: row.customerId,
      vehicleId: row.vehicleId,
      commandId: row.id,
      issuedAt: row.issuedAt,
      timeouts,
      heard: row.state === 'acknowledged' ? 'acknowledged' : null,
    });
    return settled(row, outcome);
  };

  const answer = async (
    row: CommandRow,
    outcome: Promise<CommandAnswer>,
  ): Promise<RemoteCommandExecuted> =>
    answerOf(row.id, await outcome, now().getTime() - row.issuedAt.getTime());

  const issue = async (
    actor: Actor,
    command: RemoteCommandName,
    body: RemoteCommandBody,
  ): Promise<RemoteCommandExecuted> => {
    const vehicleId = (body.vehicle_id ?? body.Vehicle_ID)!;
    const vehicle = await options.findVehicle(actor.scope, vehicleId);
    if (!vehicle) throw notFound('Vehicle not found');
    const customerId = actor.scope.customerId;
    await answers.listen(customerId);

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
        return answer(existing, awaitOutcome(existing));
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

    const { commandId, expiresAt } = envelopeOf(body.command_id ?? randomUUID(), at, timeouts);
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
    const outcome = await requests.request({
      customerId,
      vehicleId,
      commandId,
      issuedAt: at,
      command: { command },
      timeouts,
    });
    return answer(row, settled(row, outcome, { requestId: actor.requestId, ip: actor.ip }));
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

    close: () => answers.close(),
  };
}

export type RemoteControlService = ReturnType<typeof remoteControlService>;
