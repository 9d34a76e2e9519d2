import { beforeAll, describe, expect, it } from 'vitest';
import type { IncidentReport, IncidentReportList } from '@shuttle-ops/domain';
import { errorOf } from '../../test/auth-client.ts';
import { parseCsv } from '../../test/csv-reader.ts';
import { auditEntries, createVehicle } from '../../test/factories.ts';
import { createIncident, INCIDENTS, LEGACY_INCIDENTS } from './incident-test-kit.ts';
import { INCIDENT_CSV_HEADER } from './report-csv.ts';
import { testAppWith } from '../../test/test-kit.ts';

const { t, admin, manager, operator } = testAppWith(
  {
    admin: 'admin',
    manager: 'service-manager',
    operator: 'operator',
  },
  { timeout: 120_000 },
);

const REPORTS = `${INCIDENTS}/reports`;
// A summer day: Europe/London is UTC+1.
const FROM = '2026-07-01T00:00:00.000Z';
const TO = '2026-07-02T00:00:00.000Z';
const at = (hhmm: string, day = '2026-07-01') => `${day}T${hhmm}:00.000Z`;

async function report(body: Record<string, unknown>): Promise<IncidentReport> {
  const res = await manager.post(REPORTS, { from: FROM, to: TO, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<IncidentReport>();
}

describe('incident reports', () => {
  let ids: string[];
  let vehicleId: string;
  beforeAll(async () => {
    vehicleId = (await createVehicle(t.database.db, 'Darwin')).id;
    const first = await createIncident(operator, {
      title: 'Door closed on a "bag", then reopened',
      category: 'near-miss',
      severity: 'minor',
      occurred_at: at('08:00'),
    });
    const second = await createIncident(operator, {
      title: 'Emergency stop at the roundabout',
      category: 'emergency-stop',
      severity: 'serious',
      occurred_at: at('12:30'),
      Vehicle_ID: vehicleId,
    });
    const third = await createIncident(operator, {
      title: '=Graffiti on the rear window',
      category: 'vandalism',
      severity: 'minor',
      occurred_at: at('23:59'),
    });
    await createIncident(operator, { occurred_at: at('23:59', '2026-06-30') });
    await createIncident(operator, { occurred_at: TO });
    const deleted = await createIncident(operator, { occurred_at: at('10:00') });
    await admin.delete(`${INCIDENTS}/${deleted.Incident_ID}`);
    ids = [first, second, third].map((i) => i.Incident_ID);
  });

  it('keeps every incident of the period, oldest first, with counts', async () => {
    const made = await report({ title: 'July the first' });
    expect(made).toMatchObject({
      title: 'July the first',
      params: {
        from: FROM,
        to: TO,
        Vehicle_ID: null,
        category: null,
        severity: null,
        status: null,
      },
      created_by: 'service-manager',
      row_count: 3,
      by_category: { 'near-miss': 1, 'emergency-stop': 1, vandalism: 1 },
      by_severity: { minor: 2, serious: 1 },
      truncated: false,
    });
    expect(made.rows.map((r) => r.Incident_ID)).toEqual(ids);
  });

  it('keeps the incidents as they were when it was made', async () => {
    const made = await report({});
    await admin.put(`${INCIDENTS}/${ids[1]}`, { version: 1, title: 'Renamed later' });
    const read = await manager.get(`${REPORTS}?report_id=${made.report_id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json<IncidentReport>().rows[0]!.title).toBe(
      'Door closed on a "bag", then reopened',
    );
    expect(read.json<IncidentReport>()).toEqual(made);
  });

  it('filters by vehicle, category, severity and status', async () => {
    expect((await report({ Vehicle_ID: vehicleId })).rows.map((r) => r.Incident_ID)).toEqual([
      ids[1],
    ]);
    expect((await report({ category: 'vandalism' })).rows.map((r) => r.Incident_ID)).toEqual([
      ids[2],
    ]);
    expect((await report({ severity: 'minor' })).row_count).toBe(2);
    expect((await report({ status: 'closed' })).row_count).toBe(0);
  });

  it('lists the reports newest first without their rows, under both bases', async () => {
    const made = await report({ title: 'Listed' });
    for (const base of [INCIDENTS, LEGACY_INCIDENTS]) {
      const res = await manager.get(`${base}/reports?limit=1`);
      expect(res.statusCode).toBe(200);
      const list = res.json<IncidentReportList>();
      expect(list.Count).toBe(1);
      expect(list.total).toBeGreaterThan(1);
      expect(list.Items[0]).toMatchObject({ report_id: made.report_id, title: 'Listed' });
      expect(list.Items[0]).not.toHaveProperty('rows');
    }
  });

  it('answers a report as CSV: a header, then one row per incident with London and UTC times', async () => {
    const made = await report({});
    const res = await manager.get(`${REPORTS}?report_id=${made.report_id}&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('incident-report-2026-07-01');
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual(INCIDENT_CSV_HEADER);
    expect(rows).toHaveLength(3);
    const column = (name: string) => rows.map((r) => r[header!.indexOf(name)]);
    expect(column('Incident_ID')).toEqual(ids);
    expect(column('occurred_at_utc')).toEqual([at('08:00'), at('12:30'), at('23:59')]);
    expect(column('occurred_at_europe_london')).toEqual([
      '2026-07-01 09:00:00',
      '2026-07-01 13:30:00',
      '2026-07-02 00:59:00',
    ]);
    expect(column('title')).toEqual([
      'Door closed on a "bag", then reopened',
      // Renamed after the first report: a new report has the name of now.
      'Renamed later',
      "'=Graffiti on the rear window",
    ]);
  });

  it('refuses another customer’s vehicle like the alarm reports, and makes no report', async () => {
    const theirs = (await createVehicle(t.database.db, 'Campus Mobility')).id;
    const before = (await manager.get(REPORTS)).json<IncidentReportList>().Items.length;
    const res = await manager.post(REPORTS, { from: FROM, to: TO, Vehicle_ID: theirs });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual(['body.Vehicle_ID']);
    expect(errorOf(res).message).toBe('body.Vehicle_ID: is not a vehicle of this customer');
    expect((await manager.get(REPORTS)).json<IncidentReportList>().Items.length).toBe(before);
    // Its own vehicle, with or without incidents, is a report as before.
    expect((await report({ Vehicle_ID: vehicleId })).row_count).toBe(1);
  });

  it('refuses a period that ends before it starts, naming to', async () => {
    const res = await manager.post(REPORTS, { from: TO, to: FROM });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual(['body.to']);
  });

  it('deletes a report for its own caller only, and records it', async () => {
    const made = await report({});
    const body = { user_id: admin.userId, service_name: 'report', report_id: made.report_id };
    const someoneElse = await admin.delete(REPORTS, { ...body, user_id: manager.userId });
    expect(someoneElse.statusCode).toBe(403);
    const wrongService = await admin.delete(REPORTS, { ...body, service_name: 'alerts' });
    expect(wrongService.statusCode).toBe(400);
    expect(errorOf(wrongService).fields).toEqual(['body.service_name']);
    expect((await admin.get(`${REPORTS}?report_id=${made.report_id}`)).statusCode).toBe(200);

    const res = await admin.delete(REPORTS, body);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await admin.get(`${REPORTS}?report_id=${made.report_id}`)).statusCode).toBe(404);
    expect((await admin.delete(REPORTS, body)).statusCode).toBe(404);
    const audit = await auditEntries(t.database.db, 'incident.report.delete');
    expect(audit.at(-1)).toMatchObject({
      userId: admin.userId,
      details: { report_id: made.report_id },
    });
  });
});
