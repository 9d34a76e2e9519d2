import { describe, expect, it } from 'vitest';
import type {
  ChecklistMaster,
  ChecklistServiceToCheck,
  ChecklistTransaction,
} from '@shuttle-ops/domain';
import { errorOf } from '../../test/auth-client.ts';
import { auditEntries, createRoute, createVehicle } from '../../test/factories.ts';
import { campusLoop, startService } from '../../test/services.ts';
import {
  CHECKLIST,
  refusal,
  createMaster,
  items,
  passingAnswers,
  submit,
  uploadPhoto,
  withAnswer,
  type Answer,
} from './checklist-test-kit.ts';
import { testAppWith } from '../../test/test-kit.ts';

// Sign-ins hash passwords: slow on a busy machine.
const { t, admin, campus, operator, remote, content } = testAppWith(
  {
    admin: 'admin',
    campus: 'customer-admin',
    operator: 'operator',
    remote: 'remote-operator',
    content: 'content-manager',
  },
  { timeout: 120_000 },
);

const history = async (vehicleId: string) =>
  items<ChecklistTransaction>(await admin.get(`${CHECKLIST}/transaction?Vehicle_ID=${vehicleId}`));

describe('GET checklist/operator and checklist/operator/services', () => {
  it('answers the masters that apply to a vehicle, its route or its service', async () => {
    const vehicle = await createVehicle(t.database.db, 'Darwin');
    const other = await createVehicle(t.database.db, 'Darwin');
    // A route of its own: a master on the campus loop would gate the other tests' starts.
    const route = await createRoute(t.database.db, 'Darwin');
    const mine = await createMaster(admin, { Vehicle_IDs: [vehicle.id] });
    const onRoute = await createMaster(admin, { Route_IDs: [route.id] });
    const ids = async (query: string) =>
      items<ChecklistMaster>(await operator.get(`${CHECKLIST}/operator?${query}`)).Items.map(
        (m) => m.CL_Master_ID,
      );
    expect(await ids(`Vehicle_ID=${vehicle.id}`)).toContain(mine.CL_Master_ID);
    expect(await ids(`Vehicle_ID=${vehicle.id}`)).not.toContain(onRoute.CL_Master_ID);
    expect(await ids(`Vehicle_ID=${other.id}`)).not.toContain(mine.CL_Master_ID);
    expect(await ids(`Vehicle_ID=${other.id}&Route_ID=${route.id}`)).toContain(
      onRoute.CL_Master_ID,
    );
  });

  it('lists active and scheduled services with the departure gate of each vehicle', async () => {
    const route = await campusLoop(operator);
    const service = await startService(t, operator, route);
    const res = await operator.get(
      `${CHECKLIST}/operator/services?Vehicle_ID=${service.Vehicle_ID}`,
    );
    expect(res.statusCode).toBe(200);
    const found = items<ChecklistServiceToCheck>(res).Items;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      Service_ID: service.Service_ID,
      serviceStatus: 'active',
      departure_gate: { Vehicle_ID: service.Vehicle_ID, allowed: true, state: 'not_required' },
    });
    expect((await content.get(`${CHECKLIST}/operator/services`)).statusCode).toBe(403);
    const theirs = items<ChecklistServiceToCheck>(
      await campus.get(`${CHECKLIST}/operator/services`),
    );
    expect(theirs.Items.every((s) => s.Customer_ID === campus.customerId)).toBe(true);
  });
});

