import { HARWELL_CAMPUS_LOOP, CHILTON_LINK } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import { drive } from './drive.fixture.ts';
import { EtaEngine, type StopEvent } from './eta-engine.ts';
import { LEAN, MAX_LEAN_S } from './predict-stops.ts';

/** What a prediction says for an arrival `seconds` ahead: a little sooner (see predictStops). */
const leaned = (seconds: number): number => seconds - Math.min(seconds * LEAN, MAX_LEAN_S);

const LOOP = {
  path: HARWELL_CAMPUS_LOOP.path.coordinates,
  stops: HARWELL_CAMPUS_LOOP.stops,
  closed: true,
};
const LINE = { path: CHILTON_LINK.path.coordinates, stops: CHILTON_LINK.stops, closed: false };
const T0 = Date.UTC(2026, 2, 2, 8, 0, 0);

function feed(
  engine: EtaEngine,
  vehicleId: string,
  fixes: { at: number; lat: number; lon: number }[],
) {
  const events: StopEvent[] = [];
  for (const fix of fixes) events.push(...engine.update(vehicleId, fix));
  return events;
}

describe('EtaEngine on the Harwell loop', () => {
  it('falls back to the scheduled speed and dwell before it has learned anything', () => {
    const engine = new EtaEngine({ scheduledSpeedMps: 4, scheduledDwellS: 20 });
    const route = engine.setRoute('loop', LOOP);
    engine.track('v1', 'loop');
    expect(engine.predict('v1')).toBeNull();
    const stop0 = route.cells[route.stopCells[0]!]!;
    const start = (stop0.start + stop0.end) / 2;
    const { fixes } = drive(route, {
      from: start,
      to: start + 1,
      speedMps: 1,
      dwellS: 0,
      startAt: T0,
    });
    expect(feed(engine, 'v1', fixes.slice(0, 1))).toEqual([{ type: 'arrived', stop: 0, at: T0 }]);
    const etas = engine.predict('v1')!;
    expect(etas.map((e) => e.stop)).toEqual([1, 2, 3, 4, 5, 6, 7, 0]);
    // Stop 1: the rest of the dwell (found half way through the stop's zone, so half of it),
    // then the run at the scheduled speed.
    const stop1 = route.cells[route.stopCells[1]!]!;
    const expected = leaned(20 / 2 + (stop1.start - stop0.end) / 4);
    expect((etas[0]!.at - T0) / 1000).toBeCloseTo(expected, 0);
    // The whole lap: distance at the scheduled speed plus eight dwells, less the zone metres.
    expect((etas[7]!.at - T0) / 1000).toBeGreaterThan(route.length / 4);
    expect((etas[7]!.at - T0) / 1000).toBeLessThan(route.length / 4 + 8 * 20);
  });

  it('records arrivals, learns speeds and dwells, and then predicts a lap to the second', () => {
    const engine = new EtaEngine();
    const route = engine.setRoute('loop', LOOP);
    engine.track('v1', 'loop');
    // Three laps at 5 m/s with 25 s at each stop, 4 m off the path (GPS noise).
    const trip = drive(route, {
      from: 5,
      to: 5 + 3 * route.length,
      speedMps: 5,
      dwellS: 25,
      startAt: T0,
      offsetM: 4,
    });
    const firstLapEnd = trip.fixes.findIndex((f) => f.at >= trip.arrivals[8]!.at);
    const events = feed(engine, 'v1', trip.fixes.slice(0, firstLapEnd));
    // Every stop reached in the first lap, within two seconds of when the vehicle got there.
    const arrivals = events.filter((e) => e.type === 'arrived');
    expect(arrivals.map((e) => e.stop)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 0]);
    arrivals.forEach((a, i) => {
      expect(Math.abs(a.at - trip.arrivals[i]!.at)).toBeLessThan(3000);
    });
    const learned = engine.takeLearned();
    expect(learned.map((l) => l.routeId)).toEqual(['loop']);
    // Every cell of the lap, over all hours and in its half hour of the day.
    expect(learned[0]!.cells.filter((c) => c.slot === -1).length).toBeGreaterThan(60);
    expect(engine.takeLearned()).toEqual([]);
    // Learn a second lap, then predict the third from half way along a run.
    const lap2End = trip.fixes.findIndex((f) => f.at >= trip.arrivals[16]!.at + 60_000);
    feed(engine, 'v1', trip.fixes.slice(firstLapEnd, lap2End));
    const now = trip.fixes[lap2End - 1]!.at;
    const predicted = engine.predict('v1')!;
    const future = trip.arrivals.filter((a) => a.at > now + 5000);
    for (const actual of future.slice(0, 7)) {
      const p = predicted.find((e) => e.stop === actual.stop)!;
      const shown = now + leaned((actual.at - now) / 1000) * 1000;
      expect(Math.abs(p.at - shown)).toBeLessThan(5000);
    }
  });

  it("takes a stop's dwell half way to the route's average dwell", () => {
    const engine = new EtaEngine({ scheduledSpeedMps: 1, scheduledDwellS: 20 });
    const route = engine.setRoute('loop', LOOP);
    // Every stop dwells 20 s but stop 2, 100 s: the route's average dwell is 30 s.
    const stop2 = route.stopCells[2]!;
    engine.restore({
      routeId: 'loop',
      signature: route.signature,
      cells: route.stopCells.map((cell) => ({
        cell,
        slot: -1,
        meanS: cell === stop2 ? 100 : 20,
        count: 10,
      })),
    });
    engine.track('v1', 'loop');
    const stop0 = route.cells[route.stopCells[0]!]!;
    const start = (stop0.start + stop0.end) / 2;
    const { fixes } = drive(route, {
      from: start,
      to: start + 1,
      speedMps: 1,
      dwellS: 0,
      startAt: T0,
    });
    feed(engine, 'v1', fixes.slice(0, 1));
    const etas = engine.predict('v1')!;
    const at = (stop: number) => etas.find((e) => e.stop === stop)!.at;
    // Both far enough ahead to lean by the most; the run between them at 1 m/s.
    const run = route.cells[route.stopCells[3]!]!.start - route.cells[stop2]!.end;
    expect((at(3) - at(2)) / 1000).toBeCloseTo(0.5 * 100 + 0.5 * 30 + run, 0);
  });

  it("expects a dwell that has overrun the usual to last as the route's recent dwells did", () => {
    const engine = new EtaEngine({ scheduledSpeedMps: 5, scheduledDwellS: 20 });
    const route = engine.setRoute('loop', LOOP);
    // Each stop's usual dwell is 20 s, learned from many dwells.
    engine.restore({
      routeId: 'loop',
      signature: route.signature,
      cells: route.stopCells.map((cell) => ({ cell, slot: -1, meanS: 20, count: 50 })),
    });
    // A lap with 150 s at every stop: one long dwell moves each stop's usual dwell little.
    engine.track('v0', 'loop');
    feed(
      engine,
      'v0',
      drive(route, { from: 5, to: 5 + route.length, speedMps: 5, dwellS: 150, startAt: T0 }).fixes,
    );
    // Another shuttle has stood at stop 1 for 100 s, far longer than its usual dwell.
    engine.track('v1', 'loop');
    const stop1 = route.cells[route.stopCells[1]!]!;
    const stop2 = route.cells[route.stopCells[2]!]!;
    const mid = (stop1.start + stop1.end) / 2;
    const t1 = T0 + 3_600_000;
    const stand = drive(route, {
      from: mid - 20,
      to: mid + 1,
      speedMps: 5,
      dwellS: 150,
      startAt: t1,
    });
    const now = stand.arrivals[0]!.at + 100_000;
    feed(
      engine,
      'v1',
      stand.fixes.filter((f) => f.at <= now),
    );
    const next = engine.predict('v1')!.find((e) => e.stop === 2)!;
    // The recent dwells that lasted over 100 s went on for about 50 s more: the shuttle is
    // expected to leave in about that (not in the few seconds the usual dwell would say), then
    // to drive to stop 2 at 5 m/s.
    const runS = (stop2.start - stop1.end) / 5;
    const leftS =
      (next.at - now) / 1000 + Math.min(((next.at - now) / 1000) * LEAN, MAX_LEAN_S) - runS;
    expect(leftS).toBeGreaterThan(40);
    expect(leftS).toBeLessThan(60);
  });

  it('passes the start of the loop into the next lap', () => {
    const engine = new EtaEngine();
    const route = engine.setRoute('loop', LOOP);
    engine.track('v1', 'loop');
    const trip = drive(route, {
      from: route.length - 300,
      to: route.length + 400,
      speedMps: 5,
      dwellS: 10,
      startAt: T0,
    });
    const events = feed(engine, 'v1', trip.fixes);
    expect(events.filter((e) => e.type === 'arrived').map((e) => e.stop)).toEqual([0, 1]);
    expect(events.filter((e) => e.type === 'departed').map((e) => e.stop)).toEqual([0, 1]);
  });

  it('ignores positions off the path, out of order or broken, and never goes back', () => {
    const engine = new EtaEngine();
    const route = engine.setRoute('loop', LOOP);
    engine.track('v1', 'loop');
    const trip = drive(route, { from: 100, to: 200, speedMps: 5, dwellS: 10, startAt: T0 });
    feed(engine, 'v1', trip.fixes.slice(0, 10));
    const before = engine.predict('v1')!;
    // 500 m away from the campus, an older position, a position further back, no position.
    expect(engine.update('v1', { at: T0 + 10_000, lat: 51.58, lon: -1.311 })).toEqual([]);
    expect(engine.update('v1', { ...trip.fixes[3]!, at: T0 + 5_000 })).toEqual([]);
    expect(engine.update('v1', { at: Number.NaN, lat: 51.57, lon: -1.3 })).toEqual([]);
    expect(engine.update('nobody', trip.fixes[0]!)).toEqual([]);
    expect(engine.predict('v1')).toEqual(before);
    engine.update('v1', { ...trip.fixes[2]!, at: T0 + 11_000 });
    const after = engine.predict('v1')!;
    // Standing still: the same time left, counted from the later position.
    expect(after[0]!.at - before[0]!.at).toBeCloseTo(11_000 - 9_000, -2);
  });

  it('finds a vehicle again after a long silence, without learning from the gap', () => {
    const engine = new EtaEngine();
    const route = engine.setRoute('loop', LOOP);
    engine.track('v1', 'loop');
    const trip = drive(route, { from: 20, to: 1500, speedMps: 5, dwellS: 20, startAt: T0 });
    feed(engine, 'v1', trip.fixes.slice(0, 5));
    engine.takeLearned();
    const events = feed(engine, 'v1', trip.fixes.slice(-3));
    // The stops passed meanwhile are reported (passing a stop counts as reaching it).
    expect(events.filter((e) => e.type === 'arrived').map((e) => e.stop)).toEqual([1, 2, 3, 4]);
    expect(engine.learned('loop')!.cells).toEqual([]);
  });
});

