import { describe, expect, it } from 'vitest';
import type { Incident, IncidentSummary } from '@shuttle-ops/domain';
import { errorOf } from '../../test/auth-client.ts';
import { auditEntries, createBusStop, createRoute, createVehicle } from '../../test/factories.ts';
import { insertAlarm, insertCommand, insertMission } from '../../test/incident-records.ts';
import {
  createIncident,
  createServiceRow,
  incidentBody,
  INCIDENTS,
  items,
  LEGACY_INCIDENTS,
} from './incident-test-kit.ts';
import { testAppWith } from '../../test/test-kit.ts';

const { t, admin, operator } = testAppWith(
  { admin: 'admin', operator: 'operator' },
  { timeout: 120_000 },
);

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

describe('POST incidents and GET incidents/{id}', () => {
  it('stores every field under the spec names and reads it back under both bases', async () => {
    const { db } = t.database;
    const vehicle = await createVehicle(db, 'Darwin');
    const route = await createRoute(db, 'Darwin');
    const stop = await createBusStop(db, 'Darwin');
    const alarm = await insertAlarm(db, vehicle.customerId, vehicle.id);
    const command = await insertCommand(db, vehicle.customerId, vehicle.id);
    const mission = await insertMission(db, vehicle.customerId, vehicle.id);
    const body = incidentBody({
      category: 'passenger-injury',
      severity: 'serious',
      occurred_at: minutesAgo(30),
      location: { lat: 51.5761, lon: -1.3102 },
      BS_ID: stop.id,
      Vehicle_ID: vehicle.id,
      Route_ID: route.id,
      Operator_ID: operator.userId,
      people_involved: [
        { name: 'A passenger', role: 'passenger', injured: true, notes: 'Bruised arm' },
      ],
      actions_taken: 'First aid given.',
      root_cause: 'Harsh braking.',
      follow_ups: [{ text: 'Review the braking profile', done: false, due: '2026-12-01' }],
      alarm_ids: [alarm.id],
      command_ids: [command.id],
      mission_ids: [mission.id],
    });
    const res = await operator.post(INCIDENTS, body);
    expect(res.statusCode).toBe(201);
    const created = res.json<Incident>();
    expect(created).toMatchObject({
      Customer_ID: operator.customerId,
      title: body.title,
      description: body.description,
      category: 'passenger-injury',
      severity: 'serious',
      status: 'open',
      occurred_at: body.occurred_at,
      location: { lat: 51.5761, lon: -1.3102 },
      BS_ID: stop.id,
      bus_stop_name: stop.name,
      Vehicle_ID: vehicle.id,
      vehicle_name: vehicle.name,
      Route_ID: route.id,
      route_name: route.name,
      Operator_ID: operator.userId,
      operatorName: 'Operator',
      people_involved: [
        { name: 'A passenger', role: 'passenger', injured: true, notes: 'Bruised arm' },
      ],
      actions_taken: 'First aid given.',
      root_cause: 'Harsh braking.',
      follow_ups: [{ text: 'Review the braking profile', done: false, due: '2026-12-01' }],
      alarms: [
        {
          id: alarm.id,
          label: 'SAF-001: Emergency stop pressed',
          at: alarm.firstSeen.toISOString(),
        },
      ],
      commands: [{ id: command.id, label: 'move/stop', at: command.issuedAt.toISOString() }],
      missions: [{ id: mission.id, label: 'station to Rutherford Avenue' }],
      attachments: [],
      created_by: 'operator',
      closed_at: null,
      version: 1,
    });
    expect(created.reference).toMatch(/^INC-\d{4}-\d{4}$/);
    expect(created.timeline.map((e) => e.action)).toContain('created');
    expect(created.timeline[0]).toMatchObject({ user_id: operator.userId, action: 'created' });

    for (const base of [INCIDENTS, LEGACY_INCIDENTS]) {
      const read = await admin.get(`${base}/${created.Incident_ID}`);
      expect(read.statusCode).toBe(200);
      expect(read.json<Incident>()).toEqual(created);
    }
  });

  it('numbers references per customer and year, one after another', async () => {
    const first = await createIncident(operator);
    const second = await createIncident(operator);
    const serial = (ref: string) => Number(ref.split('-')[2]);
    expect(second.reference).toMatch(new RegExp(`^INC-${new Date().getUTCFullYear()}-\\d{4}$`));
    expect(serial(second.reference)).toBe(serial(first.reference) + 1);
  });

  it('fills vehicle, route and operator from the service, and the nearest stop within 500 m', async () => {
    const { db } = t.database;
    const { service, vehicle, route } = await createServiceRow(db, 'Darwin', {
      id: operator.userId,
      name: 'Operator',
    });
    const stop = await createBusStop(db, 'Darwin', { lat: 52.1, lon: -1.5 });
    const near = await createIncident(operator, {
      Service_ID: service.id,
      location: { lat: 52.1018, lon: -1.5 },
    });
    expect(near).toMatchObject({
      Service_ID: service.id,
      Vehicle_ID: vehicle.id,
      vehicle_name: vehicle.name,
      Route_ID: route.id,
      route_name: route.name,
      Operator_ID: operator.userId,
      operatorName: 'Operator',
      BS_ID: stop.id,
      bus_stop_name: stop.name,
    });
    const far = await createIncident(operator, { location: { lat: 52.2, lon: -1.5 } });
    expect(far.BS_ID).toBeNull();
  });

  it('fills service, route and operator from the service the vehicle ran at the time', async () => {
    const { service, vehicle, route } = await createServiceRow(
      t.database.db,
      'Darwin',
      { id: operator.userId, name: 'Operator' },
      { startAt: new Date(Date.now() - 60 * 60_000), endAt: null, status: 'active' },
    );
    const during = await createIncident(operator, {
      Vehicle_ID: vehicle.id,
      occurred_at: minutesAgo(10),
    });
    expect(during).toMatchObject({
      Vehicle_ID: vehicle.id,
      Service_ID: service.id,
      Route_ID: route.id,
      route_name: route.name,
      Operator_ID: operator.userId,
      operatorName: 'Operator',
    });
    // Before the service started the vehicle ran none: nothing is guessed.
    const before = await createIncident(operator, {
      Vehicle_ID: vehicle.id,
      occurred_at: minutesAgo(90),
    });
    expect(before).toMatchObject({ Vehicle_ID: vehicle.id, Service_ID: null, Route_ID: null });
    // A route named by the person stays theirs.
    const other = await createRoute(t.database.db, 'Darwin');
    const named = await createIncident(operator, {
      Vehicle_ID: vehicle.id,
      Route_ID: other.id,
      occurred_at: minutesAgo(5),
    });
    expect(named).toMatchObject({ Service_ID: service.id, Route_ID: other.id });
  });

  it('answers 400 or 404 for an id that is not a uuid, never a crash', async () => {
    expect((await admin.get(`${INCIDENTS}/not-a-uuid`)).statusCode).toBe(400);
    const put = await admin.put(`${INCIDENTS}/reports`, { version: 1, title: 'x' });
    expect(put.statusCode).toBe(400);
    expect(errorOf(put).fields).toContain('params.id');
    expect((await admin.get(`${INCIDENTS}/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('GET incidents and GET incidents/search/{query}', () => {
  it('filters, sorts, pages and searches the customer’s incidents', async () => {
    const { db } = t.database;
    const vehicle = await createVehicle(db, 'Darwin', { name: `Zebra Shuttle ${Date.now()}` });
    const route = await createRoute(db, 'Darwin');
    const stop = await createBusStop(db, 'Darwin', {
      name: `Quokka Corner ${Date.now()}`,
      lat: 53,
      lon: -2,
    });
    const a = await createIncident(operator, {
      title: 'Alpha collision',
      category: 'collision',
      severity: 'critical',
      Vehicle_ID: vehicle.id,
      Route_ID: route.id,
      occurred_at: minutesAgo(300),
    });
    const b = await createIncident(operator, {
      title: 'Bravo near miss',
      severity: 'minor',
      Vehicle_ID: vehicle.id,
      occurred_at: minutesAgo(200),
      location: { lat: 53.0001, lon: -2 },
    });
    const c = await createIncident(operator, {
      title: 'Charlie vandalism',
      category: 'vandalism',
      severity: 'moderate',
      Vehicle_ID: vehicle.id,
      occurred_at: minutesAgo(100),
    });
    expect(b.BS_ID).toBe(stop.id);
    const ids = (res: Parameters<typeof items>[0]) =>
      items<IncidentSummary>(res).Items.map((i) => i.Incident_ID);
    const v = `Vehicle_ID=${vehicle.id}`;

    const newest = await admin.get(`${INCIDENTS}?${v}`);
    expect(newest.statusCode).toBe(200);
    expect(items(newest)).toMatchObject({ Count: 3, total: 3 });
    expect(ids(newest)).toEqual([c.Incident_ID, b.Incident_ID, a.Incident_ID]);
    expect(ids(await admin.get(`${INCIDENTS}?${v}&category=collision`))).toEqual([a.Incident_ID]);
    expect(ids(await admin.get(`${INCIDENTS}?${v}&severity=moderate`))).toEqual([c.Incident_ID]);
    expect(ids(await admin.get(`${INCIDENTS}?Route_ID=${route.id}`))).toEqual([a.Incident_ID]);
    expect(ids(await admin.get(`${INCIDENTS}?${v}&status=closed`))).toEqual([]);
    const window = `from=${encodeURIComponent(minutesAgo(250))}&to=${encodeURIComponent(minutesAgo(150))}`;
    expect(ids(await admin.get(`${INCIDENTS}?${v}&${window}`))).toEqual([b.Incident_ID]);
    expect(
      ids(await admin.get(`${INCIDENTS}?${v}&sort_attributes=severity&sort_order=asc`)),
    ).toEqual([b.Incident_ID, c.Incident_ID, a.Incident_ID]);
    const page = await admin.get(
      `${INCIDENTS}?${v}&sort_attributes=title&sort_order=asc&limit=2&offset=1`,
    );
    expect(items(page)).toMatchObject({ Count: 2, total: 3 });
    expect(ids(page)).toEqual([b.Incident_ID, c.Incident_ID]);
    expect(ids(await admin.get(`${INCIDENTS}?${v}&query=bravo`))).toEqual([b.Incident_ID]);

    for (const base of [INCIDENTS, LEGACY_INCIDENTS]) {
      expect(ids(await admin.get(`${base}/search/${encodeURIComponent(a.reference)}`))).toEqual([
        a.Incident_ID,
      ]);
      expect(ids(await admin.get(`${base}/search/Zebra%20Shuttle?sort_order=asc`))).toEqual([
        a.Incident_ID,
        b.Incident_ID,
        c.Incident_ID,
      ]);
      expect(ids(await admin.get(`${base}/search/quokka`))).toEqual([b.Incident_ID]);
    }
  });
});

describe('PUT incidents/{id}', () => {
  it('changes the fields given, bumps the version and writes the timeline', async () => {
    const created = await createIncident(operator);
    const res = await admin.put(`${INCIDENTS}/${created.Incident_ID}`, {
      version: 1,
      severity: 'serious',
      root_cause: 'A worn tyre.',
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json<Incident>();
    expect(updated).toMatchObject({
      title: created.title,
      severity: 'serious',
      root_cause: 'A worn tyre.',
      version: 2,
    });
    expect(updated.timeline.at(-1)).toMatchObject({
      action: 'updated',
      changes: ['severity', 'root_cause'],
      user_id: admin.userId,
    });
  });

  it('refuses a stale version with 409 STALE_VERSION and keeps the incident', async () => {
    const created = await createIncident(operator);
    await admin.put(`${INCIDENTS}/${created.Incident_ID}`, { version: 1, title: 'First edit' });
    const res = await admin.put(`${INCIDENTS}/${created.Incident_ID}`, {
      version: 1,
      title: 'Late',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: { code: 'STALE_VERSION', details: { current_version: 2 } },
    });
    const read = (await admin.get(`${INCIDENTS}/${created.Incident_ID}`)).json<Incident>();
    expect(read).toMatchObject({ title: 'First edit', version: 2 });
  });

  it('follows the status transitions: closing sets closed_at, reopening clears it', async () => {
    const created = await createIncident(operator);
    const url = `${INCIDENTS}/${created.Incident_ID}`;
    const closed = (await admin.put(url, { version: 1, status: 'closed' })).json<Incident>();
    expect(closed.status).toBe('closed');
    expect(closed.closed_at).not.toBeNull();
    expect(closed.timeline.at(-1)).toMatchObject({ action: 'status', changes: ['open → closed'] });

    const refused = await admin.put(url, { version: 2, status: 'under-investigation' });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'INVALID_STATUS_TRANSITION',
      fields: ['body.status'],
    });
    expect(errorOf(refused).message).toContain('status');

    const reopened = (await admin.put(url, { version: 2, status: 'open' })).json<Incident>();
    expect(reopened).toMatchObject({ status: 'open', closed_at: null, version: 3 });
    const investigating = await admin.put(url, { version: 3, status: 'under-investigation' });
    expect(investigating.json<Incident>().status).toBe('under-investigation');
    expect((await admin.put(url, { version: 4, status: 'bogus' })).statusCode).toBe(400);
  });

  it('finds the stop again for a new place, and takes vehicle, route and operator from a new service', async () => {
    const { db } = t.database;
    const north = await createBusStop(db, 'Darwin', { lat: 54.1, lon: -2.5 });
    const south = await createBusStop(db, 'Darwin', { lat: 54.0, lon: -2.5 });
    const created = await createIncident(operator, { location: { lat: 54.1001, lon: -2.5 } });
    expect(created.BS_ID).toBe(north.id);
    const url = `${INCIDENTS}/${created.Incident_ID}`;
    const moved = await admin.put(url, { version: 1, location: { lat: 54.0001, lon: -2.5 } });
    expect(moved.json<Incident>()).toMatchObject({ BS_ID: south.id, bus_stop_name: south.name });

    const { service, vehicle, route } = await createServiceRow(db, 'Darwin', {
      id: operator.userId,
      name: 'Operator',
    });
    const linked = (await admin.put(url, { version: 2, Service_ID: service.id })).json<Incident>();
    expect(linked).toMatchObject({
      Vehicle_ID: vehicle.id,
      Route_ID: route.id,
      Operator_ID: operator.userId,
      BS_ID: south.id,
    });
    // The vehicle is new: its snapshot is taken (empty: it sent no telemetry).
    expect(linked.timeline.slice(-2)).toMatchObject([
      { action: 'updated', changes: ['Vehicle_ID', 'Service_ID', 'Route_ID', 'Operator_ID'] },
      { action: 'snapshot', changes: ['taken again'] },
    ]);
    expect(linked.telemetry_snapshot?.samples).toEqual([]);
  });

  it('refuses a vehicle of another customer and leaves the incident as it was', async () => {
    const created = await createIncident(operator);
    const campusVehicle = await createVehicle(t.database.db, 'Campus Mobility');
    const res = await admin.put(`${INCIDENTS}/${created.Incident_ID}`, {
      version: 1,
      title: 'Changed',
      Vehicle_ID: campusVehicle.id,
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual(['body.Vehicle_ID']);
    const read = (await admin.get(`${INCIDENTS}/${created.Incident_ID}`)).json<Incident>();
    expect(read).toMatchObject({ title: created.title, Vehicle_ID: null, version: 1 });
  });
});

describe('DELETE incidents/{id}', () => {
  it('removes it from the list, the search and by id, and records it in the audit log', async () => {
    const created = await createIncident(operator, { title: `Doomed ${Date.now()}` });
    const res = await admin.delete(`${LEGACY_INCIDENTS}/${created.Incident_ID}`);
    expect(res.statusCode).toBe(200);
    expect((await admin.get(`${INCIDENTS}/${created.Incident_ID}`)).statusCode).toBe(404);
    const listed = items<IncidentSummary>(await admin.get(`${INCIDENTS}?limit=100`));
    expect(listed.Items.map((i) => i.Incident_ID)).not.toContain(created.Incident_ID);
    const found = items<IncidentSummary>(await admin.get(`${INCIDENTS}/search/${created.title}`));
    expect(found.total).toBe(0);
    expect((await admin.delete(`${INCIDENTS}/${created.Incident_ID}`)).statusCode).toBe(404);
    const audit = await auditEntries(t.database.db, 'incident.delete');
    expect(audit.at(-1)).toMatchObject({
      customerId: created.Customer_ID,
      userId: admin.userId,
      details: { Incident_ID: created.Incident_ID, reference: created.reference },
    });
  });
});
