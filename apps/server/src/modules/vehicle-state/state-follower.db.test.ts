import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createInProcessBus, type EventBus } from '../../events/event-bus.ts';
import type { AlertEvent, TelemetryEvent } from '../fleet/index.ts';
import { createRedisBus } from '../../events/redis-event-bus.ts';
import { followStateOnBus } from './state-follower.ts';
import { createVehicleStateStore } from './vehicle-state.ts';

const silent = { error: () => undefined, warn: () => undefined };
const customerId = randomUUID();

const telemetry = (vehicleId: string, speed: number, at: string): TelemetryEvent => ({
  type: 'telemetry',
  customerId,
  vehicleId,
  payload: {
    customer_id: customerId,
    vehicle_id: vehicleId,
    dt_canbus: at,
    dt_lambda: at,
    measure_values_list: [
      { measure_name: 'SPEED', measure_value: speed },
      { measure_name: 'DOOR_STATUS', measure_value: 'CLOSED' },
    ],
  },
});

const alert = (vehicleId: string): AlertEvent =>
  ({
    type: 'alert',
    customerId,
    vehicleId,
    payload: {
      id: randomUUID(),
      level: 'WARNING',
      event_name: 'ALERT_RAISED',
      message: 'Obstacle ahead',
      time: '2026-11-22T10:00:02.000Z',
      alerts: [{ code: 'OBSTACLE' }],
    },
  }) as unknown as AlertEvent;

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
};

async function follows(stored: EventBus, follower: EventBus) {
  const state = createVehicleStateStore();
  const stop = await followStateOnBus(follower, state);
  const vehicleId = randomUUID();
  stored.publish(telemetry(vehicleId, 4.2, '2026-11-22T10:00:01.000Z'));
  stored.publish(alert(vehicleId));
  // An older snapshot arriving late changes nothing.
  stored.publish(telemetry(vehicleId, 9.9, '2026-11-22T09:59:00.000Z'));
  await until(() => state.get(customerId, vehicleId)?.latest_alert != null);
  stop();
  return state.get(customerId, vehicleId);
}

describe('the latest state follows messages another process stored', () => {
  it('applies telemetry and alerts from the bus, newest snapshot kept', async () => {
    const bus = createInProcessBus(silent);
    const live = await follows(bus, bus);
    expect(live).toMatchObject({
      speed: 4.2,
      doors: 'CLOSED',
      received_at: '2026-11-22T10:00:01.000Z',
      latest_alert: { level: 'WARNING', codes: ['OBSTACLE'] },
    });
    await bus.close();
  });
});

// With REDIS_URL (npm test's PostgreSQL pass and CI), across two buses as two servers have them.
const redisUrl = process.env.REDIS_URL;
if (redisUrl) {
  describe('the latest state across two server processes sharing Redis', () => {
    it('follows what the other process stored', async () => {
      const channelPrefix = `shuttle-ops-test:${randomUUID()}`;
      const options = { url: redisUrl, logger: silent, channelPrefix };
      const [ingesting, other] = await Promise.all([
        createRedisBus(options),
        createRedisBus(options),
      ]);
      const live = await follows(ingesting, other);
      expect(live).toMatchObject({ speed: 4.2, latest_alert: { codes: ['OBSTACLE'] } });
      await Promise.all([ingesting.close(), other.close()]);
    });
  });
}