describe('POST checklist/operator/{CL_Master_ID}', () => {
  it('stores a completed checklist with its photo, markup and signature, audited', async () => {
    const vehicle = await createVehicle(t.database.db, 'Darwin');
    const master = await createMaster(admin, { Vehicle_IDs: [vehicle.id] });
    const answers = await passingAnswers(operator);
    const note = await uploadPhoto(operator);
    const res = await submit(operator, master, vehicle.id, answers, {
      started_date: new Date(Date.now() - 300_000).toISOString(),
      location: { lat: 51.575, lon: -1.311 },
      notes: { text: 'Left mirror scratched', video_or_images: [note.file_id] },
    });
    expect(res.statusCode).toBe(201);
    const stored = res.json<ChecklistTransaction>();
    expect(stored).toMatchObject({
      CL_Master_ID: master.CL_Master_ID,
      master_version: 1,
      master_name: master.name,
      Vehicle_ID: vehicle.id,
      vehicle_name: vehicle.name,
      Operator_ID: operator.userId,
      operatorName: 'Operator',
      result: 'passed',
      safety_critical_failed: false,
      failed_items: [],
      location: { lat: 51.575, lon: -1.311 },
      anonymized: false,
      notes: { text: 'Left mirror scratched' },
    });
    expect(Date.now() - Date.parse(stored.completed_date)).toBeLessThan(60_000);
    expect(stored.answers.map((a) => a.item_id)).toEqual([
      'brakes',
      'doors',
      'battery-charge',
      'photo-of-the-ramp',
      'remarks',
      'operator-signature',
    ]);
    const photo = stored.answers[3]!;
    expect(photo.markup_or_manual_photo?.file_id).toBe(answers[3]!.markup_or_manual_photo);
    expect(photo.markup_image?.file_id).toBe(answers[3]!.markup_image);
    expect(stored.answers[5]!.signature).toMatchObject({ width: 300, height: 100 });
    expect(stored.notes.video_or_images.map((i) => i.file_id)).toEqual([note.file_id]);
    // The signed link serves the photo.
    const image = await t.app.inject({ url: photo.markup_or_manual_photo!.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await auditEntries(t.database.db, 'checklist.submit')).at(-1)?.details).toMatchObject({
      CL_Transaction_ID: stored.CL_Transaction_ID,
      result: 'passed',
      out_of_service: false,
    });
    // A remote operator may fill checklists too.
    expect(
      (await submit(remote, master, vehicle.id, await passingAnswers(remote))).statusCode,
    ).toBe(201);
  });

  it('answers 400 naming the item for a missing answer, photo or signature, and stores nothing', async () => {
    const vehicle = await createVehicle(t.database.db, 'Darwin');
    const master = await createMaster(admin, { Vehicle_IDs: [vehicle.id] });
    const answers: Answer[] = await passingAnswers(operator);
    const cases: [Answer[], string, string][] = [
      [
        answers.filter((a) => a.item_id !== 'doors'),
        'body.answers',
        '“Doors” (Running gear) needs an answer',
      ],
      [
        withAnswer(answers, 'photo-of-the-ramp', { markup_or_manual_photo: null }),
        'body.answers.3',
        '“Photo of the ramp” (Sign-off) needs a photo',
      ],
      [
        answers.filter((a) => a.item_id !== 'operator-signature'),
        'body.answers',
        '“Operator signature” (Sign-off) needs a signature',
      ],
      [
        withAnswer(answers, 'brakes', { value: 'maybe' }),
        'body.answers.0.value',
        '“Brakes” takes pass, fail or N.A. (na)',
      ],
    ];
    for (const [given, field, message] of cases) {
      const res = await submit(operator, master, vehicle.id, given);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).fields).toEqual([field]);
      expect(errorOf(res).message).toBe(message);
    }
    const notUploaded = withAnswer(answers, 'photo-of-the-ramp', {
      markup_or_manual_photo: '00000000-0000-4000-8000-000000000000',
    });
    const missing = await submit(operator, master, vehicle.id, notUploaded);
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).fields).toEqual(['body.answers.3.markup_or_manual_photo']);
    const campusPhoto = await uploadPhoto(campus);
    const foreign = await submit(
      operator,
      master,
      vehicle.id,
      withAnswer(answers, 'operator-signature', { signature: campusPhoto.file_id }),
    );
    expect(errorOf(foreign).fields).toEqual(['body.answers.4.signature']);
    const noVehicle = await submit(
      operator,
      master,
      '00000000-0000-4000-8000-000000000000',
      answers,
    );
    expect(noVehicle.statusCode).toBe(404);
    const notApplying = await createVehicle(t.database.db, 'Darwin');
    const wrongVehicle = await submit(operator, master, notApplying.id, answers);
    expect(errorOf(wrongVehicle).fields).toEqual(['body.Vehicle_ID']);
    const shape = await operator.post(`${CHECKLIST}/operator/${master.CL_Master_ID}`, {
      Vehicle_ID: 'x',
      answers: 'all fine',
    });
    expect(errorOf(shape).fields).toEqual(
      expect.arrayContaining(['body.version', 'body.Vehicle_ID', 'body.answers']),
    );
    expect((await history(vehicle.id)).total).toBe(0);
  });

  it('refuses a stale master version with 409 naming it, and another customer’s master with 404', async () => {
    const vehicle = await createVehicle(t.database.db, 'Darwin');
    const master = await createMaster(admin, { Vehicle_IDs: [vehicle.id] });
    const answers = await passingAnswers(operator);
    const edited = await admin.put(`${CHECKLIST}/master/${master.CL_Master_ID}`, {
      name: master.name,
      sections: master.sections,
      applies_to: master.applies_to,
    });
    expect(edited.statusCode).toBe(200);
    const stale = await submit(operator, master, vehicle.id, answers);
    expect(stale.statusCode).toBe(409);
    expect(refusal(stale)).toMatchObject({
      code: 'STALE_MASTER_VERSION',
      message: `“${master.name}” changed while it was being filled: you filled version 1, version 2 is current. Reload the checklist and fill it again.`,
    });
    expect(
      (await submit(operator, { ...master, version: 2 }, vehicle.id, answers)).statusCode,
    ).toBe(201);
    const campusMaster = await createMaster(campus);
    const foreign = await submit(operator, campusMaster, vehicle.id, answers);
    expect(foreign.statusCode).toBe(404);
    const asOther = await operator.post(`${CHECKLIST}/operator/${master.CL_Master_ID}`, {
      Customer_ID: campus.customerId,
      version: 2,
      Vehicle_ID: vehicle.id,
      answers,
    });
    expect(asOther.statusCode).toBe(403);
    expect(
      (await content.post(`${CHECKLIST}/operator/${master.CL_Master_ID}`, {})).statusCode,
    ).toBe(403);
    expect((await history(vehicle.id)).total).toBe(1);
  });
});

