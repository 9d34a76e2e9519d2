import { CHILTON_LINK, HARWELL_CAMPUS_LOOP } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import type { AlertKind } from './alert-catalogue.ts';
import { haversineMetres } from './route-player.ts';
import { telemetryPayload } from './telemetry.ts';
import { drive, testVehicle } from './test-vehicles.fixture.ts';
import { step, type VehicleEvent } from './vehicle-model.ts';
import { SHUTTLE, type VehicleState } from './vehicle-state.ts';

const HOUR = 3600;

describe('driving', () => {
  it.each([
    ['the loop, 1 s steps', HARWELL_CAMPUS_LOOP, 1],
    ['the loop, 2.5 s steps', HARWELL_CAMPUS_LOOP, 2.5],
    ['the line, 0.1 s steps', CHILTON_LINK, 0.1],
  ] as const)('never exceeds 5 m/s (18 km/h) on %s', (_, route, dt) => {
    let fastest = 0;
    let moving = 0;
    drive(testVehicle({ route, alertRate: 5 }), 2 * HOUR, dt, (s) => {
      fastest = Math.max(fastest, s.speed);
      if (s.speed > 0) moving++;
    });
    expect(fastest).toBeLessThanOrEqual(5);
    expect(fastest).toBeGreaterThan(4.9);
    expect(moving).toBeGreaterThan(0);
  });

  it('accelerates at about 0.8 m/s² and brakes at about 1 m/s² in service', () => {
    let hardest = 0;
    let strongest = 0;
    drive(testVehicle({ alertRate: 0 }), HOUR, 0.5, (s) => {
      hardest = Math.min(hardest, s.acceleration);
      strongest = Math.max(strongest, s.acceleration);
    });
    expect(strongest).toBeLessThanOrEqual(SHUTTLE.accel + 1e-9);
    expect(hardest).toBeGreaterThanOrEqual(-SHUTTLE.maxServiceDecel - 1e-9);
  });

  it('serves every stop of the loop in order, at speed 0 with the doors open', () => {
    const route = HARWELL_CAMPUS_LOOP;
    const arrivals: number[] = [];
    let openWhileMoving = 0;
    const openAt = new Set<number>();
    drive(testVehicle({ route }), 1.5 * HOUR, 1, (s, events) => {
      for (const e of events) if (e.type === 'arrived') arrivals.push(e.stopIndex);
      if (s.doors !== 'CLOSED' && s.speed > 0) openWhileMoving++;
      if (s.doors === 'OPEN') {
        expect(s.phase).toBe('AT_STOP');
        expect(s.speed).toBe(0);
        const stop = route.stops[s.stopIndex]!;
        expect(haversineMetres([stop.lon, stop.lat], [s.lon, s.lat])).toBeLessThan(5);
        openAt.add(s.stopIndex);
      }
    });
    expect(openWhileMoving).toBe(0);
    expect(openAt.size).toBe(route.stops.length);
    expect(arrivals.length).toBeGreaterThan(route.stops.length * 2);
    arrivals.forEach((stop, i) => {
      if (i > 0) expect(stop).toBe((arrivals[i - 1]! + 1) % route.stops.length);
    });
  });

  it('drives a line to its end and back', () => {
    const arrivals: number[] = [];
    drive(testVehicle({ route: CHILTON_LINK }), HOUR, 1, (_, events) => {
      for (const e of events) if (e.type === 'arrived') arrivals.push(e.stopIndex);
    });
    expect(arrivals.slice(0, 8)).toEqual([1, 2, 3, 2, 1, 0, 1, 2]);
  });

  it('dwells 15 to 40 s at a stop without obstructions', () => {
    const dwells: number[] = [];
    let arrivedAt = 0;
    drive(testVehicle({ alertRate: 0, battery: 90 }), 2 * HOUR, 0.5, (s, events) => {
      for (const e of events) {
        if (e.type === 'arrived') arrivedAt = s.elapsed;
        if (e.type === 'departed' && arrivedAt > 0) dwells.push(s.elapsed - arrivedAt);
      }
    });
    expect(dwells.length).toBeGreaterThan(20);
    expect(Math.min(...dwells)).toBeGreaterThanOrEqual(15 - 0.6);
    expect(Math.max(...dwells)).toBeLessThanOrEqual(40 + 0.6);
  });

  it('does not change the state it is given', () => {
    const vehicle = testVehicle();
    const before = JSON.stringify(vehicle.state);
    step(vehicle.state, 5, vehicle.rng);
    expect(JSON.stringify(vehicle.state)).toBe(before);
    expect(step(vehicle.state, 0, vehicle.rng).state).toBe(vehicle.state);
  });
});

