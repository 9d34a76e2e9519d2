import { eq, sql } from 'drizzle-orm';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telemetrySnapshots, vehicleAlerts } from './schema.ts';
import type { BusEvent } from '../../events/bus-event.ts';
import { customerIdOf } from '../../test/factories.ts';
import { alertOf, createMqttVehicle, telemetryOf, type TestVehicle } from '../../test/vehicles.ts';
import { fleetMetrics } from './fleet-metrics.ts';
import { ingestPipeline, type IngestPipeline } from './ingest-pipeline.ts';
import type { IngestMessage } from './ingest-message.ts';
import { refusals } from './refusals.ts';
import { testAppWith } from '../../test/test-kit.ts';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

const { t } = testAppWith({});
let shuttle: TestVehicle;
let pipeline: IngestPipeline;
const events: BusEvent[] = [];

beforeAll(async () => {
  shuttle = await createMqttVehicle(t.database.db, await customerIdOf(t.database.db, 'Darwin'));
  const metrics = fleetMetrics(new Registry(), {
    queuedRows: () => 0,
    clients: () => 0,
    slots: () => 0,
  });
  pipeline = ingestPipeline({
    db: t.database.db,
    state: t.app.vehicleState,
    bus: t.app.bus,
    metrics,
    refusals: refusals(metrics, quiet),
    logger: quiet,
    siteName: t.env.SITE_NAME,
    maxBatchRows: 1000,
    maxQueuedRows: 20_000,
    gatherMs: 0,
  });
  await t.app.bus.subscribe(shuttle.customerId, (event) => {
    if (event.vehicleId === shuttle.id && event.type !== 'alarm') events.push(event);
  });
});
afterAll(async () => {
  await pipeline.close();
});

const vehicle = () => ({
  vehicleId: shuttle.id,
  customerId: shuttle.customerId,
  name: shuttle.name,
});
const telemetryMessage = (seq: number): IngestMessage => ({
  kind: 'telemetry',
  vehicle: vehicle(),
  receivedAt: new Date().toISOString(),
  payload: telemetryOf(shuttle, seq),
});
/** Telemetry events of the snapshot `seq` on the bus so far. */
const shown = (seq: number) =>
  events.filter(
    (e) => e.type === 'telemetry' && e.payload.dt_canbus === telemetryOf(shuttle, seq).dt_canbus,
  ).length;
const snapshots = async (seq: number) =>
  (
    await t.database.db
      .select()
      .from(telemetrySnapshots)
      .where(eq(telemetrySnapshots.vehicleId, shuttle.id))
  ).filter((row) => Number(row.seq) === seq).length;

/** Holds `table` locked in a transaction of its own until the returned function is called. */
async function lockTable(table: string): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const done = t.database.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`lock table ${table} in exclusive mode`));
    locked();
    await released;
  });
  await isLocked;
  return async () => {
    release();
    await done;
  };
}

describe('the live path before the store (docs/decisions/0018)', () => {
  it('shows new telemetry on arrival and acknowledges it only after its commit', async () => {
    const unlock = await lockTable('telemetry_snapshots');
    let acknowledged = false;
    const accepted = pipeline.accept(telemetryMessage(1)).then(() => (acknowledged = true));
    // On the bus before the database could store it: the table is locked.
    expect(events.filter((e) => e.type !== 'alert').map((e) => e.type)).toEqual([
      'telemetry',
      'busLocation',
      'dataPoints',
    ]);
    expect(acknowledged).toBe(false);
    await unlock();
    await accepted;
    expect(await snapshots(1)).toBe(1);
    // A redelivery is stored once and not shown again.
    await pipeline.accept(telemetryMessage(1));
    expect(shown(1)).toBe(1);
    expect(await snapshots(1)).toBe(1);
  });

  it('shows a message whose store failed once, also when its redelivery is stored', async () => {
    await t.database.db.execute(sql`alter table telemetry_snapshots rename to snapshots_away`);
    await expect(pipeline.accept(telemetryMessage(2))).rejects.toThrow();
    expect(shown(2)).toBe(1);
    await t.database.db.execute(sql`alter table snapshots_away rename to telemetry_snapshots`);
    await pipeline.accept(telemetryMessage(2));
    expect(await snapshots(2)).toBe(1);
    expect(shown(2)).toBe(1);
  });

  it('shows an older snapshot only once it is stored', async () => {
    await pipeline.accept(telemetryMessage(10));
    const late = pipeline.accept(telemetryMessage(9));
    expect(shown(9)).toBe(0);
    await late;
    expect(shown(9)).toBe(1);
    expect(await snapshots(9)).toBe(1);
  });

  it('shows an alert only once it is stored', async () => {
    const alert = alertOf(shuttle, 1);
    const accepted = pipeline.accept({
      kind: 'alerts',
      vehicle: vehicle(),
      receivedAt: new Date().toISOString(),
      payload: alert,
      flags: [],
    });
    expect(events.filter((e) => e.type === 'alert')).toHaveLength(0);
    await accepted;
    const stored = await t.database.db
      .select()
      .from(vehicleAlerts)
      .where(eq(vehicleAlerts.vehicleId, shuttle.id));
    expect(stored).toHaveLength(1);
    expect(events.filter((e) => e.type === 'alert')).toHaveLength(1);
  });
});
