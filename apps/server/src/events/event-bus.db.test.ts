import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessBus, type EventBus } from './event-bus.ts';
import type { TelemetryEvent } from '../modules/fleet/index.ts';
import type { BusEvent } from './bus-event.ts';
import { createRedisBus } from './redis-event-bus.ts';

const silent = { error: () => undefined, warn: () => undefined };

function telemetryEvent(customerId: string, n = 1): TelemetryEvent {
  const vehicleId = randomUUID();
  return {
    type: 'telemetry',
    customerId,
    vehicleId,
    payload: {
      customer_id: customerId,
      vehicle_id: vehicleId,
      dt_canbus: '2026-03-02T09:15:00.000Z',
      dt_lambda: '2026-03-02T09:15:00.050Z',
      measure_values_list: [{ measure_name: 'SPEED', measure_value: n }],
    },
  };
}

/** Collects events and lets a test wait for the n-th one. */
function collector() {
  const events: BusEvent[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  return {
    events,
    handler: (event: BusEvent) => {
      events.push(event);
      for (const w of waiters.filter((w) => events.length >= w.count)) w.resolve();
    },
    until: (count: number) =>
      events.length >= count
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiters.push({ count, resolve })),
  };
}

/** The same contract for every implementation of the bus. */
function busContract(name: string, make: () => Promise<EventBus>) {
  describe(`${name} event bus`, () => {
    let bus: EventBus;
    beforeAll(async () => {
      bus = await make();
    });
    afterAll(() => bus.close());

    it('delivers a customer only its own events, and `*` every event', async () => {
      const [a, b] = [randomUUID(), randomUUID()];
      const ofA = collector();
      const ofB = collector();
      const all = collector();
      const stops = await Promise.all([
        bus.subscribe(a, ofA.handler),
        bus.subscribe(b, ofB.handler),
        bus.subscribe('*', all.handler),
      ]);
      bus.publish(telemetryEvent(a, 1));
      bus.publish(telemetryEvent(b, 2));
      bus.publish(telemetryEvent(a, 3));
      await Promise.all([ofA.until(2), ofB.until(1), all.until(3)]);
      // A marker published after the others: once it arrives, nothing else is on its way.
      bus.publish(telemetryEvent(b, 4));
      await ofB.until(2);
      expect(ofA.events.map((e) => e.customerId)).toEqual([a, a]);
      expect(ofA.events.map((e) => (e as TelemetryEvent).payload.measure_values_list[0])).toEqual([
        { measure_name: 'SPEED', measure_value: 1 },
        { measure_name: 'SPEED', measure_value: 3 },
      ]);
      expect(ofB.events.every((e) => e.customerId === b)).toBe(true);
      expect(all.events.filter((e) => e.customerId === a || e.customerId === b)).toHaveLength(4);
      for (const stop of stops) stop();
    });

    it('stops delivering after unsubscribe and survives a failing handler', async () => {
      const customer = randomUUID();
      const kept = collector();
      const dropped = collector();
      await bus.subscribe(customer, () => {
        throw new Error('a broken subscriber');
      });
      await bus.subscribe(customer, kept.handler);
      const stop = await bus.subscribe(customer, dropped.handler);
      bus.publish(telemetryEvent(customer, 1));
      await Promise.all([kept.until(1), dropped.until(1)]);
      stop();
      bus.publish(telemetryEvent(customer, 2));
      await kept.until(2);
      expect(dropped.events).toHaveLength(1);
      await expect(bus.check()).resolves.toBeUndefined();
    });
  });
}

busContract('in-process', () => Promise.resolve(createInProcessBus(silent)));

// The Redis bus runs against a real Redis whenever REDIS_URL names one (npm test's PostgreSQL
// pass sets it when Redis answers; .ci/run always does).
const redisUrl = process.env.REDIS_URL;
if (redisUrl) {
  const channelPrefix = `shuttle-ops-test:${randomUUID()}`;
  busContract('Redis', () => createRedisBus({ url: redisUrl, logger: silent, channelPrefix }));

  describe('Redis event bus between two processes', () => {
    it('delivers an event published by one bus to the subscribers of another', async () => {
      const [one, two] = await Promise.all([
        createRedisBus({ url: redisUrl, logger: silent, channelPrefix }),
        createRedisBus({ url: redisUrl, logger: silent, channelPrefix }),
      ]);
      try {
        const customer = randomUUID();
        const other = randomUUID();
        const seen = collector();
        await two.subscribe(customer, seen.handler);
        one.publish(telemetryEvent(other, 1));
        one.publish(telemetryEvent(customer, 2));
        await seen.until(1);
        expect(seen.events).toHaveLength(1);
        expect(seen.events[0]?.customerId).toBe(customer);
      } finally {
        await Promise.all([one.close(), two.close()]);
      }
    });

    it('fails with one line naming REDIS_URL when Redis does not answer', async () => {
      await expect(createRedisBus({ url: 'redis://127.0.0.1:1', logger: silent })).rejects.toThrow(
        /REDIS_URL/,
      );
    });
  });
}
