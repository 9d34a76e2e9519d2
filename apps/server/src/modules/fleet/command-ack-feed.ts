import type { CommandAckEvent } from './vehicle-message-events.ts';

/**
 * The vehicles' answers to commands that this server copy took in itself: from its ack watch
 * (external broker) or from its intake (embedded broker). Not stored and not shared: the other
 * copies take in the same answers themselves, and the stored path (the shared ingest and the
 * event bus) delivers them too, so a listener may hear an answer twice.
 */
export interface CommandAckFeed {
  /** Hears every answer from now on (synchronously, in the order taken in). */
  subscribe(handler: (event: CommandAckEvent) => void): () => void;
}

export function commandAckFeed(logger: { error(fields: object, message: string): void }) {
  const handlers = new Set<(event: CommandAckEvent) => void>();
  return {
    subscribe(handler: (event: CommandAckEvent) => void) {
      // A wrapper of its own, so that one handler subscribed twice is two subscriptions.
      const entry = (event: CommandAckEvent) => handler(event);
      handlers.add(entry);
      return () => void handlers.delete(entry);
    },
    publish: (event: CommandAckEvent) => {
      for (const handler of [...handlers]) {
        try {
          handler(event);
        } catch (err) {
          logger.error({ err, command_id: event.payload.command_id }, 'command ack handler failed');
        }
      }
    },
  } satisfies CommandAckFeed & { publish: (event: CommandAckEvent) => void };
}
