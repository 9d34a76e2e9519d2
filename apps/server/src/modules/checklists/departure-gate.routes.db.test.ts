import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChecklistMaster, DepartureGateStatus, Route, Service } from '@shuttle-ops/domain';
import { DEMO_GATED_VEHICLE, DEMO_UNCHECKED_VEHICLE } from '../../db/demo-checklists.ts';
import { checklistTransactions } from './schema.ts';
import { errorOf } from '../../test/auth-client.ts';
import { auditEntries, createVehicle } from '../../test/factories.ts';
import { campusLoop, markReported, SERVICES } from '../../test/services.ts';
import {
  CHECKLIST,
  refusal,
  createMaster,
  passingAnswers,
  submitted,
  withAnswer,
} from './checklist-test-kit.ts';
import { testAppWith } from '../../test/test-kit.ts';

// Sign-ins hash passwords: slow on a busy machine.
const { t, admin, campus, operator } = testAppWith(
  {
    admin: 'admin',
    campus: 'customer-admin',
    operator: 'operator',
  },
  { timeout: 120_000 },
);
let route: Route;
beforeAll(async () => {
  route = await campusLoop(operator);
}, 120_000);

const start = (vehicleId: string, serviceStatus: 'active' | 'scheduled' = 'active') =>
  operator.post(SERVICES, { Vehicle_ID: vehicleId, Route_ID: route.Route_ID, serviceStatus });
const end = (service: Service) =>
  operator.put('/dev/v1/service', { Service_ID: service.Service_ID, serviceStatus: 'completed' });
const gate = async (vehicleId: string) =>
  (await operator.get(`${CHECKLIST}/gate/${vehicleId}`)).json<DepartureGateStatus>();

/** A vehicle that has reported, so that only the gate decides whether it may start. */
async function reportedVehicle() {
  const vehicle = await createVehicle(t.database.db, 'Darwin');
  markReported(t, vehicle);
  return vehicle;
}

/** A vehicle with a master of its own, and passing answers for it. */
async function gatedVehicle() {
  const vehicle = await reportedVehicle();
  const master = await createMaster(admin, { Vehicle_IDs: [vehicle.id] });
  return { vehicle, master, answers: await passingAnswers(operator) };
}

