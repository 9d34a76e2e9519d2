import { afterEach, describe, expect, it } from 'vitest';
import { fleetTopic, vehicleClientId, type FleetCommand } from '@shuttle-ops/domain';
import {
  freePort,
  startTestBroker,
  waitFor,
  type BrokerVehicle,
  type TestBroker,
} from './aedes-broker.fixture.ts';
import { silentLogger } from './logger.ts';
import { createMqttLink, type MqttLink, type MqttLinkOptions } from './mqtt-link.ts';

const VEHICLE: BrokerVehicle = {
  username: 'veh-375f8a16-6310-4766-99ac-176a750494e6',
  password: 'right-password',
  customerId: '0b9f3a2e-5c1d-4e8f-9a7b-2c3d4e5f6a7b',
  vehicleId: '375f8a16-6310-4766-99ac-176a750494e6',
};

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function link(url: string, options: Partial<MqttLinkOptions> = {}): MqttLink {
  const created = createMqttLink({
    brokerUrl: url,
    clientId: vehicleClientId(VEHICLE.vehicleId),
    username: VEHICLE.username,
    password: VEHICLE.password,
    customerId: VEHICLE.customerId,
    vehicleId: VEHICLE.vehicleId,
    logger: silentLogger,
    backoff: { initialMs: 50, maxMs: 200 },
    ...options,
  });
  cleanups.push(() => created.close({ flushTimeoutMs: 0 }));
  return created;
}

async function broker(options: { port?: number; ackDelayMs?: number } = {}): Promise<TestBroker> {
  const started = await startTestBroker([VEHICLE], options);
  cleanups.push(() => started.close());
  return started;
}

const seqs = (b: TestBroker) =>
  b.received
    .filter((m) => m.topic.endsWith('/telemetry'))
    .map((m) => (JSON.parse(m.body) as { seq: number }).seq);

