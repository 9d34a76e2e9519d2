import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Alarm, AlarmDetail } from '@shuttle-ops/domain';
import { alarms as alarmsTable } from './schema.ts';
import type { BusEvent } from '../../events/bus-event.ts';
import { clientFor, errorOf, type TestClient } from '../../test/auth-client.ts';
import { auditEntries, createVehicle } from '../../test/factories.ts';
import { eventually } from '../../test/graphql-client.ts';
import type { AlarmChange } from './index.ts';
import { testAppWith } from '../../test/test-kit.ts';

const { t, admin, manager, campus } = testAppWith({
  admin: 'admin',
  manager: 'service-manager',
  campus: 'customer-admin',
});
const refused: Record<string, TestClient> = {};
let vehicleId: string;
beforeAll(async () => {
  for (const user of ['operator', 'content-manager', 'remote-operator']) {
    refused[user] = await clientFor(t.app, user);
  }
  vehicleId = (await createVehicle(t.database.db, 'Darwin', { name: 'Shuttle Ada' })).id;
});

const base = '/dev/v1/realtimealerts';
type AlarmList = {
  Items: Alarm[];
  Count: number;
  total: number;
  counts: {
    state: Record<string, number>;
    level: Record<string, number>;
    shelved: number;
    stale: number;
    by_vehicle: Record<string, number>;
  };
};

async function raise(client: TestClient = manager, over: Record<string, unknown> = {}) {
  const res = await client.post(base, {
    Vehicle_ID: vehicleId,
    level: 'ERROR',
    category: 'DOORS',
    code: 'DOOR-7',
    message: 'Door stuck half open',
    ...over,
  });
  expect(res.statusCode).toBe(201);
  return res.json<Alarm>();
}
const act = (client: TestClient, id: string, body: Record<string, unknown>) =>
  client.put(`${base}/${id}`, body);
const detail = async (id: string) => (await manager.get(`${base}/${id}`)).json<AlarmDetail>();

