import { randomUUID } from 'node:crypto';
import type { CommandAckStatus, UnsignedFleetCommand } from '@shuttle-ops/domain';
import { createInProcessBus, type EventBus } from '../../events/event-bus.ts';
import type { CommandAckEvent, CommandAckFeed } from '../fleet/index.ts';
import { vehicleRequests } from './vehicle-requests.ts';

/** Two vehicles of one customer and one of another, as the tests of the channel address them. */
export const CUSTOMER = 'Darwin';
export const OTHER_CUSTOMER = 'Halley';

/** Lets the bus subscription and the send of a request happen. */
export const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface SentCommand {
  customerId: string;
  vehicleId: string;
  command: UnsignedFleetCommand;
}

/** A copy's own command-ack feed (`app.mqtt.commandAcks`), with its live subscriptions. */
function localFeed() {
  const handlers = new Set<(event: CommandAckEvent) => void>();
  const feed: CommandAckFeed = {
    subscribe(handler) {
      const entry = (event: CommandAckEvent) => handler(event);
      handlers.add(entry);
      return () => void handlers.delete(entry);
    },
  };
  const publish = (event: CommandAckEvent) => {
    for (const handler of [...handlers]) handler(event);
  };
  return { feed, publish, live: () => handlers.size };
}

/**
 * A real in-process bus that counts its live subscriptions. Like the Redis bus, a subscription
 * becomes active a moment after it is asked for, not at once.
 */
function countingBus() {
  const bus = createInProcessBus({ error: () => undefined });
  let live = 0;
  const counted: EventBus = {
    ...bus,
    async subscribe(customer, handler) {
      await settle();
      const off = await bus.subscribe(customer, handler);
      live++;
      return () => {
        live--;
        off();
      };
    },
  };
  return { bus: counted, live: () => live };
}

/**
 * A channel on a real in-process bus, with the commands it sent. `onSend` stands for the broker:
 * it may answer at once, fail, or never resolve.
 */
export function channelKit(onSend: (sent: SentCommand) => Promise<void> = () => Promise.resolve()) {
  const { bus, live } = countingBus();
  const local = localFeed();
  const sent: SentCommand[] = [];
  const requests = vehicleRequests({
    bus,
    acks: local.feed,
    send: (customerId, vehicleId, command) => {
      const entry = { customerId, vehicleId, command };
      sent.push(entry);
      return onSend(entry);
    },
  });
  const ack = (
    to: { customerId: string; vehicleId: string; commandId: string },
    status: CommandAckStatus,
    reason?: string,
    /** How the answer arrives: stored and on the bus, or through this copy's own feed. */
    via: 'bus' | 'feed' = 'bus',
  ) => {
    const event: CommandAckEvent = {
      type: 'commandAck',
      customerId: to.customerId,
      vehicleId: to.vehicleId,
      payload: {
        command_id: to.commandId,
        vehicle_id: to.vehicleId,
        status,
        ...(reason === undefined ? {} : { reason }),
        at: new Date().toISOString(),
      },
    };
    if (via === 'bus') bus.publish(event);
    else local.publish(event);
  };
  return { bus, requests, sent, ack, liveSubscriptions: live, liveFeed: local.live };
}

/** A fresh vehicle and command id of CUSTOMER. */
export const target = () => ({
  customerId: CUSTOMER,
  vehicleId: randomUUID(),
  commandId: randomUUID(),
});