describe('POST checklist/transaction and checklist/photos', () => {
  it('submits with the master in the body and answers Items', async () => {
    const vehicle = await createVehicle(t.database.db, 'Darwin');
    const master = await createMaster(admin, { Vehicle_IDs: [vehicle.id] });
    const res = await operator.post(`${CHECKLIST}/transaction`, {
      CL_Master_ID: master.CL_Master_ID,
      version: 1,
      Vehicle_ID: vehicle.id,
      answers: withAnswer(await passingAnswers(operator), 'battery-charge', { value: 12 }),
    });
    expect(res.statusCode).toBe(201);
    const answer = items<ChecklistTransaction>(res);
    expect(answer.Count).toBe(1);
    expect(answer.Items[0]).toMatchObject({
      result: 'failed',
      safety_critical_failed: false,
      failed_items: [
        { item_id: 'battery-charge', label: 'Battery charge', safety_critical: false },
      ],
    });
    expect(answer.Items[0]!.answers.find((a) => a.item_id === 'battery-charge')?.failed).toBe(true);
    expect((await history(vehicle.id)).Items.map((i) => i.CL_Transaction_ID)).toEqual([
      answer.Items[0]!.CL_Transaction_ID,
    ]);
  });

  it('checks uploads like the other images: type, size and decoded dimensions', async () => {
    const photo = await uploadPhoto(operator, 120, 80);
    expect(photo).toMatchObject({ width: 120, height: 80, content_type: 'image/png' });
    const text = await operator.upload(`${CHECKLIST}/photos`, Buffer.from('not an image'), 'a.png');
    expect(text.statusCode).toBe(415);
    const big = await operator.upload(`${CHECKLIST}/photos`, Buffer.alloc(11 * 1024 * 1024, 1));
    expect(big.statusCode).toBe(413);
    expect((await content.upload(`${CHECKLIST}/photos`, Buffer.from('x'))).statusCode).toBe(403);
  });
});
