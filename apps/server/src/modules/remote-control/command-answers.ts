import type { CommandState, FleetCommandAck } from '@shuttle-ops/domain';
import type { EventBus } from '../../events/event-bus.ts';
import type { BusEvent } from '../../events/bus-event.ts';
import type { CommandAckFeed } from '../fleet/index.ts';
import type { CommandsRepository } from './commands.repository.ts';
import type { RecordCommand } from './command-record.ts';

const AFTER: Readonly<Record<FleetCommandAck['status'], readonly CommandState[]>> = {
  acknowledged: ['sent'],
  // A late answer after the server gave up still records what the vehicle did.
  executed: ['sent', 'acknowledged', 'timed_out'],
  rejected: ['sent', 'acknowledged', 'timed_out'],
  expired: ['sent', 'acknowledged', 'timed_out'],
};

export interface CommandAnswersDeps {
  bus: EventBus;
  /** The answers this copy takes in itself, heard besides the bus (the first copy records). */
  acks?: CommandAckFeed | undefined;
  repo: CommandsRepository;
  record: RecordCommand;
  log: { error(fields: object, message: string): void };
  now: () => Date;
}

/**
 * The command log's side of the vehicles' answers: every answer heard on the bus or on this
 * copy's own command-ack feed (also one that another server copy waits for, or one that comes
 * after the wait gave up) is stored, in the order it came, and recorded. The same answer heard
 * twice records nothing the second time: a state moves only from the states before it.
 */
export function commandAnswers({ bus, acks, repo, record, log, now }: CommandAnswersDeps) {
  const listening = new Map<string, Promise<() => void>>();
  let stopFeed: (() => void) | null = null;
  /** Per command, so that its answers are written in the order they came. */
  const chains = new Map<string, Promise<void>>();

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
    });
    chains.set(id, next);
    void next.then(() => {
      if (chains.get(id) === next) chains.delete(id);
    });
  };

  const onEvent = (event: BusEvent) => {
    if (event.type === 'commandAck') onAck(event.payload, event.customerId, event.vehicleId);
  };

  return {
    /** Hears the answers of a customer's vehicles from the first command on. */
    listen(customerId: string): Promise<() => void> {
      stopFeed ??=
        acks?.subscribe((event) => {
          if (listening.has(event.customerId)) onEvent(event);
        }) ?? null;
      let subscription = listening.get(customerId);
      if (!subscription) {
        subscription = bus.subscribe(customerId, onEvent);
        listening.set(customerId, subscription);
      }
      return subscription;
    },

    /** Resolves once the answers heard so far for this command are stored. */
    recorded(commandId: string): Promise<void> {
      return chains.get(commandId) ?? Promise.resolve();
    },

    async close(): Promise<void> {
      stopFeed?.();
      stopFeed = null;
      const stops = await Promise.all(listening.values());
      listening.clear();
      for (const stop of stops) stop();
      await Promise.all(chains.values());
    },
  };
}
