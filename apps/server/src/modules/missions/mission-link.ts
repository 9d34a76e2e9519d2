import { randomUUID } from 'node:crypto';
import {
  isFinalLifecycle,
  type FleetCommand,
  type FleetCommandAck,
  type FleetMissionEvent,
} from '@shuttle-ops/domain';
import type { EventBus } from '../../events/event-bus.ts';
import type { BusEvent } from '../../events/bus-event.ts';
import type { MissionRow } from './missions.repository.ts';

export type SendCommand = (
  customerId: string,
  vehicleId: string,
  command: FleetCommand,
) => Promise<void>;

export interface MissionLinkDeps {
  bus: EventBus;
  send: SendCommand;
  /** How long a command is valid on the vehicle (`expires_at`). */
  expiryMs: number;
  /** How long to wait for the vehicle's answer; a little more than the expiry. */
  answerMs: number;
  now?: () => Date;
}

export type StartOutcome =
  | { kind: 'acknowledged' }
  | { kind: 'rejected'; reason: string }
  | { kind: 'no-answer'; reason: string };

export type CancelOutcome =
  | { kind: 'cancelled'; event: FleetMissionEvent | null }
  | { kind: 'rejected'; reason: string }
  | { kind: 'no-answer'; reason: string };

/**
 * Sends mission commands on the vehicle's commands topic and waits for its answer on the event
 * bus (the ack may reach another server process first; every process hears it on the bus).
 */
export function missionLink({
  bus,
  send,
  expiryMs,
  answerMs,
  now = () => new Date(),
}: MissionLinkDeps) {
  /** Subscribes first, then sends, so that no answer can slip by. */
  async function exchange<T>(
    mission: MissionRow,
    command: FleetCommand,
    hear: (event: BusEvent, settle: (value: T) => void) => void,
    onTimeout: () => T,
    onSendError: (message: string) => T,
  ): Promise<T> {
    let settle: (value: T) => void = () => undefined;
    const answered = new Promise<T>((resolve) => (settle = resolve));
    const off = await bus.subscribe(mission.customerId, (event) => {
      if (event.vehicleId === mission.vehicleId) hear(event, settle);
    });
    const timer = setTimeout(() => settle(onTimeout()), answerMs);
    try {
      await send(mission.customerId, mission.vehicleId, command);
      return await answered;
    } catch (error) {
      // The broker refused or is away: nothing reached the vehicle.
      return onSendError(error instanceof Error ? error.message : String(error));
    } finally {
      clearTimeout(timer);
      off();
    }
  }

  const envelope = () => {
    const issued = now();
    return {
      command_id: randomUUID(),
      issued_at: issued.toISOString(),
      expires_at: new Date(issued.getTime() + expiryMs).toISOString(),
    };
  };

  const ackOf = (event: BusEvent, commandId: string): FleetCommandAck | null =>
    event.type === 'commandAck' && event.payload.command_id === commandId ? event.payload : null;

  const noAnswer = (): { kind: 'no-answer'; reason: string } => ({
    kind: 'no-answer',
    reason: `the vehicle did not answer within ${Math.round(answerMs / 1000)} s`,
  });
  const notSent = (message: string): { kind: 'no-answer'; reason: string } => ({
    kind: 'no-answer',
    reason: `the command could not be sent: ${message}`,
  });

  return {
    /** `mission/start` with the command id the mission was activated with. */
    start(mission: MissionRow): Promise<StartOutcome> {
      const command: FleetCommand = {
        ...envelope(),
        command_id: mission.commandId ?? randomUUID(),
        command: 'mission/start',
        args: { mission_id: mission.id, station_id: mission.stationId, site_id: mission.siteId },
      };
      return exchange<StartOutcome>(
        mission,
        command,
        (event, settle) => {
          const ack = ackOf(event, command.command_id);
          if (!ack) return;
          if (ack.status === 'rejected') settle({ kind: 'rejected', reason: ack.reason ?? '' });
          else if (ack.status === 'expired') {
            settle({ kind: 'no-answer', reason: 'the command reached the vehicle too late' });
          } else settle({ kind: 'acknowledged' });
        },
        noAnswer,
        notSent,
      );
    },

    /** `mission/cancel`; answered once the vehicle reports the mission ended. */
    cancel(mission: MissionRow): Promise<CancelOutcome> {
      const command: FleetCommand = {
        ...envelope(),
        command: 'mission/cancel',
        args: { mission_id: mission.id },
      };
      let confirmed = false;
      return exchange<CancelOutcome>(
        mission,
        command,
        (event, settle) => {
          if (
            event.type === 'mission' &&
            event.payload.mission_id === mission.id &&
            isFinalLifecycle(event.payload.lifecycle)
          ) {
            settle({ kind: 'cancelled', event: event.payload });
            return;
          }
          const ack = ackOf(event, command.command_id);
          if (!ack) return;
          if (ack.status === 'rejected') settle({ kind: 'rejected', reason: ack.reason ?? '' });
          else if (ack.status === 'expired') {
            settle({ kind: 'no-answer', reason: 'the command reached the vehicle too late' });
          } else if (ack.status === 'executed') confirmed = true;
        },
        () => (confirmed ? { kind: 'cancelled', event: null } : noAnswer()),
        notSent,
      );
    },
  };
}

export type MissionLink = ReturnType<typeof missionLink>;
