import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HARWELL_CAMPUS_LOOP, type LonLat } from '@shuttle-ops/domain';
import { createInProcessBus } from '../../events/event-bus.ts';
import { customerIdOf } from '../../test/factories.ts';
import { RecordingSink } from '../../test/recording-sink.ts';
import { createVehicleStateStore, type VehicleStateStore } from '../vehicle-state/index.ts';
import { alarmRulesRepository } from './alarm-rules.repository.ts';
import type { RuleService } from './rule-evaluation.ts';
import { startRulesWatcher, type RulesWatcher } from './rules-watcher.ts';
import { settingsCache } from './settings-cache.ts';
import { testAppWith } from '../../test/test-kit.ts';

const VEHICLES = 200;
const STOPS: LonLat[] = HARWELL_CAMPUS_LOOP.stops.map((s) => [s.lon, s.lat] as const);
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

const { t } = testAppWith({});
let customerId: string;
let clock = Date.UTC(2026, 2, 2, 9, 0, 0);
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * 200 vehicles on services of the loop, in every state the rules look at: one in ten silent for
 * an hour, one in ten with a low battery, one in ten stopped away from the stops, one in ten with
 * a door open while moving; the others driving normally.
 */
function fleet(): { state: VehicleStateStore; services: RuleService[]; ids: string[] } {
  const state = createVehicleStateStore();
  const services: RuleService[] = [];
  const ids: string[] = [];
  for (let i = 0; i < VEHICLES; i++) {
    const vehicleId = randomUUID();
    ids.push(vehicleId);
    const kind = i % 10;
    const receivedAt = kind === 0 ? clock - 3_600_000 : clock - 1000;
    state.applyTelemetry(
      { customerId, vehicleId, name: `Shuttle ${i}` },
      {
        dtCanbus: iso(receivedAt),
        receivedAt: iso(receivedAt),
        values: {
          LATITUDE: 51.575 + i / 100_000,
          LONGITUDE: -1.311,
          SPEED: kind === 2 ? 0 : 15,
          BATTERY_STATUS_LEVEL: kind === 1 ? 10 : 70,
          DOOR_STATUS: kind === 3 ? 'OPEN' : 'CLOSED',
          COURSE: 90,
          ALTITUDE: 120,
        },
      },
    );
    services.push({
      serviceId: randomUUID(),
      vehicleId,
      customerId,
      startedAt: clock - 7_200_000,
      stops: STOPS,
    });
  }
  return { state, services, ids };
}

async function watcherOf(sink: RecordingSink, state: VehicleStateStore, services: RuleService[]) {
  const repo = alarmRulesRepository(t.database.db);
  const watcher = await startRulesWatcher({
    sink,
    state,
    settings: settingsCache(repo, quiet),
    loadServices: () => Promise.resolve(services),
    lease: repo,
    bus: createInProcessBus(quiet),
    logger: quiet,
    now: () => clock,
    // The test sweeps by itself.
    tickMs: 3_600_000,
  });
  await watcher.flush();
  return watcher;
}

beforeAll(async () => {
  customerId = await customerIdOf(t.database.db, 'Darwin');
  // The app's own evaluator gives up its lease: the watchers of this file take it in turn.
  await t.app.ready();
  await t.app.alarmRules.watcher.stop();
});

describe('the rules watcher', () => {
  let watcher: RulesWatcher;
  let sink: RecordingSink;
  let ids: string[];

  beforeAll(async () => {
    const built = fleet();
    ids = built.ids;
    sink = new RecordingSink();
    watcher = await watcherOf(sink, built.state, built.services);
  });
  afterAll(() => watcher.stop());

  it('on taking over reports what it can tell, and waits to tell what it cannot', () => {
    expect(watcher.leading).toBe(true);
    expect(watcher.watched).toBe(VEHICLES);
    const active = (rule: string) =>
      sink.conditions.filter((c) => c.rule === rule && c.active).map((c) => c.vehicleId);
    const every = (kind: number) => ids.filter((_, i) => i % 10 === kind);
    expect(active('LOW_BATTERY').sort()).toEqual(every(1).sort());
    expect(active('DOOR_OPEN_MOVING').sort()).toEqual(every(3).sort());
    // Silent for an hour, but not watched for 30 s yet; stopped, but since when is unknown.
    expect(active('VEHICLE_SILENT')).toEqual([]);
    expect(active('STOPPED_OFF_STOP')).toEqual([]);
    // Everything known to be off is cleared, in case another server raised it.
    const cleared = sink.conditions.filter((c) => !c.active);
    expect(cleared.filter((c) => c.rule === 'LOW_BATTERY')).toHaveLength(VEHICLES - 20);
    expect(cleared.filter((c) => c.rule === 'VEHICLE_SILENT')).toHaveLength(VEHICLES - 20);
  });

  it('reports nothing while nothing changes, however often it sweeps', () => {
    const before = sink.conditions.length;
    for (let i = 0; i < 500; i++) watcher.sweep();
    expect(sink.conditions.length).toBe(before);
  });

  it('raises what it could not tell once it has watched long enough', async () => {
    const before = sink.conditions.length;
    clock += 31_000;
    watcher.sweep();
    await watcher.flush();
    const raised = sink.conditions.slice(before);
    // Silent all along (one in ten), and now every vehicle is: the others reported 31 s ago.
    expect(raised.filter((c) => c.rule === 'VEHICLE_SILENT' && c.active)).toHaveLength(VEHICLES);
    expect(raised.filter((c) => c.rule === 'STOPPED_OFF_STOP')).toEqual([]);
    clock += 90_000;
    watcher.sweep();
    await watcher.flush();
    const stopped = sink.conditions.slice(before).filter((c) => c.rule === 'STOPPED_OFF_STOP');
    expect(stopped).toHaveLength(VEHICLES / 10);
    expect(stopped.every((c) => c.active && c.location?.alt === 120)).toBe(true);
  });

  it('lets one server evaluate at a time', async () => {
    const other = new RecordingSink();
    const second = await watcherOf(other, fleet().state, []);
    try {
      expect(second.leading).toBe(false);
      second.sweep();
      await second.flush();
      expect(other.conditions).toEqual([]);
    } finally {
      await second.stop();
    }
  });
});