describe('EtaEngine on a line', () => {
  it('predicts only the stops ahead and stays at the last one', () => {
    const engine = new EtaEngine();
    const route = engine.setRoute('line', LINE);
    engine.track('v1', 'line');
    const trip = drive(route, { from: 0, to: route.length, speedMps: 5, dwellS: 10, startAt: T0 });
    feed(engine, 'v1', trip.fixes.slice(0, 60));
    expect(engine.predict('v1')!.map((e) => e.stop)).toEqual([1, 2, 3]);
    const events = feed(engine, 'v1', trip.fixes.slice(60));
    expect(events.filter((e) => e.type === 'arrived').map((e) => e.stop)).toEqual([1, 2, 3]);
    expect(engine.predict('v1')).toEqual([]);
  });
});

describe('what the engine keeps', () => {
  it('restores learned times for the same layout only', () => {
    const a = new EtaEngine();
    const route = a.setRoute('loop', LOOP);
    a.track('v1', 'loop');
    feed(a, 'v1', drive(route, { from: 5, to: 900, speedMps: 5, dwellS: 15, startAt: T0 }).fixes);
    const learned = a.learned('loop')!;
    expect(learned.cells.length).toBeGreaterThan(10);

    const b = new EtaEngine();
    b.setRoute('loop', LOOP);
    expect(b.restore(learned)).toBe(true);
    expect(b.learned('loop')).toEqual(learned);
    b.setRoute('loop', { ...LOOP, stops: LOOP.stops.slice(0, 7) });
    expect(b.restore(learned)).toBe(false);
    expect(b.learned('loop')!.cells).toEqual([]);
  });

  it('holds at most the configured number of vehicles and routes', () => {
    const engine = new EtaEngine({ maxVehicles: 2, maxRoutes: 2 });
    engine.setRoute('r1', LOOP);
    engine.setRoute('r2', LINE);
    engine.setRoute('r3', LOOP);
    expect(engine.route('r1')).toBeNull();
    expect(() => engine.track('v0', 'r1')).toThrow(/not set/);
    engine.track('v1', 'r2');
    engine.track('v2', 'r3');
    engine.track('v3', 'r3');
    expect(['v1', 'v2', 'v3'].map((v) => engine.isTracking(v))).toEqual([false, true, true]);
  });

  it('follows a vehicle slower than the route has learned, and pushes ETAs out while it is held', () => {
    const engine = new EtaEngine();
    const route = engine.setRoute('loop', LOOP);
    engine.track('fast', 'loop');
    engine.track('slow', 'loop');
    // The route learns two laps at 5 m/s.
    const usual = drive(route, {
      from: 5,
      to: 5 + 2 * route.length,
      speedMps: 5,
      dwellS: 20,
      startAt: T0,
    });
    feed(engine, 'fast', usual.fixes);
    // Another shuttle drives it at 3 m/s: after half a lap its ETAs follow its own pace.
    const start = usual.fixes.at(-1)!.at + 1000;
    const slow = drive(route, {
      from: 5,
      to: route.length,
      speedMps: 3,
      dwellS: 20,
      startAt: start,
    });
    const half = slow.fixes.findIndex((f) => f.at >= slow.arrivals[4]!.at + 40_000);
    feed(engine, 'slow', slow.fixes.slice(0, half));
    const now = slow.fixes[half - 1]!.at;
    const next = slow.arrivals.filter((a) => a.at > now + 30_000)[2]!;
    const predicted = engine.predict('slow')!.find((e) => e.stop === next.stop)!;
    const fastPace = now + ((next.at - now) * 3) / 5;
    expect(Math.abs(predicted.at - next.at)).toBeLessThan(Math.abs(predicted.at - fastPace) / 2);

    // Held between stops: within 10 s it is known as held, and the ETA moves out as it lasts.
    const here = slow.fixes[half - 1]!;
    const before = engine.predict('slow', now)!.find((e) => e.stop === next.stop)!;
    for (let s = 1; s <= 10; s++) engine.update('slow', { ...here, at: now + s * 1000 });
    expect(engine.state('slow', now + 10_000)?.heldS).toBeGreaterThanOrEqual(8);
    for (let s = 11; s <= 40; s++) engine.update('slow', { ...here, at: now + s * 1000 });
    const held = engine.state('slow', now + 40_000)!;
    expect(held.heldS).toBeGreaterThanOrEqual(35);
    const after = engine.predict('slow', now + 40_000)!.find((e) => e.stop === next.stop)!;
    // The 40 s lost so far: the ETA is 40 s later, not the same number of seconds from now.
    expect(after.at - before.at).toBeGreaterThan(35_000);
    expect(after.margin).toBeGreaterThan(before.margin);
  });

  it('holds a vehicle stopped by a remote command until it moves again', () => {
    const engine = new EtaEngine();
    const route = engine.setRoute('loop', LOOP);
    engine.track('v1', 'loop');
    const trip = drive(route, { from: 5, to: 600, speedMps: 5, dwellS: 20, startAt: T0 });
    feed(engine, 'v1', trip.fixes);
    const last = trip.fixes.at(-1)!;
    engine.hold('v1', last.at);
    expect(engine.state('v1', last.at + 5000)?.heldS).toBe(5);
    // Rolling on for a few seconds while it brakes, it is still held.
    const moved = drive(route, { from: 600, to: 800, speedMps: 5, dwellS: 20, startAt: last.at });
    feed(engine, 'v1', moved.fixes.slice(1, 6));
    expect(engine.state('v1', moved.fixes[5]!.at)?.heldS).toBe(5);
    // Driving on well after the stop, it is not.
    feed(engine, 'v1', moved.fixes.slice(6));
    expect(engine.state('v1', moved.fixes.at(-1)!.at)?.heldS).toBe(0);
    // A start command releases it at once.
    engine.hold('v1', moved.fixes.at(-1)!.at);
    engine.release('v1');
    expect(engine.state('v1', moved.fixes.at(-1)!.at + 5000)?.heldS).toBe(0);
  });
});
