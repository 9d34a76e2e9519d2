import { randomUUID } from 'node:crypto';
import {
  CHILTON_LINK,
  HARWELL_STATIONS,
  type FleetCommand,
  type FleetCommandAck,
  type FleetMissionEvent,
} from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import { haversineMetres } from '../route-player.ts';
import { testVehicle, type TestVehicle } from '../test-vehicles.fixture.ts';
import { step, type VehicleEvent } from '../vehicle-model.ts';
import { SHUTTLE } from '../vehicle-state.ts';
import { missionRunner, type MissionRunner } from './mission-runner.ts';

const station = (id: string) => HARWELL_STATIONS.find((s) => s.station_id === id)!;

/** A shuttle with a mission runner on a simulated clock, and what it published. */
function setup(vehicle: TestVehicle = testVehicle({ alertRate: 0 })) {
  let clock = Date.UTC(2026, 5, 1, 9);
  const acks: FleetCommandAck[] = [];
  const events: FleetMissionEvent[] = [];
  const runner: MissionRunner = missionRunner({
    publish: (kind, payload) => {
      if (kind === 'commands/ack') acks.push(payload as FleetCommandAck);
      else events.push(payload as FleetMissionEvent);
    },
    now: () => new Date(clock),
    timeScale: 1,
  });
  const command = (
    body:
      | { command: 'mission/start'; args: FleetCommand['args'] }
      | { command: 'mission/cancel'; args: FleetCommand['args'] },
    expiresInMs = 10_000,
  ) => {
    const issued = new Date(clock);
    const sent = {
      command_id: randomUUID(),
      issued_at: issued.toISOString(),
      expires_at: new Date(clock + expiresInMs).toISOString(),
      nonce: randomUUID().replaceAll('-', '').slice(0, 22),
      ...body,
    } as FleetCommand;
    commands.push(sent);
    vehicle.state = runner.onCommand(vehicle.state, sent);
  };
  const commands: FleetCommand[] = [];
  const run = (seconds: number, onStep?: (events: VehicleEvent[]) => boolean | void) => {
    for (let t = 0; t < seconds; t += 1) {
      const result = step(vehicle.state, 1, vehicle.rng);
      vehicle.state = result.state;
      clock += 1000;
      runner.afterStep(result.state, result.events, 1);
      if (onStep?.(result.events) === true) return;
    }
  };
  const start = (stationId: string, missionId = randomUUID()) => {
    command({
      command: 'mission/start',
      args: { mission_id: missionId, station_id: stationId, site_id: 'DAR-HWL' },
    });
    return missionId;
  };
  return {
    vehicle,
    runner,
    acks,
    events,
    commands,
    command,
    run,
    start,
    advance: (ms: number) => (clock += ms),
  };
}

