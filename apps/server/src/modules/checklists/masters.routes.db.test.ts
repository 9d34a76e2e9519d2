import { describe, expect, it } from 'vitest';
import type { ChecklistMaster } from '@shuttle-ops/domain';
import { DEMO_CHECKLIST_NAME } from '../../db/demo-checklists.ts';
import { errorOf } from '../../test/auth-client.ts';
import { auditEntries, createRoute, createVehicle } from '../../test/factories.ts';
import {
  CHECKLIST,
  createMaster,
  items,
  masterBody,
  refusal,
  uploadPhoto,
} from './checklist-test-kit.ts';
import { testAppWith } from '../../test/test-kit.ts';

// Sign-ins hash passwords: slow on a busy machine.
const { t, admin, campus, operator, manager } = testAppWith(
  {
    admin: 'admin',
    campus: 'customer-admin',
    operator: 'operator',
    manager: 'service-manager',
  },
  { timeout: 120_000 },
);

const base = `${CHECKLIST}/master`;

describe('POST and GET checklist/master', () => {
  it('creates a master with sections, ordered items and a picture, and reads it back', async () => {
    const picture = await uploadPhoto(admin);
    const vehicle = await createVehicle(t.database.db, 'Darwin');
    const body = masterBody({ Vehicle_IDs: [vehicle.id] });
    body.sections[1]!.items[0] = {
      label: 'Photo of the ramp',
      type: 'photo',
      item_icon_or_picture: picture.file_id,
    };
    const res = await admin.post(base, body);
    expect(res.statusCode).toBe(201);
    const created = res.json<ChecklistMaster>();
    expect(created).toMatchObject({
      Customer_ID: admin.customerId,
      name: body.name,
      version: 1,
      item_count: 6,
      safety_critical_count: 2,
      applies_to: { Vehicle_IDs: [vehicle.id], Route_IDs: [] },
      created_by: 'admin',
    });
    expect(created.sections.map((s) => s.items.map((i) => i.item_id))).toEqual([
      ['brakes', 'doors', 'battery-charge'],
      ['photo-of-the-ramp', 'remarks', 'operator-signature'],
    ]);
    const photoItem = created.sections[1]!.items[0]!;
    expect(photoItem.item_icon_or_picture).toBe(picture.file_id);
    expect(photoItem.item_icon_or_picture_link?.url).toMatch(/^\/files\//);
    expect(created.sections[0]!.items[0]).toMatchObject({
      item_icon_or_picture: 'brake',
      item_icon_or_picture_link: null,
    });

    const read = await admin.get(`${base}/${created.CL_Master_ID}`);
    expect(read.statusCode).toBe(200);
    const withoutLinks = (m: ChecklistMaster) =>
      m.sections.map((sec) => sec.items.map(({ item_icon_or_picture_link: _, ...item }) => item));
    expect(withoutLinks(read.json<ChecklistMaster>())).toEqual(withoutLinks(created));
    expect(read.json<ChecklistMaster>().name).toBe(body.name);
    expect((await auditEntries(t.database.db, 'checklist.master.create')).at(-1)?.details).toEqual({
      CL_Master_ID: created.CL_Master_ID,
      version: 1,
    });
  });

  it('lists, searches, filters by vehicle and route, and sorts by name', async () => {
    const vehicle = await createVehicle(t.database.db, 'Darwin');
    const route = await createRoute(t.database.db, 'Darwin');
    const forVehicle = await createMaster(admin, { Vehicle_IDs: [vehicle.id] });
    const forRoute = await createMaster(admin, { Route_IDs: [route.id] });
    const all = items<ChecklistMaster>(await admin.get(`${base}?limit=500`));
    const names = all.Items.map((m) => m.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(all.Items.map((m) => m.name)).toContain(DEMO_CHECKLIST_NAME);
    const mine = items<ChecklistMaster>(
      await admin.get(`${base}?Vehicle_ID=${vehicle.id}&limit=500`),
    );
    expect(mine.Items.map((m) => m.CL_Master_ID)).toContain(forVehicle.CL_Master_ID);
    expect(mine.Items.map((m) => m.CL_Master_ID)).not.toContain(forRoute.CL_Master_ID);
    const onRoute = items<ChecklistMaster>(
      await admin.get(`${base}?Route_ID=${route.id}&limit=500`),
    );
    expect(onRoute.Items.map((m) => m.CL_Master_ID)).toContain(forRoute.CL_Master_ID);
    expect(onRoute.Items.map((m) => m.CL_Master_ID)).not.toContain(forVehicle.CL_Master_ID);
    const found = items<ChecklistMaster>(
      await admin.get(`${base}/search?query=${encodeURIComponent(forRoute.name.toUpperCase())}`),
    );
    expect(found.Items.map((m) => m.CL_Master_ID)).toEqual([forRoute.CL_Master_ID]);
    expect((await admin.get(`${base}/search`)).statusCode).toBe(400);
  });

  it('answers 400 naming each bad field and stores nothing', async () => {
    const before = items<ChecklistMaster>(await admin.get(`${base}?limit=500`)).total;
    const empty = await admin.post(base, { name: '', sections: [] });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).fields).toEqual(expect.arrayContaining(['body.name', 'body.sections']));
    const badType = masterBody();
    (badType.sections[0]!.items[0] as { type: string }).type = 'colour';
    expect(errorOf(await admin.post(base, badType)).fields).toEqual([
      'body.sections.0.items.0.type',
    ]);
    const foreignVehicle = await createVehicle(t.database.db, 'Campus Mobility');
    const foreign = await admin.post(base, masterBody({ Vehicle_IDs: [foreignVehicle.id] }));
    expect(foreign.statusCode).toBe(400);
    expect(errorOf(foreign).fields).toEqual(['body.applies_to.Vehicle_IDs.0']);
    const campusPicture = await uploadPhoto(campus);
    const stolen = masterBody();
    (stolen.sections[0]!.items[1] as { item_icon_or_picture?: string }).item_icon_or_picture =
      campusPicture.file_id;
    const stolenRes = await admin.post(base, stolen);
    expect(stolenRes.statusCode).toBe(400);
    expect(errorOf(stolenRes).fields).toEqual(['body.sections.0.items.1.item_icon_or_picture']);
    const taken = await createMaster(admin);
    const again = await admin.post(base, { ...masterBody(), name: taken.name.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ code: 'NAME_TAKEN', fields: ['body.name'] });
    expect(items<ChecklistMaster>(await admin.get(`${base}?limit=500`)).total).toBe(before + 1);
  });

  it('is for admins and customer admins: other roles get 403, no token 401', async () => {
    for (const client of [operator, manager]) {
      expect((await client.post(base, masterBody())).statusCode).toBe(403);
      expect((await client.get(base)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: base })).statusCode).toBe(401);
    expect((await campus.post(base, masterBody())).statusCode).toBe(201);
  });
});

