import { randomUUID } from 'node:crypto';
import type { FleetCommand, FleetCommandAck } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import { testVehicle, TEST_VEHICLE, type TestVehicle } from '../test-vehicles.fixture.ts';
import type { VehicleState } from '../vehicle-state.ts';
import { commandRunner } from './command-runner.ts';
import { COMMAND_STOP_DECEL, stoppingDistance } from './hold-motion.ts';

const DT = 0.1;

/** A runner on a simulated clock that the steps advance, and the acks it sent. */
function harness() {
  let clock = Date.UTC(2026, 2, 2, 9, 0, 0);
  const acks: FleetCommandAck[] = [];
  const runner = commandRunner({
    vehicleId: TEST_VEHICLE,
    publish: (_kind, ack) => acks.push(ack),
    now: () => new Date(clock),
  });
  const vehicle: TestVehicle = testVehicle({ alertRate: 0 });
  const advance = (seconds: number, each?: (s: VehicleState) => void) => {
    for (let t = 0; t < seconds - 1e-9; t += DT) {
      vehicle.state = runner.step(vehicle.state, DT, vehicle.rng).state;
      clock += DT * 1000;
      each?.(vehicle.state);
    }
  };
  const command = (name: FleetCommand['command'], expiresInMs = 5000): FleetCommand =>
    ({
      command_id: randomUUID(),
      command: name,
      issued_at: new Date(clock).toISOString(),
      expires_at: new Date(clock + expiresInMs).toISOString(),
      nonce: randomUUID().replaceAll('-', '').slice(0, 22),
    }) as FleetCommand;
  const send = (c: FleetCommand) => {
    vehicle.state = runner.onCommand(vehicle.state, c);
    return c;
  };
  const statusesOf = (c: FleetCommand) =>
    acks.filter((a) => a.command_id === c.command_id).map((a) => a.status);
  const untilCruising = () => {
    for (let i = 0; i < 10_000 && vehicle.state.speed < 4.9; i++) advance(DT);
    expect(vehicle.state.speed).toBeGreaterThan(4.9);
  };
  return {
    runner: runner,
    vehicle,
    acks,
    advance,
    command,
    send,
    statusesOf,
    untilCruising,
  };
}

describe('move/stop', () => {
  it('brakes from cruising speed at the commanded rate, answers executed at 0 and holds', () => {
    const h = harness();
    h.untilCruising();
    const v0 = h.vehicle.state.speed;
    const from = h.vehicle.state.odometerKm;
    const stop = h.send(h.command('move/stop'));
    expect(h.statusesOf(stop)).toEqual(['acknowledged']);

    let seconds = 0;
    while (!h.statusesOf(stop).includes('executed') && seconds < 30) {
      h.advance(DT, (s) =>
        expect(s.acceleration).toBeGreaterThanOrEqual(-COMMAND_STOP_DECEL - 1e-9),
      );
      seconds += DT;
    }
    expect(h.statusesOf(stop)).toEqual(['acknowledged', 'executed']);
    // Every answer echoes the command's nonce (the server refuses one without it).
    expect(h.acks.filter((a) => a.command_id === stop.command_id).map((a) => a.nonce)).toEqual([
      stop.nonce,
      stop.nonce,
    ]);
    expect(h.vehicle.state.speed).toBe(0);
    // v / a seconds and v² / 2a metres, to within one step.
    expect(seconds).toBeGreaterThanOrEqual(v0 / COMMAND_STOP_DECEL - DT);
    expect(seconds).toBeLessThanOrEqual(v0 / COMMAND_STOP_DECEL + DT);
    expect((h.vehicle.state.odometerKm - from) * 1000).toBeLessThanOrEqual(
      stoppingDistance(v0) + 0.01,
    );

    const heldAt = h.vehicle.state.distance;
    h.advance(120);
    expect(h.vehicle.state.speed).toBe(0);
    expect(h.vehicle.state.distance).toBe(heldAt);

    const start = h.send(h.command('move/start'));
    expect(h.statusesOf(start)).toEqual(['acknowledged', 'executed']);
    h.advance(5);
    expect(h.vehicle.state.speed).toBeGreaterThan(0);
  });
});

describe('expiry', () => {
  it('answers expired and does not act on a command received after expires_at', () => {
    const h = harness();
    h.untilCruising();
    const late = h.send(h.command('move/stop', -1000));
    expect(h.statusesOf(late)).toEqual(['expired']);
    expect(h.acks.at(-1)?.reason).toMatch(/expires_at/);
    expect(h.acks.at(-1)?.nonce).toBe(late.nonce);
    expect(h.runner.held).toBe(false);
    h.advance(10);
    expect(h.vehicle.state.speed).toBeGreaterThan(0);
  });
});

describe('doors', () => {
  it('refuses to open while moving, opens at a standstill and refuses to start with them open', () => {
    const h = harness();
    h.untilCruising();
    const open = h.send(h.command('door/open'));
    expect(h.statusesOf(open)).toEqual(['acknowledged', 'rejected']);
    expect(h.acks.at(-1)?.reason).toMatch(/moving/);
    expect(h.vehicle.state.doors).toBe('CLOSED');

    h.send(h.command('move/stop'));
    h.advance(10);
    const reopen = h.send(h.command('door/open'));
    h.advance(5);
    expect(h.statusesOf(reopen)).toEqual(['acknowledged', 'executed']);
    expect(h.vehicle.state.doors).toBe('OPEN');

    const start = h.send(h.command('move/start'));
    expect(h.statusesOf(start)).toEqual(['acknowledged', 'rejected']);
    h.advance(5);
    expect(h.vehicle.state.speed).toBe(0);

    const close = h.send(h.command('door/close'));
    h.advance(5);
    expect(h.statusesOf(close)).toEqual(['acknowledged', 'executed']);
    expect(h.vehicle.state.doors).toBe('CLOSED');
    h.send(h.command('move/start'));
    h.advance(5);
    expect(h.vehicle.state.speed).toBeGreaterThan(0);
  });

  it('leaves mission commands to the mission runner', () => {
    const h = harness();
    h.send({
      ...h.command('move/stop'),
      command: 'mission/cancel',
      args: { mission_id: randomUUID() },
    });
    expect(h.acks).toEqual([]);
  });
});