describe('passengers', () => {
  it.each([
    ['15 seats and 1 wheelchair space', 15, 1],
    ['4 seats and 2 wheelchair spaces', 4, 2],
  ])('never exceed %s', (_, maxOccupancy, maxWheelchairOccupancy) => {
    let most = 0;
    let mostWheelchairs = 0;
    let boardedWheelchairs = 0;
    drive(
      testVehicle({ maxOccupancy, maxWheelchairOccupancy, passengers: maxOccupancy, seed: 9 }),
      4 * HOUR,
      1,
      (s, _, previous) => {
        most = Math.max(most, s.passengers);
        mostWheelchairs = Math.max(mostWheelchairs, s.wheelchairs);
        if (s.wheelchairs > previous.wheelchairs) boardedWheelchairs++;
        expect(s.passengers).toBeGreaterThanOrEqual(s.wheelchairs);
        expect(s.wheelchairs).toBeGreaterThanOrEqual(0);
        if (s.passengers !== previous.passengers) expect(s.doors).toBe('OPEN');
      },
    );
    expect(most).toBe(maxOccupancy);
    expect(mostWheelchairs).toBeLessThanOrEqual(maxWheelchairOccupancy);
    expect(boardedWheelchairs).toBeGreaterThan(0);
  });

  it('all get off at the end of a line', () => {
    const vehicle = testVehicle({ route: CHILTON_LINK, passengers: 8, alertRate: 0 });
    let fewestAtTerminus = Number.POSITIVE_INFINITY;
    let onBoardOnArrival = 0;
    drive(vehicle, 600, 0.5, (s, events) => {
      for (const e of events)
        if (e.type === 'arrived' && e.stopIndex === 3) onBoardOnArrival = s.passengers;
      if (s.stopIndex === 3 && s.phase === 'AT_STOP') {
        fewestAtTerminus = Math.min(fewestAtTerminus, s.passengers);
      }
    });
    expect(onBoardOnArrival).toBeGreaterThan(0);
    expect(fewestAtTerminus).toBe(0);
  });
});

describe('battery', () => {
  it('stays within 0..100 and drains while driving', () => {
    let lowest = 100;
    let highest = 0;
    const start = testVehicle({ battery: 60 });
    const end = drive(start, 2 * HOUR, 1, (s) => {
      lowest = Math.min(lowest, s.battery);
      highest = Math.max(highest, s.battery);
    });
    expect(lowest).toBeGreaterThanOrEqual(0);
    expect(highest).toBeLessThanOrEqual(100);
    expect(end.battery).toBeLessThan(60);
    expect(end.battery).toBeGreaterThan(40);
  });

  it('warns when low, charges at the charging stop and goes back into service', () => {
    const seen: string[] = [];
    let highest = 0;
    let chargingWithPassengers = false;
    drive(
      testVehicle({ battery: 20.3, startStopIndex: 5, alertRate: 0 }),
      3 * HOUR,
      1,
      (s, events) => {
        for (const e of events) {
          if (e.type === 'alert-raised' || e.type === 'alert-cleared')
            seen.push(`${e.type}:${e.alert.kind}`);
          if (e.type === 'charging-started' || e.type === 'charging-finished') seen.push(e.type);
        }
        if (s.phase === 'CHARGING' && s.passengers > 0) chargingWithPassengers = true;
        highest = Math.max(highest, s.battery);
      },
    );
    expect(seen.slice(0, 4)).toEqual([
      'alert-raised:LOW_BATTERY',
      'charging-started',
      'alert-cleared:LOW_BATTERY',
      'charging-finished',
    ]);
    expect(chargingWithPassengers).toBe(false);
    expect(highest).toBeGreaterThanOrEqual(SHUTTLE.chargeToPercent);
    expect(highest).toBeLessThanOrEqual(100);
  });

  it('can never go below empty', () => {
    // Far from its charger and with nothing left, a shuttle stands still.
    const end = drive(testVehicle({ battery: 0.01, startStopIndex: 1 }), 600, 1);
    expect(end.battery).toBe(0);
    expect(end.speed).toBe(0);
  });
});

