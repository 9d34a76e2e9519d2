import { afterEach, describe, expect, it } from 'vitest';
import {
  CHILTON_LINK,
  decodeFleetPayload,
  HARWELL_CAMPUS_LOOP,
  type FleetCommand,
  type FleetTelemetry,
} from '@shuttle-ops/domain';
import {
  startTestBroker,
  waitFor,
  type BrokerVehicle,
  type TestBroker,
} from './aedes-broker.fixture.ts';
import { startFleet, type Fleet } from './fleet.ts';
import type { FleetVehicleConfig } from './vehicle-config.ts';

const DARWIN = '0b9f3a2e-5c1d-4e8f-9a7b-2c3d4e5f6a7b';
const CAMPUS = '5d6e7f80-91a2-4b3c-8d4e-5f6a7b8c9d0e';

const SHUTTLE_1: BrokerVehicle = {
  username: 'veh-375f8a16-6310-4766-99ac-176a750494e6',
  password: 'shuttle-1-secret',
  customerId: DARWIN,
  vehicleId: '375f8a16-6310-4766-99ac-176a750494e6',
};
const SHUTTLE_2: BrokerVehicle = {
  username: 'veh-72a2fd4f-f2ec-4f2c-991e-60e0e9840289',
  password: 'shuttle-2-secret',
  customerId: CAMPUS,
  vehicleId: '72a2fd4f-f2ec-4f2c-991e-60e0e9840289',
};

const config = (
  vehicle: BrokerVehicle,
  route: FleetVehicleConfig['route'],
  password = vehicle.password,
): FleetVehicleConfig => ({
  Vehicle_ID: vehicle.vehicleId,
  Customer_ID: vehicle.customerId,
  mqtt: { username: vehicle.username, password },
  route,
  maxOccupancy: 12,
  max_wheelchair_occupancy: 1,
});

let broker: TestBroker | null = null;
let fleet: Fleet | null = null;
afterEach(async () => {
  await fleet?.stop();
  await broker?.close();
  fleet = null;
  broker = null;
});

const telemetryOf = (b: TestBroker, vehicle: BrokerVehicle): FleetTelemetry[] =>
  b.received
    .filter((m) => m.topic.endsWith(`/${vehicle.vehicleId}/telemetry`))
    .map((m) => JSON.parse(m.body) as FleetTelemetry);

const measure = (t: FleetTelemetry, name: string) =>
  t.measure_values_list.find((m) => m.measure_name === name)?.measure_value;

