import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AlarmReport, AlarmReportList, AlarmReportRow } from '@shuttle-ops/domain';
import { alarmReports } from './schema.ts';
import { TenantScope } from '../../lib/tenant-scope.ts';
import { clientFor, errorOf, type TestClient } from '../../test/auth-client.ts';
import { parseCsv } from '../../test/csv-reader.ts';
import { auditEntries, createVehicle } from '../../test/factories.ts';
import { auditRepository } from '../audit/index.ts';
import { alarmMeasuresRepository } from './alarm-measures.repository.ts';
import { REPORT_CSV_HEADER } from './alarm-report-csv.ts';
import { alarmReportsRepository } from './alarm-reports.repository.ts';
import { alarmReportsService } from './alarm-reports.service.ts';
import { insertAlarms, SAM } from './alarm-fixtures.ts';
import { testAppWith } from '../../test/test-kit.ts';

const { t, manager, campusAdmin } = testAppWith({
  manager: 'service-manager',
  campusAdmin: 'customer-admin',
});
let v1: { id: string; name: string };
let v2: { id: string; name: string };
let campusVehicle: { id: string; name: string };
const ids: Record<'a1' | 'a2' | 'a3' | 'before' | 'atEnd' | 'campus', string> = {
  a1: '',
  a2: '',
  a3: '',
  before: '',
  atEnd: '',
  campus: '',
};

// A summer day (BST): 08:00 UTC is 09:00 in London.
const P0 = new Date('2025-07-01T00:00:00.000Z');
const at = (s: number) => new Date(P0.getTime() + s * 1000);
const FROM = P0.toISOString();
const TO = at(24 * 3600).toISOString();
const TRICKY = 'Door 2, rear: "stuck" half open\nsecond line, with a comma';
const ALEX = { id: randomUUID(), name: 'Alex Jones' };

beforeAll(async () => {
  const { db } = t.database;
  v1 = await createVehicle(db, 'Darwin', { name: 'Harwell, the 1st' });
  v2 = await createVehicle(db, 'Darwin', { name: 'Harwell 2' });
  campusVehicle = await createVehicle(db, 'Campus Mobility', { name: 'Campus 1' });
  const d = { customerId: manager.customerId };
  const rows = await insertAlarms(db, [
    {
      ...d,
      vehicleId: v1.id,
      vehicleName: v1.name,
      level: 'CRITICAL',
      code: 'DOOR_FAULT',
      category: 'DOORS',
      message: TRICKY,
      count: 3,
      firstSeen: at(8 * 3600),
      ackAfterS: 30,
      assignee: ALEX,
      resolveAfterS: 600,
      closeAfterS: 900,
    },
    {
      ...d,
      vehicleId: v2.id,
      vehicleName: v2.name,
      level: 'WARNING',
      code: 'LOW_BATTERY',
      firstSeen: at(9 * 3600),
      resolveAfterS: 45,
      autoResolved: true,
    },
    {
      ...d,
      vehicleId: v1.id,
      vehicleName: v1.name,
      level: 'ERROR',
      code: 'LIDAR_DEGRADED',
      count: 7,
      chattering: true,
      firstSeen: at(10 * 3600),
    },
    { ...d, vehicleId: v1.id, vehicleName: v1.name, firstSeen: at(-1), resolveAfterS: 1 },
    { ...d, vehicleId: v2.id, vehicleName: v2.name, firstSeen: at(24 * 3600) },
    {
      customerId: campusAdmin.customerId,
      vehicleId: campusVehicle.id,
      vehicleName: campusVehicle.name,
      firstSeen: at(8 * 3600),
    },
  ]);
  const names = ['a1', 'a2', 'a3', 'before', 'atEnd', 'campus'] as const;
  names.forEach((name, i) => (ids[name] = rows[i]!.id!));
});

const base = '/dev/v1/alert-reports-processor';

async function start(client: TestClient, body: object, path = base) {
  const res = await client.post(path, body);
  expect(res.statusCode, res.body).toBe(202);
  const started = res.json<{ report_id: string; state: string }>();
  expect(started.state).toBe('RUNNING');
  return started.report_id;
}