describe('createMqttLink against a real broker', { timeout: 30_000 }, () => {
  it('publishes at QoS 1 on its own topics and takes its commands', async () => {
    const b = await broker();
    const commands: FleetCommand[] = [];
    const l = link(b.url, { onCommand: (command) => commands.push(command) });
    await waitFor(() => l.stats().connected, 'connected');
    for (let seq = 0; seq < 20; seq++) l.publish('telemetry', { seq });
    l.publish('alerts', { seq: 99 });
    await waitFor(() => l.stats().acknowledged === 21, 'all acknowledged');
    expect(b.received.map((m) => m.topic)).toContain(
      fleetTopic(VEHICLE.customerId, VEHICLE.vehicleId, 'alerts'),
    );
    expect(b.received.every((m) => m.qos === 1)).toBe(true);
    expect(seqs(b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(b.refusedPublishes).toEqual([]);

    // Subscribed with the connection: a valid command is handed over, anything else ignored.
    const commandsTopic = fleetTopic(VEHICLE.customerId, VEHICLE.vehicleId, 'commands');
    await waitFor(() => b.subscriptions.includes(commandsTopic), 'subscribed to commands');
    const command = {
      command_id: 'd4c3b2a1-0f9e-4d8c-9b7a-6f5e4d3c2b1a',
      command: 'door/open',
      issued_at: '2026-03-02T09:15:00.000Z',
      expires_at: '2026-03-02T09:15:10.000Z',
      nonce: 'q5Yx0wZt3mJv8KbN1cR7sA',
    };
    await b.sendCommand(VEHICLE, JSON.stringify(command));
    await b.sendCommand(VEHICLE, JSON.stringify({ ...command, command: 'horn/sound' }));
    await b.sendCommand(VEHICLE, 'not json');
    await waitFor(() => l.stats().commandsInvalid === 2, 'invalid commands counted');
    expect(commands).toEqual([command]);
    expect(l.stats().commandsReceived).toBe(1);
  });

  it('is refused with a wrong password, sends nothing and backs off', async () => {
    const b = await broker();
    const l = link(b.url, { password: 'wrong', backoff: { initialMs: 100, maxMs: 400 } });
    l.publish('telemetry', { seq: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const stats = l.stats();
    expect(stats.connected).toBe(false);
    expect(stats.refused).toBeGreaterThanOrEqual(2);
    expect(stats.lastError).toMatch(/Bad username or password|Not authorized/i);
    // 0, 0.1, 0.3, 0.7, 1.1, 1.5 s: six attempts; a fixed 100 ms period would make sixteen.
    expect(stats.attempts).toBeGreaterThanOrEqual(3);
    expect(stats.attempts).toBeLessThanOrEqual(8);
    // Every attempt but perhaps the one under way was refused.
    expect(b.refusedLogins.length).toBeGreaterThanOrEqual(stats.attempts - 1);
    expect(b.refusedLogins.length).toBeLessThanOrEqual(stats.attempts);
    expect(b.received).toEqual([]);
    expect(stats.buffered).toBe(1);
  });

  it('holds messages while the broker is down and flushes them, in order, when it is back', async () => {
    const first = await startTestBroker([VEHICLE]);
    const l = link(first.url);
    await waitFor(() => l.stats().connected, 'connected');
    for (let seq = 0; seq < 5; seq++) l.publish('telemetry', { seq });
    await waitFor(() => l.stats().acknowledged === 5, 'first messages acknowledged');
    await first.close();
    await waitFor(() => !l.stats().connected, 'disconnected');

    for (let seq = 5; seq < 305; seq++) l.publish('telemetry', { seq });
    expect(l.stats().buffered).toBe(300);

    const second = await broker({ port: first.port });
    await waitFor(() => l.stats().buffered === 0 && l.stats().inflight === 0, 'flushed');
    expect(seqs(second)).toEqual(Array.from({ length: 300 }, (_, i) => i + 5));
    expect(l.stats()).toMatchObject({ connected: true, acknowledged: 305, dropped: 0 });
  });

  it('sends again what was in flight when the connection dropped', async () => {
    // The first broker holds every acknowledgement back and goes down before sending any.
    const first = await startTestBroker([VEHICLE], { ackDelayMs: 5000 });
    const l = link(first.url, { maxInflight: 8 });
    await waitFor(() => l.stats().connected, 'connected');
    for (let seq = 0; seq < 20; seq++) l.publish('telemetry', { seq });
    await waitFor(() => seqs(first).length === 8, 'eight in flight');
    expect(l.stats()).toMatchObject({ inflight: 8, buffered: 12, acknowledged: 0 });
    await first.close();
    await waitFor(() => !l.stats().connected, 'disconnected');
    expect(l.stats()).toMatchObject({ inflight: 0, buffered: 20 });

    const second = await broker({ port: first.port });
    await waitFor(() => l.stats().acknowledged === 20, 'all acknowledged');
    expect(seqs(second)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('keeps at most 5000 messages offline, dropping the oldest', async () => {
    const port = await freePort();
    const l = link(`mqtt://127.0.0.1:${port}`);
    for (let seq = 0; seq < 6000; seq++) l.publish('telemetry', { seq });
    expect(l.stats()).toMatchObject({ connected: false, buffered: 5000, dropped: 1000 });

    const b = await broker({ port });
    await waitFor(() => l.stats().acknowledged === 5000, 'buffer flushed', 20_000);
    expect(seqs(b)).toEqual(Array.from({ length: 5000 }, (_, i) => i + 1000));
    expect(l.stats().buffered).toBe(0);
  });

  it('caps the messages waiting for their acknowledgement', async () => {
    const b = await broker({ ackDelayMs: 20 });
    const l = link(b.url, { maxInflight: 8 });
    await waitFor(() => l.stats().connected, 'connected');
    for (let seq = 0; seq < 200; seq++) l.publish('telemetry', { seq });
    expect(l.stats().inflight).toBeLessThanOrEqual(8);
    await waitFor(() => l.stats().acknowledged === 200, 'all acknowledged');
    const most = b.maxPendingAcks.get(vehicleClientId(VEHICLE.vehicleId));
    expect(most).toBeLessThanOrEqual(8);
    expect(most).toBeGreaterThan(1);
    expect(seqs(b)).toEqual(Array.from({ length: 200 }, (_, i) => i));
  });
});