describe('PUT and DELETE checklist/master/{CL_Master_ID}', () => {
  it('makes a new version on every PUT and keeps the earlier ones readable', async () => {
    const created = await createMaster(admin);
    const body = masterBody();
    body.name = created.name;
    body.sections[0]!.items.push({ label: 'Horn', type: 'pass_fail_na' } as never);
    const res = await admin.put(`${base}/${created.CL_Master_ID}`, { ...body, version: 1 });
    expect(res.statusCode).toBe(200);
    const updated = res.json<ChecklistMaster>();
    expect(updated).toMatchObject({
      version: 2,
      item_count: 7,
      CL_Master_ID: created.CL_Master_ID,
    });
    const v1 = await admin.get(`${base}/${created.CL_Master_ID}?version=1`);
    expect(v1.json<ChecklistMaster>()).toMatchObject({ version: 1, item_count: 6 });
    expect((await admin.get(`${base}/${created.CL_Master_ID}?version=9`)).statusCode).toBe(404);
    const stale = await admin.put(`${base}/${created.CL_Master_ID}`, { ...body, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(refusal(stale).code).toBe('STALE_MASTER_VERSION');
    expect(
      (await admin.get(`${base}/${created.CL_Master_ID}`)).json<ChecklistMaster>().version,
    ).toBe(2);
    expect((await auditEntries(t.database.db, 'checklist.master.update')).at(-1)?.details).toEqual({
      CL_Master_ID: created.CL_Master_ID,
      version: 2,
    });
  });

  it('retires a master on DELETE: gone from lists and reads, audited', async () => {
    const created = await createMaster(admin);
    const res = await admin.delete(`${base}/${created.CL_Master_ID}`);
    expect(res.statusCode).toBe(200);
    expect((await admin.get(`${base}/${created.CL_Master_ID}`)).statusCode).toBe(404);
    const all = items<ChecklistMaster>(await admin.get(`${base}?limit=500`));
    expect(all.Items.map((m) => m.CL_Master_ID)).not.toContain(created.CL_Master_ID);
    expect((await admin.delete(`${base}/${created.CL_Master_ID}`)).statusCode).toBe(404);
    expect((await auditEntries(t.database.db, 'checklist.master.delete')).length).toBeGreaterThan(
      0,
    );
  });

  it('keeps each customer to its own masters (404 across customers)', async () => {
    const darwin = await createMaster(admin);
    const id = darwin.CL_Master_ID;
    expect((await campus.get(`${base}/${id}`)).statusCode).toBe(404);
    expect((await campus.put(`${base}/${id}`, masterBody())).statusCode).toBe(404);
    expect((await campus.delete(`${base}/${id}`)).statusCode).toBe(404);
    const theirs = items<ChecklistMaster>(await campus.get(`${base}?limit=500`));
    expect(theirs.Items.every((m) => m.Customer_ID === campus.customerId)).toBe(true);
    expect(theirs.Items.map((m) => m.CL_Master_ID)).not.toContain(id);
    expect((await campus.get(`${base}?Customer_ID=${admin.customerId}`)).statusCode).toBe(403);
    expect((await operator.put(`${base}/${id}`, masterBody())).statusCode).toBe(403);
    expect((await admin.get(`${base}/not-a-uuid`)).statusCode).toBe(400);
    expect((await admin.get(`${base}/${id}`)).statusCode).toBe(200);
  });
});