describe('a mission to a station', () => {
  it('is acknowledged, driven along the route past other stops, and ends at the station', () => {
    const sim = setup();
    const target = station('HWL-ST-03');
    const id = sim.start(target.station_id);
    expect(sim.acks.map((a) => a.status)).toEqual(['acknowledged']);
    expect(sim.acks[0]!.nonce).toBe(sim.commands[0]!.nonce);
    expect(sim.events.map((e) => e.lifecycle)).toEqual(['accepted', 'in_progress']);

    const servedOnTheWay: number[] = [];
    let fastest = 0;
    sim.run(3600, (events) => {
      fastest = Math.max(fastest, sim.vehicle.state.speed);
      for (const e of events) if (e.type === 'arrived') servedOnTheWay.push(e.stopIndex);
      return events.some((e) => e.type === 'goal-reached');
    });

    const lifecycles = sim.events.map((e) => e.lifecycle);
    expect(lifecycles.at(-1)).toBe('arrived');
    expect(lifecycles.filter((l) => l === 'in_progress').length).toBeGreaterThan(3);
    expect(sim.events.every((e) => e.mission_id === id && e.site_id === 'DAR-HWL')).toBe(true);
    const remaining = sim.events
      .filter((e) => e.lifecycle === 'in_progress')
      .map((e) => e.data.remaining_m!);
    expect([...remaining].sort((a, b) => b - a)).toEqual(remaining);
    expect(sim.events[1]!.data.eta).toMatch(/Z$/);
    // It left the loop's service: no stop was served between the start and the station.
    expect(servedOnTheWay).toEqual([]);
    expect(fastest).toBeLessThanOrEqual(SHUTTLE.cruiseSpeed);
    const { lat, lon, speed, phase } = sim.vehicle.state;
    expect(speed).toBe(0);
    expect(phase).toBe('AT_STOP');
    expect(haversineMetres([lon, lat], [target.lon, target.lat])).toBeLessThan(30);
    expect(sim.runner.current()).toBeNull();
  });

  it('opens its doors at the station and then resumes its service at the next stop', () => {
    const sim = setup();
    sim.start('HWL-ST-02');
    sim.run(3600, (events) => events.some((e) => e.type === 'goal-reached'));
    const stopAfter = (sim.vehicle.state.stopIndex + 1) % 8;
    let doorsOpened = false;
    let next: number | null = null;
    sim.run(3600, (events) => {
      if (sim.vehicle.state.doors === 'OPEN' && next === null) doorsOpened = true;
      const arrived = events.find((e) => e.type === 'arrived');
      if (arrived?.type === 'arrived') next = arrived.stopIndex;
      return next !== null;
    });
    expect(doorsOpened).toBe(true);
    expect(next).toBe(stopAfter);
  });

  it('is cancelled on the way: the shuttle reports it and resumes its service', () => {
    const sim = setup();
    const id = sim.start('HWL-ST-03');
    sim.run(90);
    expect(sim.vehicle.state.phase).toBe('DRIVING');
    sim.command({ command: 'mission/cancel', args: { mission_id: id } });
    expect(sim.acks.map((a) => a.status)).toEqual(['acknowledged', 'executed']);
    expect(sim.events.at(-1)).toMatchObject({ lifecycle: 'cancelled', mission_id: id });
    expect(sim.vehicle.state.goal).toBeUndefined();
    let served = false;
    sim.run(1200, (events) => (served = events.some((e) => e.type === 'arrived')));
    expect(served).toBe(true);
    expect(sim.events.at(-1)!.lifecycle).toBe('cancelled');
  });

  it('does nothing with a command received after its expiry', () => {
    const sim = setup();
    const before = sim.vehicle.state;
    sim.command(
      {
        command: 'mission/start',
        args: { mission_id: randomUUID(), station_id: 'HWL-ST-03', site_id: 'DAR-HWL' },
      },
      -1,
    );
    expect(sim.acks.map((a) => a.status)).toEqual(['expired']);
    expect(sim.events).toEqual([]);
    expect(sim.vehicle.state).toBe(before);
  });

  it('refuses an unknown station, a second mission and a cancel of another mission', () => {
    const sim = setup();
    sim.start('HWL-ST-99');
    const id = sim.start('HWL-ST-03');
    sim.start('HWL-ST-02');
    sim.command({ command: 'mission/cancel', args: { mission_id: randomUUID() } });
    expect(sim.acks.map((a) => a.status)).toEqual([
      'rejected',
      'acknowledged',
      'rejected',
      'rejected',
    ]);
    expect(sim.acks[0]!.reason).toContain('unknown station');
    expect(sim.acks[2]!.reason).toContain(id);
    expect(sim.runner.current()).toEqual({ mission_id: id, station_id: 'HWL-ST-03' });
  });

  it('refuses a station that is not on the shuttle’s route', () => {
    const sim = setup(testVehicle({ route: CHILTON_LINK, alertRate: 0 }));
    sim.start('HWL-ST-03');
    expect(sim.acks.map((a) => [a.status, a.reason])).toEqual([
      ['rejected', 'station Diamond Light Source is not on this shuttle’s route'],
    ]);
    expect(sim.events).toEqual([]);
  });
});
