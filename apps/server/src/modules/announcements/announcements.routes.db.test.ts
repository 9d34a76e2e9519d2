import { describe, expect, it } from 'vitest';
import type { Announcement, ListResult } from '@shuttle-ops/domain';
import { errorOf } from '../../test/auth-client.ts';
import { auditEntries } from '../../test/factories.ts';
import type { BusEvent } from '../../events/bus-event.ts';
import { testAppWith } from '../../test/test-kit.ts';

const { t, admin, content, operator, campus } = testAppWith({
  admin: 'admin',
  content: 'content-manager',
  operator: 'operator',
  campus: 'customer-admin',
});

const base = '/dev/v1/announcements';
const list = (res: { json: <T>() => T }) => res.json<ListResult<Announcement>>();
const hoursFromNow = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

describe('POST announcements', () => {
  it('creates one for the caller’s customer, publishes it and writes the audit log', async () => {
    const events: BusEvent[] = [];
    const stop = await t.app.bus.subscribe(content.customerId, (e) => events.push(e));
    const res = await content.post(base, {
      text: '  Lift out of order at Building R1 ',
      audience: 'public',
    });
    stop();
    expect(res.statusCode).toBe(201);
    const created = res.json<Announcement>();
    expect(created).toMatchObject({
      Customer_ID: content.customerId,
      text: 'Lift out of order at Building R1',
      audience: 'public',
      end_dt: null,
      archived: false,
      current: true,
      created_by: 'content-manager',
    });
    expect(events.filter((e) => e.type === 'announcement').map((e) => e.payload)).toEqual([
      created,
    ]);
    const entries = await auditEntries(t.database.db, 'announcement.create');
    expect(entries.at(-1)).toMatchObject({
      customerId: content.customerId,
      details: { id: created.id },
    });
  });

  it('answers 400 naming each bad field and stores nothing', async () => {
    const before = list(await admin.get(`${base}?limit=500`)).total;
    const res = await admin.post(base, { text: '', audience: 'everyone' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual(expect.arrayContaining(['body.text', 'body.audience']));
    const tooLong = await admin.post(base, { text: 'x'.repeat(501), audience: 'both' });
    expect(errorOf(tooLong).fields).toEqual(['body.text']);
    const backwards = await admin.post(base, {
      text: 'Ends before it starts',
      audience: 'both',
      start_dt: hoursFromNow(2),
      end_dt: hoursFromNow(1),
    });
    expect(backwards.statusCode).toBe(400);
    expect(errorOf(backwards).fields).toEqual(['body.end_dt']);
    const endsInPast = await admin.post(base, {
      text: 'Already over',
      audience: 'both',
      end_dt: hoursFromNow(-1),
    });
    expect(errorOf(endsInPast).fields).toEqual(['body.end_dt']);
    const badDate = await admin.post(base, { text: 'Hi', audience: 'both', start_dt: 'soon' });
    expect(errorOf(badDate).fields).toEqual(['body.start_dt']);
    expect(list(await admin.get(`${base}?limit=500`)).total).toBe(before);
  });

  it('refuses roles that may not manage announcements with 403', async () => {
    const res = await operator.post(base, { text: 'Hello', audience: 'operators' });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe('FORBIDDEN');
    expect((await t.app.inject({ method: 'POST', url: base, payload: {} })).statusCode).toBe(401);
  });
});

describe('GET announcements', () => {
  it('filters by current and audience, and keeps each customer to its own', async () => {
    const mk = async (text: string, audience: string, start: number, end: number | null) =>
      (
        await admin.post(base, {
          text,
          audience,
          start_dt: hoursFromNow(start),
          end_dt: end === null ? null : hoursFromNow(end),
        })
      ).json<Announcement>();
    const now = await mk('Now for operators', 'operators', -1, 1);
    const later = await mk('Later for everyone', 'both', 2, 3);
    const pub = await mk('Now for the public', 'public', -1, null);
    const campusOwn = await campus.post(base, { text: 'Campus only', audience: 'both' });
    expect(campusOwn.statusCode).toBe(201);

    const current = list(await operator.get(`${base}?current=true&audience=operators&limit=500`));
    const ids = current.Items.map((a) => a.id);
    expect(ids).toContain(now.id);
    expect(ids).not.toContain(later.id);
    expect(ids).not.toContain(pub.id);
    expect(current.Items.every((a) => a.current && a.audience !== 'public')).toBe(true);

    const notCurrent = list(await operator.get(`${base}?current=false&limit=500`));
    expect(notCurrent.Items.map((a) => a.id)).toContain(later.id);
    expect(notCurrent.Items.every((a) => !a.current)).toBe(true);

    const mine = list(await admin.get(`${base}?limit=500`));
    expect(mine.Items.every((a) => a.Customer_ID === admin.customerId)).toBe(true);
    expect(mine.Items.map((a) => a.text)).not.toContain('Campus only');

    const searched = list(await admin.get(`${base}?query=${encodeURIComponent('later for')}`));
    expect(searched.Items.map((a) => a.id)).toEqual([later.id]);
  });

  it('pages and sorts with the list contract', async () => {
    const page1 = list(await admin.get(`${base}?limit=2&sort_attributes=text`));
    expect(page1.Count).toBe(2);
    const page2 = list(await admin.get(`${base}?limit=2&page=2&sort_attributes=text`));
    expect(page2.Items.map((a) => a.id)).not.toContain(page1.Items[0]!.id);
    const texts = list(await admin.get(`${base}?limit=500&sort_attributes=text`)).Items.map((a) =>
      a.text.toLowerCase(),
    );
    expect(texts).toEqual([...texts].sort());
  });

  it('answers 400 for bad filters and 401 without a token', async () => {
    const bad = await admin.get(`${base}?audience=all&current=maybe`);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual(
      expect.arrayContaining(['querystring.audience', 'querystring.current']),
    );
    expect((await t.app.inject({ url: base })).statusCode).toBe(401);
  });
});

describe('PUT announcements/{id}', () => {
  it('edits, ends and archives an announcement', async () => {
    const created = (
      await content.post(base, { text: 'Road works', audience: 'both' })
    ).json<Announcement>();
    const edited = await content.put(`${base}/${created.id}`, {
      text: 'Road works on Fermi Avenue',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Announcement>()).toMatchObject({
      text: 'Road works on Fermi Avenue',
      current: true,
    });

    const ended = await content.put(`${base}/${created.id}`, { end_dt: new Date().toISOString() });
    expect(ended.json<Announcement>().current).toBe(false);
    const current = list(await content.get(`${base}?current=true&limit=500`));
    expect(current.Items.map((a) => a.id)).not.toContain(created.id);

    const archived = await content.put(`${base}/${created.id}`, { archived: true });
    expect(archived.json<Announcement>().archived).toBe(true);
    expect(list(await content.get(`${base}?limit=500`)).Items.map((a) => a.id)).not.toContain(
      created.id,
    );
    const withArchived = list(await content.get(`${base}?archived=true&limit=500`));
    expect(withArchived.Items.map((a) => a.id)).toContain(created.id);
    const entries = await auditEntries(t.database.db, 'announcement.update');
    expect(entries.at(-1)?.details).toMatchObject({ id: created.id, fields: ['archived'] });
  });

  it('answers 400 for an end before the start, leaving the announcement unchanged', async () => {
    const created = (
      await admin.post(base, { text: 'Keep me', audience: 'both', start_dt: hoursFromNow(1) })
    ).json<Announcement>();
    const res = await admin.put(`${base}/${created.id}`, { end_dt: hoursFromNow(0.5) });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual(['body.end_dt']);
    expect((await admin.get(`${base}/${created.id}`)).json<Announcement>().end_dt).toBeNull();
    expect(errorOf(await admin.put(`${base}/not-a-uuid`, { text: 'x' })).fields).toEqual([
      'params.id',
    ]);
  });

  it('answers 403 for a role without the permission and 404 across customers', async () => {
    const created = (
      await admin.post(base, { text: 'Darwin only', audience: 'both' })
    ).json<Announcement>();
    expect((await operator.put(`${base}/${created.id}`, { text: 'Changed' })).statusCode).toBe(403);
    const foreign = await campus.put(`${base}/${created.id}`, { text: 'Stolen' });
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).code).toBe('NOT_FOUND');
    expect((await campus.get(`${base}/${created.id}`)).statusCode).toBe(404);
    expect((await admin.get(`${base}/${created.id}`)).json<Announcement>().text).toBe(
      'Darwin only',
    );
  });
});