describe('startFleet against a real broker', { timeout: 60_000 }, () => {
  it('drives two vehicles that publish valid telemetry on their own topics at QoS 1', async () => {
    broker = await startTestBroker([SHUTTLE_1, SHUTTLE_2]);
    const b = broker;
    const commands: [string, FleetCommand][] = [];
    const started = Date.now();
    fleet = startFleet({
      brokerUrl: b.url,
      vehicles: [config(SHUTTLE_1, HARWELL_CAMPUS_LOOP), config(SHUTTLE_2, CHILTON_LINK.name)],
      seed: 7,
      timeScale: 20,
      tickMs: 100,
      onCommand: (vehicleId, command) => commands.push([vehicleId, command]),
    });

    // A stop cycle: doors open at standstill, then the shuttle drives off with them closed.
    const servedAStop = (vehicle: BrokerVehicle) => {
      const trace = telemetryOf(b, vehicle);
      const opened = trace.findIndex(
        (t) => measure(t, 'DOOR_STATUS') === 'OPEN' && measure(t, 'SPEED') === 0,
      );
      return (
        opened >= 0 &&
        trace
          .slice(opened)
          .some((t) => measure(t, 'DOOR_STATUS') === 'CLOSED' && Number(measure(t, 'SPEED')) > 0)
      );
    };
    await waitFor(
      () => servedAStop(SHUTTLE_1) && servedAStop(SHUTTLE_2),
      'both shuttles served a stop',
      30_000,
    );
    const seconds = (Date.now() - started) / 1000;

    expect(b.refusedPublishes).toEqual([]);
    expect(b.received.every((m) => m.qos === 1)).toBe(true);
    for (const message of b.received) {
      const decoded = decodeFleetPayload(message.topic, message.body);
      expect(decoded.ok, decoded.ok ? '' : decoded.message).toBe(true);
    }
    for (const vehicle of [SHUTTLE_1, SHUTTLE_2]) {
      const trace = telemetryOf(b, vehicle);
      expect(trace.every((t) => t.vehicle_id === vehicle.vehicleId)).toBe(true);
      expect(trace.every((t) => t.customer_id === vehicle.customerId)).toBe(true);
      trace.forEach((t, i) => i > 0 && expect(t.seq).toBeGreaterThan(trace[i - 1]!.seq!));
      // Ten messages a second at most, whatever the time scale.
      expect(trace.length).toBeLessThanOrEqual(10 * seconds + 2);
      expect(trace.length).toBeGreaterThan(5);
    }

    const snapshot = fleet.snapshot();
    expect(snapshot.map((v) => [v.Vehicle_ID, v.route])).toEqual([
      [SHUTTLE_1.vehicleId, HARWELL_CAMPUS_LOOP.name],
      [SHUTTLE_2.vehicleId, CHILTON_LINK.name],
    ]);
    expect(snapshot.every((v) => v.link.connected && v.telemetrySent > 5)).toBe(true);

    await b.sendCommand(
      SHUTTLE_2,
      JSON.stringify({
        command_id: 'd4c3b2a1-0f9e-4d8c-9b7a-6f5e4d3c2b1a',
        command: 'move/stop',
        issued_at: '2026-03-02T09:15:00.000Z',
        expires_at: '2026-03-02T09:15:10.000Z',
        nonce: 'q5Yx0wZt3mJv8KbN1cR7sA',
      }),
    );
    await waitFor(() => commands.length === 1, 'command handed over');
    expect(commands[0]![0]).toBe(SHUTTLE_2.vehicleId);
    expect(commands[0]![1].command).toBe('move/stop');

    // Stopping ends the vehicles' connections and the messages.
    expect(b.connectedClients()).toBe(2);
    await fleet.stop();
    await waitFor(() => b.connectedClients() === 0, 'disconnected');
    const count = b.received.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(b.received.length).toBe(count);
  });

  it('publishes alerts that validate and name their vehicle', async () => {
    broker = await startTestBroker([SHUTTLE_1]);
    const b = broker;
    fleet = startFleet({
      brokerUrl: b.url,
      vehicles: [config(SHUTTLE_1, HARWELL_CAMPUS_LOOP)],
      seed: 3,
      timeScale: 40,
      tickMs: 100,
      alertRate: 60,
    });
    const alerts = () => b.received.filter((m) => m.topic.endsWith('/alerts'));
    await waitFor(() => alerts().length >= 2, 'alerts published', 30_000);
    for (const message of alerts()) {
      const decoded = decodeFleetPayload(message.topic, message.body);
      expect(decoded.ok, decoded.ok ? '' : decoded.message).toBe(true);
    }
  });

  it('raises a scenario’s lasting condition on cue, goes silent for its spell, and starts with its battery', async () => {
    broker = await startTestBroker([SHUTTLE_1]);
    const b = broker;
    fleet = startFleet({
      brokerUrl: b.url,
      vehicles: [config(SHUTTLE_1, HARWELL_CAMPUS_LOOP)],
      seed: 5,
      timeScale: 20,
      tickMs: 100,
      alertRate: 0,
      scenarios: {
        [SHUTTLE_1.vehicleId]: {
          conditions: [{ kind: 'DOOR_FAULT', at: 4, lasts: 40 }],
          silences: [{ at: 60, lasts: 60 }],
          battery: 15,
        },
      },
    });
    const alerts = () =>
      b.received
        .filter((m) => m.topic.endsWith('/alerts'))
        .flatMap((m) => (JSON.parse(m.body) as { alerts: { id: string; code: string }[] }).alerts);
    const codes = () => alerts().map((a) => a.code);
    // The low battery at once, the door fault at 4 s: both last (no clear yet).
    await waitFor(() => codes().includes('DOR-402'), 'the door fault raised', 20_000);
    expect(codes()).toContain('NRG-501');
    expect(fleet.snapshot()[0]!.alerts).toEqual(expect.arrayContaining(['DOR-402', 'NRG-501']));
    // It clears when its spell ends (44 simulated seconds: about 2 s here).
    await waitFor(
      () => !fleet!.snapshot()[0]!.alerts.includes('DOR-402'),
      'the door fault cleared',
      20_000,
    );
    const doorFault = alerts().filter((a) => a.code === 'DOR-402');
    expect(doorFault).toHaveLength(2);
    expect(new Set(doorFault.map((a) => a.id)).size).toBe(1);
    for (const message of b.received.filter((m) => m.topic.endsWith('/alerts'))) {
      const decoded = decodeFleetPayload(message.topic, message.body);
      expect(decoded.ok, decoded.ok ? '' : decoded.message).toBe(true);
    }
    // From 60 to 120 simulated seconds no telemetry goes out; afterwards it comes again.
    const now = () => fleet!.snapshot()[0]!;
    await waitFor(() => now().simulatedSeconds > 62, 'the silence begun', 30_000);
    expect(now().silent).toBe(true);
    const before = now().telemetrySent;
    await waitFor(() => now().simulatedSeconds > 110, 'the silence under way', 30_000);
    expect(now().telemetrySent).toBe(before);
    await waitFor(() => now().simulatedSeconds > 125, 'the silence over', 30_000);
    expect(now().silent).toBe(false);
    await waitFor(() => now().telemetrySent > before, 'telemetry again', 30_000);
  });

  it('keeps a vehicle with a wrong password out and the others running', async () => {
    broker = await startTestBroker([SHUTTLE_1, SHUTTLE_2]);
    const b = broker;
    fleet = startFleet({
      brokerUrl: b.url,
      vehicles: [
        config(SHUTTLE_1, HARWELL_CAMPUS_LOOP),
        config(SHUTTLE_2, CHILTON_LINK, 'not-the-password'),
      ],
      timeScale: 10,
      tickMs: 100,
      link: { backoff: { initialMs: 100, maxMs: 400 } },
    });
    await waitFor(() => telemetryOf(b, SHUTTLE_1).length >= 5, 'shuttle 1 publishes');
    await waitFor(() => (fleet?.snapshot()[1]?.link.refused ?? 0) >= 1, 'shuttle 2 refused');
    expect(b.refusedLogins).toContain(SHUTTLE_2.username);
    expect(telemetryOf(b, SHUTTLE_2)).toEqual([]);
    expect(fleet.snapshot()[1]!.link.connected).toBe(false);
  });

  it('refuses options it cannot run', () => {
    const vehicles = [config(SHUTTLE_1, HARWELL_CAMPUS_LOOP)];
    expect(() => startFleet({ brokerUrl: 'mqtt://x', vehicles, timeScale: 0 })).toThrow(
      /timeScale/,
    );
    expect(() => startFleet({ brokerUrl: 'mqtt://x', vehicles, tickMs: 1 })).toThrow(/tickMs/);
    expect(() =>
      startFleet({ brokerUrl: 'mqtt://x', vehicles: [config(SHUTTLE_1, 'Nowhere Line')] }),
    ).toThrow(/unknown route/);
    expect(() =>
      startFleet({ brokerUrl: 'mqtt://x', vehicles: [...vehicles, ...vehicles] }),
    ).toThrow(/only once/);
  });
});
