import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ChecklistTransaction } from '@shuttle-ops/domain';
import { checklistTransactions } from './schema.ts';
import { errorOf } from '../../test/auth-client.ts';
import { auditEntries, createVehicle } from '../../test/factories.ts';
import {
  CHECKLIST,
  createMaster,
  items,
  passingAnswers,
  submitted,
  withAnswer,
} from './checklist-test-kit.ts';
import { testAppWith } from '../../test/test-kit.ts';

// Sign-ins hash passwords: slow on a busy machine.
const { t, admin, campus, operator, manager, campusOperator } = testAppWith(
  {
    admin: 'admin',
    campus: 'customer-admin',
    operator: 'operator',
    manager: 'service-manager',
    campusOperator: 'campus-operator',
  },
  { timeout: 120_000 },
);

const base = `${CHECKLIST}/transaction`;
const list = items<ChecklistTransaction>;

/** Moves a stored checklist's completion time (for history and anonymizing tests). */
const completedAt = (id: string, at: Date) =>
  t.database.db
    .update(checklistTransactions)
    .set({ completedAt: at })
    .where(eq(checklistTransactions.id, id));

describe('GET checklist/transaction and checklist/transaction/search', () => {
  it('answers Items newest first by completed_date, with filters and text search', async () => {
    const vehicle = await createVehicle(t.database.db, 'Darwin');
    const master = await createMaster(admin, { Vehicle_IDs: [vehicle.id] });
    const answers = await passingAnswers(operator);
    const first = await submitted(operator, master, vehicle.id, answers);
    const second = await submitted(
      manager,
      master,
      vehicle.id,
      withAnswer(answers, 'brakes', { value: 'fail', severity: 'critical' }),
    );
    const third = await submitted(operator, master, vehicle.id, answers);
    await completedAt(first.CL_Transaction_ID, new Date(Date.now() - 3 * 3_600_000));
    await completedAt(third.CL_Transaction_ID, new Date(Date.now() - 3_600_000));

    const newest = await manager.get(
      `${base}/search?Vehicle_ID=${vehicle.id}&sort_attributes=completed_date&sort_order=desc`,
    );
    expect(newest.statusCode).toBe(200);
    expect(list(newest).Items.map((i) => i.CL_Transaction_ID)).toEqual([
      second.CL_Transaction_ID,
      third.CL_Transaction_ID,
      first.CL_Transaction_ID,
    ]);
    const dates = list(newest).Items.map((i) => Date.parse(i.completed_date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const byDefault = list(await admin.get(`${base}?Vehicle_ID=${vehicle.id}`));
    expect(byDefault.Items.map((i) => i.CL_Transaction_ID)).toEqual(
      list(newest).Items.map((i) => i.CL_Transaction_ID),
    );
    const oldest = list(await admin.get(`${base}?Vehicle_ID=${vehicle.id}&sort_order=asc`));
    expect(oldest.Items[0]!.CL_Transaction_ID).toBe(first.CL_Transaction_ID);

    const failed = list(await admin.get(`${base}?Vehicle_ID=${vehicle.id}&result=failed`));
    expect(failed.Items.map((i) => i.CL_Transaction_ID)).toEqual([second.CL_Transaction_ID]);
    expect(failed.Items[0]).toMatchObject({
      safety_critical_failed: true,
      failed_items: [{ item_id: 'brakes', safety_critical: true, severity: 'critical' }],
    });
    const byOperator = list(
      await admin.get(`${base}?Vehicle_ID=${vehicle.id}&Operator_ID=${manager.userId}`),
    );
    expect(byOperator.Items.map((i) => i.CL_Transaction_ID)).toEqual([second.CL_Transaction_ID]);
    const from = new Date(Date.now() - 2 * 3_600_000).toISOString();
    const recent = list(await admin.get(`${base}?Vehicle_ID=${vehicle.id}&from=${from}`));
    expect(recent.total).toBe(2);
    const searched = list(
      await admin.get(`${base}/search?query=${encodeURIComponent(vehicle.name)}`),
    );
    expect(searched.total).toBe(3);
    const one = list(await admin.get(`${base}?CL_Transaction_ID=${first.CL_Transaction_ID}`));
    expect(one.Items.map((i) => i.CL_Transaction_ID)).toEqual([first.CL_Transaction_ID]);
    const paged = list(await admin.get(`${base}?Vehicle_ID=${vehicle.id}&limit=2&page=2`));
    expect(paged).toMatchObject({ Count: 1, total: 3 });
  });

  it('is for service managers, admins and customer admins, each in their own customer', async () => {
    const vehicle = await createVehicle(t.database.db, 'Darwin');
    const master = await createMaster(admin, { Vehicle_IDs: [vehicle.id] });
    const mine = await submitted(operator, master, vehicle.id, await passingAnswers(operator));
    expect((await operator.get(base)).statusCode).toBe(403);
    expect((await operator.get(`${base}/search`)).statusCode).toBe(403);
    expect((await t.app.inject({ url: base })).statusCode).toBe(401);
    const theirs = list(await campus.get(`${base}?limit=500`));
    expect(theirs.Items.every((i) => i.Customer_ID === campus.customerId)).toBe(true);
    expect(
      list(await campus.get(`${base}?CL_Transaction_ID=${mine.CL_Transaction_ID}`)).total,
    ).toBe(0);
    expect((await campus.get(`${base}?Customer_ID=${admin.customerId}`)).statusCode).toBe(403);
    // A platform-owner admin may read another customer's history.
    expect((await admin.get(`${base}?Customer_ID=${campus.customerId}`)).statusCode).toBe(200);
    // Checklists of another customer cannot be filled for its vehicles either.
    const campusVehicle = await createVehicle(t.database.db, 'Campus Mobility');
    const cross = await operator.post(base, {
      CL_Master_ID: master.CL_Master_ID,
      version: 1,
      Vehicle_ID: campusVehicle.id,
      answers: [],
    });
    expect(cross.statusCode).toBe(404);
    const campusMaster = await createMaster(campus, { Vehicle_IDs: [campusVehicle.id] });
    const campusAnswers = await passingAnswers(campusOperator);
    expect(
      (
        await campusOperator.post(base, {
          CL_Master_ID: campusMaster.CL_Master_ID,
          version: 1,
          Vehicle_ID: campusVehicle.id,
          answers: campusAnswers,
        })
      ).statusCode,
    ).toBe(201);
    expect(list(await campus.get(`${base}?Vehicle_ID=${campusVehicle.id}`)).total).toBe(1);
    expect(list(await admin.get(`${base}?Vehicle_ID=${campusVehicle.id}`)).total).toBe(0);
  });

  it('answers 400 for bad filters', async () => {
    const bad = await admin.get(`${base}?result=ok&sort_attributes=vehicle&from=yesterday`);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual(
      expect.arrayContaining([
        'querystring.result',
        'querystring.sort_attributes',
        'querystring.from',
      ]),
    );
  });
});

describe('POST checklist/anonymize', () => {
  it('removes operator names and signatures from checklists older than the date, audited', async () => {
    const vehicle = await createVehicle(t.database.db, 'Darwin');
    const master = await createMaster(admin, { Vehicle_IDs: [vehicle.id] });
    const old = await submitted(operator, master, vehicle.id, await passingAnswers(operator));
    const recent = await submitted(operator, master, vehicle.id, await passingAnswers(operator));
    await completedAt(old.CL_Transaction_ID, new Date('2025-01-10T12:00:00Z'));
    const signatureUrl = old.answers.find((a) => a.type === 'signature')!.signature!.url;

    const res = await admin.post(`${CHECKLIST}/anonymize`, { before: '2025-02-01' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ before: '2025-02-01T00:00:00.000Z', Count: 1 });
    const [gone] = list(
      await admin.get(`${base}?CL_Transaction_ID=${old.CL_Transaction_ID}`),
    ).Items;
    expect(gone).toMatchObject({ Operator_ID: null, operatorName: null, anonymized: true });
    expect(gone!.answers.find((a) => a.type === 'signature')!.signature).toBeNull();
    // The photos stay; the signature image is gone from storage.
    expect(gone!.answers.find((a) => a.type === 'photo')!.markup_or_manual_photo).not.toBeNull();
    expect((await t.app.inject({ url: signatureUrl })).statusCode).toBe(404);
    const [kept] = list(
      await admin.get(`${base}?CL_Transaction_ID=${recent.CL_Transaction_ID}`),
    ).Items;
    expect(kept).toMatchObject({ operatorName: 'Operator', anonymized: false });
    expect((await auditEntries(t.database.db, 'checklist.anonymize')).at(-1)?.details).toEqual({
      before: '2025-02-01T00:00:00.000Z',
      count: 1,
    });
    // Again: nothing more to do.
    expect(
      (await admin.post(`${CHECKLIST}/anonymize`, { before: '2025-02-01' })).json(),
    ).toMatchObject({
      Count: 0,
    });
  });

  it('answers 400 for a bad or future date and 403 for roles that may not', async () => {
    expect(
      errorOf(await admin.post(`${CHECKLIST}/anonymize`, { before: 'last year' })).fields,
    ).toEqual(['body.before']);
    const future = await admin.post(`${CHECKLIST}/anonymize`, {
      before: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(errorOf(future).fields).toEqual(['body.before']);
    expect(
      (await operator.post(`${CHECKLIST}/anonymize`, { before: '2025-01-01' })).statusCode,
    ).toBe(403);
    expect(
      (await manager.post(`${CHECKLIST}/anonymize`, { before: '2025-01-01' })).statusCode,
    ).toBe(403);
  });
});
