import { connect } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fleetTopic, type FleetCommandAck } from '@shuttle-ops/domain';
import { eventually } from '../../test/graphql-client.ts';
import { startAnonymousBroker } from '../../test/mosquitto.ts';
import { openAckWatch } from './ack-watch.ts';
import type { CommandAckEvent } from './vehicle-message-events.ts';

const CUSTOMER = 'c0ffee00-0000-4000-8000-000000000001';
const VEHICLE = 'c0ffee00-0000-4000-8000-000000000002';

let broker: Awaited<ReturnType<typeof startAnonymousBroker>>;
beforeAll(async () => {
  broker = await startAnonymousBroker();
});
afterAll(async () => {
  await broker.stop();
});

describe('the ack watch', () => {
  it('hears a command’s answers in the order they came, however long each one’s check takes', async () => {
    const heard: string[] = [];
    const watch = openAckWatch({
      url: broker.url,
      clientIdPrefix: 'order-test',
      // The first answer's check is the slow one (a cold lookup): it must still be heard first.
      check: async (_topic, body) => {
        const payload = JSON.parse(body.toString()) as FleetCommandAck;
        if (payload.status === 'acknowledged') await new Promise((r) => setTimeout(r, 200));
        const event: CommandAckEvent = {
          type: 'commandAck',
          customerId: CUSTOMER,
          vehicleId: VEHICLE,
          payload,
        };
        return payload.status === 'rejected' ? null : event;
      },
      heard: (event) => heard.push(event.payload.status),
      logger: { warn: () => undefined },
    });
    const vehicle = connect(broker.url, { clientId: 'order-test-vehicle' });
    try {
      await watch.ready;
      const topic = fleetTopic(CUSTOMER, VEHICLE, 'commands/ack');
      const answer = (status: FleetCommandAck['status']) =>
        JSON.stringify({ command_id: 'c1', status, nonce: 'n' });
      // A refused answer (checked to null) is passed over without holding up the ones after it.
      for (const status of ['acknowledged', 'rejected', 'executed'] as const) {
        await vehicle.publishAsync(topic, answer(status), { qos: 1 });
      }
      await eventually(() => heard.length === 2, 5_000);
      expect(heard).toEqual(['acknowledged', 'executed']);
    } finally {
      await vehicle.endAsync();
      await watch.close();
    }
  });
});
