import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ALARM_SETTINGS, type ServiceContext } from '@shuttle-ops/domain';
import { customerIdOf } from '../../test/factories.ts';
import { RecordingSink } from '../../test/recording-sink.ts';
import { testAppWith } from '../../test/test-kit.ts';
import { createVehicleStateStore } from '../vehicle-state/index.ts';
import { headwayRegularity, saveHeadwaySamples } from './headway-samples.ts';
import { startHeadwayWatcher } from './headway-watcher.ts';

const quiet = { error: () => undefined };
const { t } = testAppWith({});
let customerId: string;
const ROUTE = randomUUID();

/** Three shuttles on a 30-minute loop, `gaps` seconds behind the shuttle ahead of each. */
function loop(gaps: [number, number, number]): ServiceContext[] {
  const ids = [randomUUID(), randomUUID(), randomUUID()];
  return ids.map((id, i) => ({
    Service_ID: id,
    Vehicle_ID: id,
    vehicleName: `Shuttle ${i + 1}`,
    Route_ID: ROUTE,
    routeName: 'Campus Loop',
    routeType: 'loop',
    next_stop: null,
    delay_s: null,
    punctuality: null,
    headway_s: gaps[i]!,
    ahead: { Service_ID: ids[(i + 1) % 3]!, Vehicle_ID: ids[(i + 1) % 3]!, vehicleName: 'x' },
    lap_s: 1800,
  }));
}

beforeAll(async () => {
  customerId = await customerIdOf(t.database.db, 'Darwin');
});

describe('headway samples', () => {
  it('are taken at most once a minute while the rules evaluate, and averaged per loop', async () => {
    let clock = Date.UTC(2026, 5, 2, 8, 0, 0);
    let contexts = loop([600, 600, 600]);
    const watcher = startHeadwayWatcher({
      sink: new RecordingSink(),
      state: createVehicleStateStore(),
      settings: { peek: () => DEFAULT_ALARM_SETTINGS },
      loadContexts: () => Promise.resolve(new Map([[customerId, contexts]])),
      leading: () => true,
      logger: quiet,
      now: () => clock,
      tickMs: 3_600_000,
      saveSamples: (samples) => saveHeadwaySamples(t.database.db, samples),
    });
    await watcher.check();
    clock += 30_000;
    contexts = loop([200, 400, 1200]);
    // Within the minute: no second sample.
    await watcher.check();
    clock += 30_000;
    await watcher.check();
    await watcher.stop();

    const from = new Date(Date.UTC(2026, 5, 2));
    const to = new Date(Date.UTC(2026, 5, 3));
    const regularity = await headwayRegularity(t.database.db, customerId, from, to);
    // 0 for the even loop, then 0.59 (gaps 200, 400 and 1200 s, mean 600).
    const uneven = Math.sqrt((400 ** 2 + 200 ** 2 + 600 ** 2) / 3) / 600;
    expect(regularity.get(ROUTE)?.samples).toBe(2);
    expect(regularity.get(ROUTE)?.cv).toBeCloseTo(uneven / 2, 6);
    // Another customer sees none of it.
    const other = await customerIdOf(t.database.db, 'Campus Mobility');
    expect((await headwayRegularity(t.database.db, other, from, to)).size).toBe(0);
  });
});
