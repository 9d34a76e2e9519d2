import { connectAsync } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDynsecBroker, type TestBroker } from './mosquitto.ts';

describe('the test broker (Mosquitto with dynamic security)', () => {
  let broker: TestBroker;
  beforeAll(async () => {
    broker = await startDynsecBroker();
  });
  afterAll(() => broker.stop());

  it('lets its administrator in over TCP and WebSocket and refuses anonymous clients', async () => {
    const tcp = await connectAsync(broker.adminUrl, { reconnectPeriod: 0 });
    await tcp.endAsync();
    const ws = await connectAsync(broker.wsUrl, {
      username: broker.admin.username,
      password: broker.admin.password,
      reconnectPeriod: 0,
    });
    await ws.endAsync();
    await expect(connectAsync(broker.url, { reconnectPeriod: 0 })).rejects.toThrow(
      /Not authorized|Bad User Name or Password|Connection refused/,
    );
  });
});