describe('the alarm lifecycle over HTTP', () => {
  it('runs raise → acknowledge → assign → comment → resolve → close → reopen, each step recorded, audited and published', async () => {
    const events: BusEvent[] = [];
    const stop = await t.app.bus.subscribe(manager.customerId, (e) => events.push(e));
    const alarm = await raise();
    expect(alarm).toMatchObject({
      state: 'OPEN',
      source: 'MANUAL',
      level: 'ERROR',
      level_word: 'ERROR',
      Vehicle_ID: vehicleId,
      vehicle_name: 'Shuttle Ada',
      count: 1,
      version: 1,
    });

    const acked = await act(manager, alarm.id, { action: 'acknowledge', version: 1 });
    expect(acked.statusCode).toBe(200);
    expect(acked.json<Alarm>()).toMatchObject({
      state: 'ACKNOWLEDGED',
      acknowledged_by: { user_id: manager.userId, name: 'Service Manager' },
      version: 2,
    });

    const assigned = await act(manager, alarm.id, { action: 'assign', assignee_id: admin.userId });
    expect(assigned.json<Alarm>()).toMatchObject({
      state: 'ASSIGNED',
      assignee: { user_id: admin.userId, name: 'Admin' },
    });
    const commented = await act(admin, alarm.id, { action: 'comment', comment: 'On my way' });
    expect(commented.json<Alarm>()).toMatchObject({ state: 'ASSIGNED', comment_count: 1 });
    const resolved = await act(admin, alarm.id, { action: 'resolve', comment: 'Door freed' });
    expect(resolved.json<Alarm>()).toMatchObject({
      state: 'RESOLVED',
      resolved_by: { name: 'Admin' },
      auto_resolved: false,
      comment_count: 2,
    });
    const closed = await act(manager, alarm.id, { action: 'close' });
    expect(closed.json<Alarm>()).toMatchObject({
      state: 'CLOSED',
      closed_by: { name: 'Service Manager' },
    });
    const reopened = await act(manager, alarm.id, { action: 'reopen', comment: 'Stuck again' });
    expect(reopened.json<Alarm>()).toMatchObject({
      state: 'REOPENED',
      acknowledged_by: null,
      resolved_at: null,
      closed_at: null,
    });
    await eventually(() => events.filter((e) => e.type === 'alarm').length === 7);
    stop();

    const changes = events
      .filter((e) => e.type === 'alarm')
      .map((e) => e.payload)
      .map((c) => [c.change, c.state]);
    expect(changes).toEqual([
      ['raised', 'OPEN'],
      ['updated', 'ACKNOWLEDGED'],
      ['updated', 'ASSIGNED'],
      ['updated', 'ASSIGNED'],
      ['updated', 'RESOLVED'],
      ['updated', 'CLOSED'],
      ['updated', 'REOPENED'],
    ]);
    const { history } = await detail(alarm.id);
    expect(
      history.map((h) => [h.action, h.from_state, h.to_state, h.actor?.name ?? null, h.note]),
    ).toEqual([
      ['raise', null, 'OPEN', 'Service Manager', null],
      ['acknowledge', 'OPEN', 'ACKNOWLEDGED', 'Service Manager', null],
      ['assign', 'ACKNOWLEDGED', 'ASSIGNED', 'Service Manager', 'Admin'],
      ['comment', 'ASSIGNED', 'ASSIGNED', 'Admin', 'On my way'],
      ['resolve', 'ASSIGNED', 'RESOLVED', 'Admin', 'Door freed'],
      ['close', 'RESOLVED', 'CLOSED', 'Service Manager', null],
      ['reopen', 'CLOSED', 'REOPENED', 'Service Manager', 'Stuck again'],
    ]);
    const audited = await auditEntries(t.database.db, 'alarm.assign');
    expect(audited.at(-1)).toMatchObject({
      customerId: manager.customerId,
      username: 'service-manager',
      details: {
        id: alarm.id,
        from_state: 'ACKNOWLEDGED',
        to_state: 'ASSIGNED',
        assignee_id: admin.userId,
      },
    });
    // The legacy base answers the same.
    expect((await manager.get(`/dev/realtimealerts/${alarm.id}`)).json<AlarmDetail>().id).toBe(
      alarm.id,
    );
  });

  it('assigning an unacknowledged alarm takes it: acknowledged by whoever assigned', async () => {
    const alarm = await raise();
    const res = await act(admin, alarm.id, { action: 'assign', assignee_id: manager.userId });
    expect(res.json<Alarm>()).toMatchObject({
      state: 'ASSIGNED',
      acknowledged_by: { name: 'Admin' },
      assignee: { name: 'Service Manager' },
    });
    const unassigned = await act(admin, alarm.id, { action: 'unassign' });
    expect(unassigned.json<Alarm>()).toMatchObject({ state: 'ACKNOWLEDGED', assignee: null });
  });

  it('shelves an alarm out of the list until its time ends, then brings it back by itself', async () => {
    const alarm = await raise(manager, { code: 'SHELF-1' });
    const shelved = await act(manager, alarm.id, {
      action: 'shelve',
      reason: 'Known fault, workshop booked',
      duration_s: 3600,
    });
    expect(shelved.statusCode).toBe(200);
    const body = shelved.json<Alarm>();
    expect(body.shelve_reason).toBe('Known fault, workshop booked');
    expect(Date.parse(body.shelved_until!) - Date.now()).toBeGreaterThan(3500_000);
    const ids = async (q = '') =>
      (await manager.get(`${base}?limit=500${q}`)).json<AlarmList>().Items.map((a) => a.id);
    expect(await ids()).not.toContain(alarm.id);
    expect(await ids('&shelved=only')).toEqual([alarm.id]);
    expect(await ids('&shelved=include')).toContain(alarm.id);

    const unshelved = await act(manager, alarm.id, { action: 'unshelve' });
    expect(unshelved.json<Alarm>().shelved_until).toBeNull();
    expect(await ids()).toContain(alarm.id);
    const again = await act(manager, alarm.id, { action: 'unshelve' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('The alarm is not shelved');

    // Shelved again; its time runs out (set in the past here rather than waiting a minute).
    await act(manager, alarm.id, { action: 'shelve', reason: 'Again', duration_s: 60 });
    const events: BusEvent[] = [];
    const stop = await t.app.bus.subscribe(manager.customerId, (e) => events.push(e));
    await t.database.db
      .update(alarmsTable)
      .set({ shelvedUntil: new Date(Date.now() - 1000) })
      .where(eq(alarmsTable.id, alarm.id));
    // Read before the sweep: an expired shelving is no shelving.
    expect((await detail(alarm.id)).shelved_until).toBeNull();
    await eventually(
      () => events.some((e) => e.type === 'alarm' && e.payload.id === alarm.id),
      6000,
    );
    stop();
    const { history, shelved_until } = await detail(alarm.id);
    expect(shelved_until).toBeNull();
    expect(history.map((h) => h.action)).toEqual([
      'raise',
      'shelve',
      'unshelve',
      'shelve',
      'shelve_expired',
    ]);
    expect(await ids()).toContain(alarm.id);
  });
});

describe('refusals', () => {
  it('answers 409 naming who did what for an illegal step, and changes nothing', async () => {
    const alarm = await raise();
    await act(manager, alarm.id, { action: 'acknowledge' });
    const twice = await act(admin, alarm.id, { action: 'acknowledge' });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).code).toBe('INVALID_TRANSITION');
    expect(errorOf(twice).message).toMatch(
      /^Already acknowledged by Service Manager at \d\d:\d\d$/,
    );

    await act(manager, alarm.id, { action: 'resolve' });
    await act(manager, alarm.id, { action: 'close' });
    const resolveClosed = await act(admin, alarm.id, { action: 'resolve' });
    expect(resolveClosed.statusCode).toBe(409);
    expect(errorOf(resolveClosed).message).toMatch(
      /^Already closed by Service Manager at \d\d:\d\d$/,
    );
    const shelveClosed = await act(admin, alarm.id, {
      action: 'shelve',
      reason: 'x',
      duration_s: 60,
    });
    expect(errorOf(shelveClosed).message).toMatch(
      /^Cannot shelve this alarm: it is closed by Service Manager/,
    );
    expect((await detail(alarm.id)).version).toBe(4);
  });

  it('answers 409 CONFLICT to a step on an older version, naming the step since', async () => {
    const alarm = await raise();
    await act(manager, alarm.id, { action: 'comment', comment: 'Looking', version: 1 });
    const stale = await act(admin, alarm.id, { action: 'acknowledge', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('CONFLICT');
    expect(errorOf(stale).message).toMatch(
      /^The alarm changed since you saw it \(version 1, now 2\); last commented on by Service Manager at \d\d:\d\d; it is open since/,
    );
    expect((await detail(alarm.id)).state).toBe('OPEN');
  });

  it('lets one of two people acknowledging at once win; the other hears who did', async () => {
    const alarm = await raise();
    const answers = await Promise.all([
      act(manager, alarm.id, { action: 'acknowledge' }),
      act(admin, alarm.id, { action: 'acknowledge' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json<Alarm>().acknowledged_by!.name;
    const loser = answers.find((a) => a.statusCode === 409)!;
    expect(errorOf(loser).message).toMatch(new RegExp(`^Already acknowledged by ${winner} at`));
    const { history } = await detail(alarm.id);
    expect(history.filter((h) => h.action === 'acknowledge')).toHaveLength(1);
  });

  it('refuses an assignee of another customer or without the permission, naming the field', async () => {
    const alarm = await raise();
    const operator = refused['operator']!;
    for (const assignee of [campus.userId, operator.userId]) {
      const res = await act(manager, alarm.id, { action: 'assign', assignee_id: assignee });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).fields).toEqual(['body.assignee_id']);
      expect(errorOf(res).message).toContain('not a user of this customer who may process alerts');
    }
    expect((await detail(alarm.id)).state).toBe('OPEN');
    const people = (await manager.get(`${base}/assignees`)).json<
      { user_id: string; name: string }[]
    >();
    expect(people.map((p) => p.name)).toEqual(['Admin', 'Service Manager']);
  });

  it('answers 404 for another customer’s alarm, whatever the call', async () => {
    const alarm = await raise();
    expect((await campus.get(`${base}/${alarm.id}`)).statusCode).toBe(404);
    expect((await campus.put(`${base}/${alarm.id}`, { action: 'acknowledge' })).statusCode).toBe(
      404,
    );
    const bulk = await campus.put(base, { action: 'acknowledge', ids: [alarm.id] });
    expect(bulk.json<{ results: { ok: boolean; error?: { code: string } }[] }>().results).toEqual([
      { id: alarm.id, ok: false, error: { code: 'NOT_FOUND', message: 'Alarm not found' } },
    ]);
    const list = (await campus.get(`${base}?limit=500`)).json<AlarmList>();
    expect(list.Items.map((a) => a.id)).not.toContain(alarm.id);
    expect((await detail(alarm.id)).state).toBe('OPEN');
    // A vehicle of another customer cannot carry a hand-raised alarm either.
    const foreign = await campus.post(base, { Vehicle_ID: vehicleId, level: 'INFO', message: 'x' });
    expect(foreign.statusCode).toBe(400);
    expect(errorOf(foreign).fields).toEqual(['body.Vehicle_ID']);
  });

  it('answers 400 for an oversized comment and malformed filters, changing nothing', async () => {
    const alarm = await raise();
    const long = await act(manager, alarm.id, { action: 'comment', comment: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).fields).toEqual(['body.comment']);
    const unknown = await act(manager, alarm.id, { action: 'explode' });
    expect(unknown.statusCode).toBe(400);
    const shortShelve = await act(manager, alarm.id, {
      action: 'shelve',
      reason: 'r',
      duration_s: 5,
    });
    expect(errorOf(shortShelve).fields).toEqual(['body.duration_s']);
    expect(await detail(alarm.id)).toMatchObject({ comment_count: 0, version: 1 });

    for (const [query, field] of [
      ['state=SLEEPING', 'querystring.state'],
      ['level=LOUD', 'querystring.level'],
      ['vehicle_id=not-a-uuid', 'querystring.vehicle_id'],
      ['from=yesterday', 'querystring.from'],
      ['from=2026-03-02T10:00:00Z&to=2026-03-01T10:00:00Z', 'querystring.to'],
      ['sort_attributes=colour', 'querystring.sort_attributes'],
      ['shelved=maybe', 'querystring.shelved'],
      ['limit=0', 'querystring.limit'],
      ['colour=red', 'querystring'],
    ] as const) {
      const res = await manager.get(`${base}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(errorOf(res).fields, query).toEqual([
        expect.stringMatching(new RegExp(`^${field}(\\.\\d+)?$`)),
      ]);
    }
    const bigBulk = await manager.put(base, {
      action: 'acknowledge',
      ids: Array.from({ length: 201 }, () => alarm.id),
    });
    expect(errorOf(bigBulk).fields).toEqual(['body.ids']);
  });

  it('refuses roles per DESIGN.md: operator, content manager and remote operator get 403', async () => {
    const alarm = await raise();
    for (const [user, client] of Object.entries(refused)) {
      for (const res of [
        await client.get(base),
        await client.get(`${base}/${alarm.id}`),
        await client.post(base, { level: 'INFO', message: 'x' }),
        await client.put(`${base}/${alarm.id}`, { action: 'acknowledge' }),
        await client.delete(`${base}/${alarm.id}`),
        await client.get(`${base}/assignees`),
      ]) {
        expect(res.statusCode, user).toBe(403);
      }
    }
    expect((await t.app.inject({ url: base })).statusCode).toBe(401);
  });

  it('lets only an administrator delete an alarm, audited', async () => {
    const alarm = await raise();
    expect((await manager.delete(`${base}/${alarm.id}`)).statusCode).toBe(403);
    expect((await campus.delete(`${base}/${alarm.id}`)).statusCode).toBe(403);
    const events: BusEvent[] = [];
    const stop = await t.app.bus.subscribe(admin.customerId, (e) => events.push(e));
    const res = await admin.delete(`${base}/${alarm.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    await eventually(() => events.some((e) => e.type === 'alarm'));
    stop();
    expect(events.map((e) => (e.payload as AlarmChange).change)).toEqual(['deleted']);
    expect((await admin.get(`${base}/${alarm.id}`)).statusCode).toBe(404);
    expect((await admin.delete(`${base}/${alarm.id}`)).statusCode).toBe(404);
    const audited = await auditEntries(t.database.db, 'alarm.delete');
    expect(audited.at(-1)).toMatchObject({ username: 'admin', details: { id: alarm.id } });
  });
});

describe('GET realtimealerts', () => {
  it('sorts by priority, filters, counts, and acknowledges in bulk', async () => {
    const vehicle = (await createVehicle(t.database.db, 'Darwin', { name: 'Shuttle Bo' })).id;
    const mk = (level: string, message: string) =>
      raise(manager, { Vehicle_ID: vehicle, level, message, code: message.toUpperCase() });
    const info = await mk('INFO', 'Wiper');
    const critical = await mk('CRITICAL', 'Brake');
    const warning = await mk('WARNING', 'Tyre');
    const ackedCritical = await mk('CRITICAL', 'Smoke');
    await act(manager, ackedCritical.id, { action: 'acknowledge' });

    const list = (
      await manager.get(`${base}?vehicle_id=${vehicle}&state=ACTIVE`)
    ).json<AlarmList>();
    expect(list.Items.map((a) => a.id)).toEqual([
      critical.id,
      warning.id,
      info.id,
      ackedCritical.id,
    ]);
    expect(list.total).toBe(4);
    expect(list.counts.state).toMatchObject({ OPEN: 3, ACKNOWLEDGED: 1, RESOLVED: 0 });
    expect(list.counts.level).toEqual({ INFO: 1, WARNING: 1, ERROR: 0, CRITICAL: 2 });
    expect(list.counts.by_vehicle[vehicle]).toBe(4);

    const severe = (
      await manager.get(`${base}?vehicle_id=${vehicle}&min_level=ERROR&state=OPEN`)
    ).json<AlarmList>();
    expect(severe.Items.map((a) => a.id)).toEqual([critical.id]);
    // Counts per state and level ignore the state and level filters.
    expect(severe.counts.state.ACKNOWLEDGED).toBe(1);
    expect(severe.counts.level.INFO).toBe(1);
    const searched = (
      await manager.get(`${base}?query=tyr&vehicle_id=${vehicle}`)
    ).json<AlarmList>();
    expect(searched.Items.map((a) => a.id)).toEqual([warning.id]);

    const bulk = await manager.put(base, {
      action: 'acknowledge',
      ids: [info.id, critical.id, ackedCritical.id],
    });
    const { results } = bulk.json<{
      results: { id: string; ok: boolean; error?: { message: string } }[];
    }>();
    expect(results.map((r) => [r.id, r.ok])).toEqual([
      [info.id, true],
      [critical.id, true],
      [ackedCritical.id, false],
    ]);
    expect(results[2]!.error!.message).toMatch(/^Already acknowledged by Service Manager/);
    const after = (await manager.get(`${base}?vehicle_id=${vehicle}&state=OPEN`)).json<AlarmList>();
    expect(after.Items.map((a) => a.id)).toEqual([warning.id]);
  });

  it('lists stale alarms apart', async () => {
    const alarm = await raise(manager, { code: 'OLD-1' });
    await t.database.db
      .update(alarmsTable)
      .set({ firstSeen: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(alarmsTable.id, alarm.id));
    const stale = (await manager.get(`${base}?stale=only&limit=500`)).json<AlarmList>();
    expect(stale.Items.map((a) => a.id)).toEqual([alarm.id]);
    expect(stale.counts.stale).toBe(1);
  });
});