/** Polls the report until it is no longer running. */
async function finished(client: TestClient, reportId: string, path = base): Promise<AlarmReport> {
  for (let i = 0; i < 200; i += 1) {
    const res = await client.get(`${path}?report_id=${reportId}`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<AlarmReport>();
    if (report.state !== 'RUNNING') return report;
    await sleep(50);
  }
  throw new Error(`report ${reportId} still running`);
}

const list = async (client: TestClient, query = '') => {
  const res = await client.get(`${base}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AlarmReportList>();
};

describe('POST alert-reports-processor, then GET ?report_id=', () => {
  it('makes a report of the period’s alarms with times, durations and people', async () => {
    const reportId = await start(manager, { from: FROM, to: TO });
    const report = await finished(manager, reportId);
    expect(report).toMatchObject({
      report_id: reportId,
      state: 'DONE',
      params: { from: FROM, to: TO, vehicle_ids: null, levels: null },
      created_by: 'service-manager',
      row_count: 3,
      truncated: false,
      error: null,
    });
    expect(report.finished_at).not.toBeNull();
    expect(report.rows.map((r) => r.id)).toEqual([ids.a1, ids.a2, ids.a3]);
    expect(report.rows[0]).toEqual<AlarmReportRow>({
      id: ids.a1,
      Vehicle_ID: v1.id,
      vehicle_name: v1.name,
      level: 'CRITICAL',
      category: 'DOORS',
      code: 'DOOR_FAULT',
      message: TRICKY,
      state: 'CLOSED',
      count: 3,
      first_seen: '2025-07-01T08:00:00.000Z',
      last_seen: '2025-07-01T08:00:02.000Z',
      acknowledged_at: '2025-07-01T08:00:30.000Z',
      acknowledged_by: SAM.name,
      time_to_ack_s: 30,
      assignee: 'Alex Jones',
      resolved_at: '2025-07-01T08:10:00.000Z',
      resolved_by: SAM.name,
      auto_resolved: false,
      time_to_resolve_s: 600,
      closed_at: '2025-07-01T08:15:00.000Z',
      chattering: false,
      duration_s: 600,
    });
    expect(report.rows[1]).toMatchObject({
      level: 'WARNING',
      state: 'RESOLVED',
      acknowledged_by: null,
      time_to_ack_s: null,
      resolved_by: null,
      auto_resolved: true,
      time_to_resolve_s: 45,
      duration_s: 45,
    });
    // Still open: lasting until the report ran.
    const open = report.rows[2]!;
    expect(open).toMatchObject({ state: 'OPEN', chattering: true, count: 7, resolved_at: null });
    const sinceFirstSeen = (Date.now() - Date.parse(open.first_seen)) / 1000;
    expect(open.duration_s).toBeGreaterThan(sinceFirstSeen - 60);
    expect(open.duration_s).toBeLessThanOrEqual(sinceFirstSeen);
  });

  it('keeps to the vehicles and levels asked for', async () => {
    const byVehicle = await finished(
      manager,
      await start(manager, { from: FROM, to: TO, vehicle_ids: [v2.id, v2.id] }),
    );
    expect(byVehicle.rows.map((r) => r.id)).toEqual([ids.a2]);
    expect(byVehicle.params.vehicle_ids).toEqual([v2.id]);
    const byLevel = await finished(
      manager,
      await start(manager, { from: FROM, to: TO, levels: ['CRITICAL', 'ERROR'] }),
    );
    expect(byLevel.rows.map((r) => r.id)).toEqual([ids.a1, ids.a3]);
    const none = await finished(
      manager,
      await start(manager, { from: FROM, to: TO, vehicle_ids: [v2.id], levels: ['INFO'] }),
    );
    expect(none).toMatchObject({ state: 'DONE', row_count: 0, rows: [] });
  });

  it('answers on the legacy path too', async () => {
    const legacy = '/dev/alert-reports-processor';
    const report = await finished(manager, await start(manager, { from: FROM, to: TO }, legacy));
    expect(report.row_count).toBe(3);
  });

  it('refuses vehicles of another customer or unknown, naming them, and stores nothing', async () => {
    const before = (await list(manager)).total;
    const stranger = randomUUID();
    const res = await manager.post(base, {
      from: FROM,
      to: TO,
      vehicle_ids: [v1.id, campusVehicle.id, stranger],
    });
    expect(res.statusCode).toBe(400);
    const error = errorOf(res);
    expect(error.fields).toEqual(['body.vehicle_ids']);
    expect(error.message).toContain(campusVehicle.id);
    expect(error.message).toContain(stranger);
    expect(error.message).not.toContain(v1.id);
    expect((await list(manager)).total).toBe(before);
  });

  it('refuses a malformed request with 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ from: FROM }, 'body.to'],
      [{ from: 'yesterday', to: TO }, 'body.from'],
      [{ from: TO, to: FROM }, 'body.to'],
      [{ from: '2024-01-01T00:00:00Z', to: TO }, 'body.to'],
      [{ from: FROM, to: TO, vehicle_ids: [] }, 'body.vehicle_ids'],
      [{ from: FROM, to: TO, vehicle_ids: ['not-a-uuid'] }, 'body.vehicle_ids.0'],
      [
        { from: FROM, to: TO, vehicle_ids: Array.from({ length: 201 }, () => randomUUID()) },
        'body.vehicle_ids',
      ],
      [{ from: FROM, to: TO, levels: ['LOUD'] }, 'body.levels.0'],
      [{ from: FROM, to: TO, format: 'csv' }, 'body'],
    ];
    const before = (await list(manager)).total;
    for (const [body, field] of cases) {
      const res = await manager.post(base, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(errorOf(res).fields, JSON.stringify(body).slice(0, 80)).toEqual([field]);
    }
    expect((await list(manager)).total).toBe(before);
  });
});

describe('GET ?report_id=&format=csv', () => {
  it('sends the rows as a CSV attachment that reads back the same', async () => {
    const reportId = await start(manager, { from: FROM, to: TO });
    const report = await finished(manager, reportId);
    const res = await manager.get(`${base}?report_id=${reportId}&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="alert-report-2025-07-01-${reportId.slice(0, 8)}.csv"`,
    );
    const [header, ...records] = parseCsv(res.body);
    expect(header).toEqual(REPORT_CSV_HEADER);
    expect(records).toHaveLength(3);
    const col = (record: string[], name: string) => record[header!.indexOf(name)];
    records.forEach((record, i) => {
      const row = report.rows[i]!;
      expect(record).toHaveLength(header!.length);
      for (const name of ['id', 'message', 'vehicle_name', 'first_seen', 'state', 'code']) {
        expect(col(record, name)).toBe(String(row[name as keyof AlarmReportRow]));
      }
    });
    const first = records[0]!;
    expect(col(first, 'message')).toBe(TRICKY);
    expect(col(first, 'vehicle_name')).toBe('Harwell, the 1st');
    expect(col(first, 'first_seen_europe_london')).toBe('2025-07-01 09:00:00');
    expect(col(first, 'time_to_ack_s')).toBe('30');
    expect(col(first, 'acknowledged_by')).toBe('Sam Smith');
    expect(col(first, 'auto_resolved')).toBe('false');
    expect(col(records[1]!, 'acknowledged_at')).toBe('');
  });
});

describe('GET without report_id', () => {
  it('lists the caller’s reports newest first, without rows, paged', async () => {
    const all = await list(manager, '?limit=500');
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.Count).toBe(all.Items.length);
    const created = all.Items.map((r) => Date.parse(r.created_at));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(all.Items.every((r) => !('rows' in r))).toBe(true);
    const second = await list(manager, '?limit=1&offset=1');
    expect(second.Items.map((r) => r.report_id)).toEqual([all.Items[1]!.report_id]);
    expect(second.total).toBe(all.total);
  });
});

describe('tenant isolation', () => {
  it('another customer never sees, reads or deletes a report, and never gets my alarms', async () => {
    const mine = await start(manager, { from: FROM, to: TO });
    await finished(manager, mine);
    expect((await campusAdmin.get(`${base}?report_id=${mine}`)).statusCode).toBe(404);
    expect((await campusAdmin.get(`${base}?report_id=${mine}&format=csv`)).statusCode).toBe(404);
    expect((await campusAdmin.delete(`${base}?report_id=${mine}`)).statusCode).toBe(404);
    expect((await list(campusAdmin)).Items.map((r) => r.report_id)).not.toContain(mine);
    expect((await manager.get(`${base}?report_id=${mine}`)).statusCode).toBe(200);

    const theirs = await finished(campusAdmin, await start(campusAdmin, { from: FROM, to: TO }));
    expect(theirs.rows.map((r) => r.id)).toEqual([ids.campus]);
    expect((await manager.get(`${base}?report_id=${theirs.report_id}`)).statusCode).toBe(404);
    // Only a platform-owner admin names another customer.
    const named = await manager.get(`${base}?Customer_ID=${campusAdmin.customerId}`);
    expect(named.statusCode).toBe(403);
    expect((await manager.get(`${base}?report_id=${randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('DELETE ?report_id=', () => {
  it('deletes the report (audited); then it is gone', async () => {
    const reportId = await start(manager, { from: FROM, to: TO });
    await finished(manager, reportId);
    const res = await manager.delete(`${base}?report_id=${reportId}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const entries = await auditEntries(t.database.db, 'alarm_report.delete');
    expect(entries.at(-1)).toMatchObject({
      customerId: manager.customerId,
      username: 'service-manager',
      details: { id: reportId, state: 'DONE', row_count: 3 },
    });
    expect((await manager.get(`${base}?report_id=${reportId}`)).statusCode).toBe(404);
    expect((await manager.delete(`${base}?report_id=${reportId}`)).statusCode).toBe(404);
    expect((await manager.delete(`${base}?report_id=nope`)).statusCode).toBe(400);
    const created = await auditEntries(t.database.db, 'alarm_report.create');
    expect(created.some((e) => (e.details as { id?: string }).id === reportId)).toBe(true);
  });
});

describe('permissions', () => {
  it('is for those who read reports', async () => {
    const reportId = await start(manager, { from: FROM, to: TO });
    for (const username of ['operator', 'content-manager', 'remote-operator', 'campus-operator']) {
      const client = await clientFor(t.app, username);
      expect((await client.post(base, { from: FROM, to: TO })).statusCode, username).toBe(403);
      expect((await client.get(base)).statusCode, username).toBe(403);
      expect((await client.get(`${base}?report_id=${reportId}`)).statusCode, username).toBe(403);
      expect((await client.delete(`${base}?report_id=${reportId}`)).statusCode, username).toBe(403);
    }
    expect((await finished(manager, reportId)).state).toBe('DONE');
  });
});

describe('a report whose server stopped', () => {
  it('is shown FAILED once it has been running for over 15 minutes', async () => {
    const params = { from: FROM, to: TO, vehicle_ids: null, levels: null };
    const [stuck] = await t.database.db
      .insert(alarmReports)
      .values({
        customerId: manager.customerId,
        createdByName: 'service-manager',
        params,
        state: 'RUNNING',
        createdAt: new Date(Date.now() - 16 * 60_000),
      })
      .returning();
    const [young] = await t.database.db
      .insert(alarmReports)
      .values({
        customerId: manager.customerId,
        createdByName: 'service-manager',
        params,
        state: 'RUNNING',
        createdAt: new Date(Date.now() - 60_000),
      })
      .returning();
    const report = (await manager.get(`${base}?report_id=${stuck!.id}`)).json<AlarmReport>();
    expect(report).toMatchObject({ state: 'FAILED', rows: [], row_count: null });
    expect(report.error).toMatch(/did not finish/);
    const listed = (await list(manager, '?limit=500')).Items;
    expect(listed.find((r) => r.report_id === young!.id)?.state).toBe('RUNNING');
  });
});

describe('the row cap', () => {
  it('keeps the first rows and says the report was cut', async () => {
    const session = await t.app.tokens.readAccessToken(manager.tokens.AccessToken);
    const actor = {
      scope: TenantScope.of(session!),
      session: session!,
      requestId: 'cap-test',
      ip: '127.0.0.1',
    };
    const service = alarmReportsService({
      measuresRepo: alarmMeasuresRepository(t.database.db),
      reportsRepo: alarmReportsRepository(t.database.db),
      audit: auditRepository(t.database.db),
      maxRows: 2,
    });
    const { report_id: reportId } = await service.startReport(actor, { from: FROM, to: TO });
    await service.settle();
    const report = await service.getReport(actor, reportId);
    expect(report).toMatchObject({ state: 'DONE', row_count: 3, truncated: true });
    expect(report.rows.map((r) => r.id)).toEqual([ids.a1, ids.a2]);
    const listed = (await list(manager, '?limit=500')).Items.find((r) => r.report_id === reportId);
    expect(listed).toMatchObject({ row_count: 3, truncated: true });
  });
});
