import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/database.ts';
import { vehicles } from '../vehicles/schema.ts';
import { ensureCustomer } from '../../db/seed.ts';
import { queryRows } from '../../lib/sql-rows.ts';
import { testDatabaseUrl } from '../../test/test-app.ts';
import type { IngestMessage } from './ingest-message.ts';
import { storeBatch } from './ingest.repository.ts';

const url = testDatabaseUrl();
const schemaName = `ingest_repo_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
let database: Database;
let customerId: string;
const vehicleId = randomUUID();

beforeAll(async () => {
  database = await openDatabase(url ? { url, schemaName } : {});
  customerId = await ensureCustomer(database.db, 'Darwin');
  await database.db.insert(vehicles).values({
    id: vehicleId,
    customerId,
    name: 'Repository shuttle',
    maxOccupancy: 12,
    mqttUsername: `repo-${vehicleId}`,
    mqttPasswordHash: 'unused',
  });
}, 60_000);

afterAll(async () => {
  if (url) await database.db.execute(sql.raw(`drop schema if exists "${schemaName}" cascade`));
  await database.close();
});

const telemetry = (seq: number, located = true): IngestMessage => ({
  kind: 'telemetry',
  vehicle: { vehicleId, customerId, name: 'Repository shuttle' },
  receivedAt: new Date().toISOString(),
  payload: {
    seq,
    dt_canbus: new Date(Date.UTC(2026, 0, 1, 8, 0, seq)).toISOString(),
    measure_values_list: [
      { measure_name: 'SPEED', measure_value: 12 },
      { measure_name: 'DRIVING_MODE', measure_value: 'AUTONOMOUS' },
      ...(located
        ? [
            { measure_name: 'LATITUDE', measure_value: 51.57 },
            { measure_name: 'LONGITUDE', measure_value: -1.31 },
          ]
        : []),
    ],
  } as never,
});

const counts = async () => {
  const [row] = await queryRows<{ snapshots: number; measures: number; locations: number }>(
    database.db,
    sql`select
      (select count(*)::int from telemetry_snapshots where vehicle_id = ${vehicleId}) as snapshots,
      (select count(*)::int from telemetry where vehicle_id = ${vehicleId}) as measures,
      (select count(*)::int from bus_locations where vehicle_id = ${vehicleId}) as locations`,
  );
  return row;
};

describe('storeBatch, telemetry in one statement', () => {
  it('stores each message once: twice in one batch, and again in a later batch', async () => {
    const first = telemetry(1);
    const again = telemetry(1);
    const unlocated = telemetry(2, false);
    const stored = await storeBatch(database.db, [first, again, unlocated]);
    expect([...stored.fresh]).toEqual([first, unlocated]);
    expect(stored.rows).toMatchObject({ telemetry_snapshots: 2, telemetry: 6, bus_locations: 1 });
    expect(await counts()).toEqual({ snapshots: 2, measures: 6, locations: 1 });

    const redelivered = telemetry(1);
    const next = telemetry(3);
    const later = await storeBatch(database.db, [redelivered, next]);
    expect([...later.fresh]).toEqual([next]);
    expect(later.rows).toMatchObject({ telemetry_snapshots: 1, telemetry: 4, bus_locations: 1 });
    expect(await counts()).toEqual({ snapshots: 3, measures: 10, locations: 2 });
  });

  it('stores telemetry with alerts of the same batch in one transaction', async () => {
    const alertId = randomUUID();
    const alert: IngestMessage = {
      kind: 'alerts',
      vehicle: { vehicleId, customerId, name: 'Repository shuttle' },
      receivedAt: new Date().toISOString(),
      flags: [],
      payload: {
        id: alertId,
        msg_id: 1,
        level: 'WARNING',
        event_name: 'DOOR',
        source_type: 'VEHICLE',
        message: 'door',
        site_name: 'Harwell',
        time: new Date().toISOString(),
        location: { lat: 51.57, lon: -1.31 },
        alerts: [],
      } as never,
    };
    const stored = await storeBatch(database.db, [telemetry(4), alert]);
    expect(stored.fresh.size).toBe(2);
    expect(await counts()).toEqual({ snapshots: 4, measures: 14, locations: 3 });
  });
});