describe('departure gate on service starts', () => {
  it('lets a vehicle without an applying master start as before', async () => {
    const vehicle = await reportedVehicle();
    expect(await gate(vehicle.id)).toMatchObject({ allowed: true, state: 'not_required' });
    expect((await start(vehicle.id)).statusCode).toBe(201);
  });

  it('refuses a start without today’s passed checklist, naming it, and allows it after', async () => {
    const { vehicle, master, answers } = await gatedVehicle();
    const refused = await start(vehicle.id);
    expect(refused.statusCode).toBe(409);
    expect(refusal(refused)).toMatchObject({
      code: 'CHECKLIST_REQUIRED',
      message: `Complete “${master.name}” for ${vehicle.name} today before starting a service.`,
      details: {
        Vehicle_ID: vehicle.id,
        CL_Master_IDs: [master.CL_Master_ID],
        state: 'checklist_required',
      },
    });
    const passed = await submitted(operator, master, vehicle.id, answers);
    expect(await gate(vehicle.id)).toMatchObject({
      allowed: true,
      state: 'ready',
      last_checklist: { CL_Transaction_ID: passed.CL_Transaction_ID, result: 'passed' },
    });
    const started = await start(vehicle.id);
    expect(started.statusCode).toBe(201);
    expect((await end(started.json<Service>())).statusCode).toBe(200);
    // Yesterday's check does not count today.
    await t.database.db
      .update(checklistTransactions)
      .set({ completedAt: new Date(Date.now() - 36 * 3_600_000) })
      .where(eq(checklistTransactions.id, passed.CL_Transaction_ID));
    expect(refusal(await start(vehicle.id)).code).toBe('CHECKLIST_REQUIRED');
  });

  it('gates a scheduled service when it becomes active', async () => {
    const { vehicle, master, answers } = await gatedVehicle();
    const scheduled = await start(vehicle.id, 'scheduled');
    expect(scheduled.statusCode).toBe(201);
    const id = scheduled.json<Service>().Service_ID;
    const refused = await operator.put('/dev/v1/service', {
      Service_ID: id,
      serviceStatus: 'active',
    });
    expect(refused.statusCode).toBe(409);
    expect(refusal(refused).code).toBe('CHECKLIST_REQUIRED');
    await submitted(operator, master, vehicle.id, answers);
    const active = await operator.put('/dev/v1/service', {
      Service_ID: id,
      serviceStatus: 'active',
    });
    expect(active.statusCode).toBe(200);
  });

  it('needs a new pass after a failed checklist', async () => {
    const { vehicle, master, answers } = await gatedVehicle();
    await submitted(operator, master, vehicle.id, answers);
    await submitted(
      operator,
      master,
      vehicle.id,
      withAnswer(answers, 'battery-charge', { value: 5 }),
    );
    const refused = await start(vehicle.id);
    expect(refusal(refused).code).toBe('CHECKLIST_FAILED');
    expect(refusal(refused).message).toContain(`last checklist (“${master.name}”`);
    await submitted(operator, master, vehicle.id, answers);
    expect((await start(vehicle.id)).statusCode).toBe(201);
  });

  it('records a failed item that neither blocks nor is safety-critical as a defect, and lets it start', async () => {
    const vehicle = await reportedVehicle();
    const created = await admin.post(`${CHECKLIST}/master`, {
      name: `Walk-round ${Date.now()}`,
      sections: [
        {
          title: 'Outside',
          items: [
            { label: 'Brakes', type: 'pass_fail_na', safety_critical: true },
            { label: 'Mirrors clean', type: 'yes_no' },
            { label: 'Tyre pressure', type: 'number', min: 6, max: 8, unit: 'bar', blocking: true },
          ],
        },
      ],
      applies_to: { Vehicle_IDs: [vehicle.id], Route_IDs: [] },
    });
    expect(created.statusCode).toBe(201);
    const master = created.json<ChecklistMaster>();
    expect(master.sections[0]!.items.map((i) => [i.item_id, i.blocking])).toEqual([
      ['brakes', false],
      ['mirrors-clean', false],
      ['tyre-pressure', true],
    ]);
    const answers = [
      { item_id: 'brakes', value: 'pass' },
      { item_id: 'mirrors-clean', value: 'yes' },
      { item_id: 'tyre-pressure', value: 7 },
    ];
    const defect = await submitted(
      operator,
      master,
      vehicle.id,
      withAnswer(answers, 'mirrors-clean', { value: 'no', severity: 'minor', comment: 'Dusty' }),
    );
    expect(defect).toMatchObject({
      result: 'passed',
      safety_critical_failed: false,
      failed_items: [
        {
          item_id: 'mirrors-clean',
          safety_critical: false,
          blocking: false,
          severity: 'minor',
        },
      ],
    });
    expect((await start(vehicle.id)).statusCode).toBe(201);
    const flat = await submitted(
      operator,
      master,
      vehicle.id,
      withAnswer(answers, 'tyre-pressure', { value: 4, severity: 'major' }),
    );
    expect(flat).toMatchObject({ result: 'failed', safety_critical_failed: false });
    expect(await gate(vehicle.id)).toMatchObject({ allowed: false, state: 'checklist_failed' });
  });

  it('puts a vehicle out of service after a failed safety-critical item until an admin clears it', async () => {
    const { vehicle, master, answers } = await gatedVehicle();
    const failed = await submitted(
      operator,
      master,
      vehicle.id,
      withAnswer(answers, 'brakes', { value: 'fail', severity: 'critical', comment: 'Grinding' }),
    );
    expect(failed).toMatchObject({ result: 'failed', safety_critical_failed: true });
    await submitted(operator, master, vehicle.id, answers);
    const refused = await start(vehicle.id);
    expect(refused.statusCode).toBe(409);
    expect(refusal(refused).code).toBe('VEHICLE_OUT_OF_SERVICE');
    expect(refusal(refused).message).toContain(`${vehicle.name} is out of service`);
    expect(refusal(refused).message).toContain('(Brakes)');
    expect(await gate(vehicle.id)).toMatchObject({
      state: 'out_of_service',
      hold: { CL_Transaction_ID: failed.CL_Transaction_ID, items: ['Brakes'] },
    });
    // An override does not pass a hold.
    const override = await admin.post(`${CHECKLIST}/override`, {
      Vehicle_ID: vehicle.id,
      reason: 'Busy day',
    });
    expect(refusal(override).code).toBe('VEHICLE_OUT_OF_SERVICE');

    const clear = { Vehicle_ID: vehicle.id, note: 'Brake pads replaced by the workshop' };
    expect((await operator.post(`${CHECKLIST}/clearance`, clear)).statusCode).toBe(403);
    expect((await campus.post(`${CHECKLIST}/clearance`, clear)).statusCode).toBe(404);
    expect(
      errorOf(await admin.post(`${CHECKLIST}/clearance`, { Vehicle_ID: vehicle.id, note: '' }))
        .fields,
    ).toEqual(['body.note']);
    const cleared = await admin.post(`${CHECKLIST}/clearance`, clear);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json<DepartureGateStatus>()).toMatchObject({
      hold: null,
      allowed: true,
      state: 'ready',
    });
    expect(
      (await auditEntries(t.database.db, 'checklist.clearance')).at(-1)?.details,
    ).toMatchObject({
      Vehicle_ID: vehicle.id,
      note: clear.note,
      CL_Transaction_IDs: [failed.CL_Transaction_ID],
    });
    expect(refusal(await admin.post(`${CHECKLIST}/clearance`, clear)).code).toBe(
      'NOT_OUT_OF_SERVICE',
    );
    expect((await start(vehicle.id)).statusCode).toBe(201);
  });

  it('lets an admin override the gate once today, with a reason, audited', async () => {
    const { vehicle } = await gatedVehicle();
    const body = { Vehicle_ID: vehicle.id, reason: 'Checklist tablet broken; checked on paper' };
    expect((await operator.post(`${CHECKLIST}/override`, body)).statusCode).toBe(403);
    expect(
      errorOf(await admin.post(`${CHECKLIST}/override`, { Vehicle_ID: vehicle.id })).fields,
    ).toEqual(['body.reason']);
    const res = await admin.post(`${CHECKLIST}/override`, body);
    expect(res.statusCode).toBe(201);
    expect(Date.parse(res.json<{ valid_until: string }>().valid_until)).toBeGreaterThan(Date.now());
    expect(await gate(vehicle.id)).toMatchObject({ allowed: true, state: 'override' });
    const started = await start(vehicle.id);
    expect(started.statusCode).toBe(201);
    expect(
      (await auditEntries(t.database.db, 'checklist.override.use')).at(-1)?.details,
    ).toMatchObject({
      Vehicle_ID: vehicle.id,
    });
    expect((await auditEntries(t.database.db, 'checklist.override')).at(-1)?.details).toMatchObject(
      {
        reason: body.reason,
      },
    );
    await end(started.json<Service>());
    expect(refusal(await start(vehicle.id)).code).toBe('CHECKLIST_REQUIRED');
  });

  it('keeps gate reads to the caller’s customer', async () => {
    const { vehicle } = await gatedVehicle();
    expect((await campus.get(`${CHECKLIST}/gate/${vehicle.id}`)).statusCode).toBe(404);
    expect(
      (await campus.post(`${CHECKLIST}/override`, { Vehicle_ID: vehicle.id, reason: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await operator.get(`${CHECKLIST}/gate/not-a-uuid`)).statusCode).toBe(400);
  });

  it('seeds the demo master on the second Darwin shuttle with today’s passed check', async () => {
    expect(await gate(DEMO_GATED_VEHICLE.Vehicle_ID)).toMatchObject({
      allowed: true,
      state: 'ready',
      last_checklist: { result: 'passed' },
    });
    expect(t.app.departureGate).toBeDefined();
  });

  it('seeds the third Darwin shuttle under the same master, waiting for today’s check', async () => {
    expect(await gate(DEMO_UNCHECKED_VEHICLE.Vehicle_ID)).toMatchObject({
      allowed: false,
      state: 'checklist_required',
    });
  });
});
