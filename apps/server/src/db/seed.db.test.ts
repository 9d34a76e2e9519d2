import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DEMO_VEHICLES, vehicleMqttUsername } from '@shuttle-ops/domain';
import { DEMO_PASSWORD, testDatabaseUrl } from '../test/test-app.ts';
import { vehiclesRepository, verifyMqttPassword } from '../modules/vehicles/index.ts';
import { demoMqttPassword } from './demo-fleet.ts';
import { openDatabase, type Db } from './database.ts';
import {
  announcements,
  busStops,
  routeStops,
  routes,
  telemetryTemplates,
  users,
  vehicles,
} from './schema.ts';
import { seedDemo } from './seed.ts';
import { testAppWith } from '../test/test-kit.ts';

const { t } = testAppWith({});

const counts = async (db: Db = t.database.db) => {
  const n = async (
    table:
      | typeof routes
      | typeof busStops
      | typeof vehicles
      | typeof users
      | typeof routeStops
      | typeof announcements
      | typeof telemetryTemplates,
  ) => (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    routes: await n(routes),
    stops: await n(busStops),
    routeStops: await n(routeStops),
    vehicles: await n(vehicles),
    users: await n(users),
    announcements: await n(announcements),
    dashboards: await n(telemetryTemplates),
  };
};

describe('the demo seed', () => {
  it('seeds two routes, twelve stops, four vehicles, seven users, two demo drivers and a dashboard for each customer, and changes nothing when run again', async () => {
    const before = await counts();
    expect(before).toEqual({
      routes: 2,
      stops: 12,
      routeStops: 12,
      vehicles: 4,
      users: 9,
      announcements: 3,
      dashboards: 2,
    });
    await seedDemo(t.database.db, DEMO_PASSWORD);
    expect(await counts()).toEqual(before);
  });

  it('seeds once when two seeds run at the same instant on an empty database', async () => {
    // Without the start-up lock: on PostgreSQL the two run on two connections of the pool.
    const url = testDatabaseUrl();
    const schemaName = `test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const fresh = await openDatabase({ url, schemaName });
    try {
      await Promise.all([seedDemo(fresh.db, DEMO_PASSWORD), seedDemo(fresh.db, DEMO_PASSWORD)]);
      expect(await counts(fresh.db)).toEqual(await counts());
    } finally {
      await fresh.close();
      if (url) {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`drop schema if exists "${schemaName}" cascade`);
        await client.end();
      }
    }
  });

  it('gives each demo vehicle the MQTT password derived from DEMO_PASSWORD and its name', async () => {
    const repo = vehiclesRepository(t.database.db);
    for (const demo of DEMO_VEHICLES) {
      const row = await repo.findByMqttUsername(vehicleMqttUsername(demo.Vehicle_ID));
      expect(row?.name).toBe(demo.name);
      const password = demoMqttPassword(DEMO_PASSWORD, demo.name);
      expect(await verifyMqttPassword(row!.mqttPasswordHash!, password)).toBe(true);
      expect(await verifyMqttPassword(row!.mqttPasswordHash!, DEMO_PASSWORD)).toBe(false);
    }
  });
});