describe('alerts', () => {
  const collect = (seconds: number, alertRate: number) => {
    const raised = new Map<AlertKind, number>();
    const cleared = new Map<AlertKind, number>();
    const states: { s: VehicleState; events: VehicleEvent[] }[] = [];
    drive(testVehicle({ alertRate, seed: 3 }), seconds, 0.5, (s, events) => {
      states.push({ s, events });
      for (const e of events) {
        if (e.type !== 'alert-raised' && e.type !== 'alert-cleared') continue;
        const map = e.type === 'alert-raised' ? raised : cleared;
        map.set(e.alert.kind, (map.get(e.alert.kind) ?? 0) + 1);
      }
    });
    return { raised, cleared, states };
  };

  it('raises each kind now and then and clears it again', () => {
    const { raised, cleared } = collect(3 * HOUR, 20);
    for (const kind of [
      'OBSTACLE',
      'EMERGENCY_STOP',
      'GNSS_DEGRADED',
      'DOOR_OBSTRUCTION',
    ] as const) {
      expect(raised.get(kind) ?? 0, kind).toBeGreaterThan(0);
      expect(
        Math.abs((raised.get(kind) ?? 0) - (cleared.get(kind) ?? 0)),
        kind,
      ).toBeLessThanOrEqual(1);
    }
  });

  it('stops the shuttle for an obstacle and at once for an emergency stop', () => {
    const { states } = collect(3 * HOUR, 20);
    let checked = 0;
    for (let i = 0; i < states.length; i++) {
      for (const e of states[i]!.events) {
        if (e.type !== 'alert-raised' || states[i]!.s.phase !== 'DRIVING') continue;
        if (e.alert.kind !== 'OBSTACLE' && e.alert.kind !== 'EMERGENCY_STOP') continue;
        // From 5 m/s: 2 s at 2.5 m/s² or 5 s at 1 m/s², plus the step.
        const within = e.alert.kind === 'EMERGENCY_STOP' ? 3 : 6;
        const later = states[i + within * 2]?.s;
        if (!later || later.alerts.every((a) => a.key !== e.alert.key)) continue;
        expect(later.speed, e.alert.kind).toBe(0);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('raises no random alerts at rate 0', () => {
    const { raised } = collect(2 * HOUR, 0);
    expect([...raised.keys()].filter((k) => k !== 'LOW_BATTERY')).toEqual([]);
  });
});

describe('determinism', () => {
  const trace = (seed: number) => {
    const at = new Date('2026-03-02T09:00:00Z');
    const lines: string[] = [];
    let seq = 0;
    drive(testVehicle({ seed, alertRate: 5 }), HOUR, 1, (s, events) => {
      lines.push(JSON.stringify([telemetryPayload(s, seq++, at), events]));
    });
    return lines;
  };

  it('gives the same trace for the same seed and another for another seed', () => {
    const first = trace(11);
    expect(trace(11)).toEqual(first);
    expect(trace(12)).not.toEqual(first);
  });
});
