import { and, eq, gte, isNull } from 'drizzle-orm';
import {
  DEMO_VEHICLES,
  evaluateChecklist,
  normalizeChecklistSections,
  londonDay,
  startOfLondonDay,
  type ChecklistItemInput,
} from '@shuttle-ops/domain';
import type { Db } from './database.ts';
import { lockCustomer } from './customer-lock.ts';
import {
  checklistMasters,
  checklistMasterVersions,
  checklistTransactions,
  customers,
  type StoredAnswer,
} from './schema.ts';

export const DEMO_CHECKLIST_NAME = 'Daily pre-departure check';

/**
 * The demo's gated shuttles: the second and third Darwin shuttles. The first one stays ungated,
 * so flows that start a service on it without a checklist keep working; with no master that
 * applies to a vehicle there is no gate (docs/decisions/0015-checklists.md). The second gets a
 * passed check each morning and runs; the third waits for its operator's check
 * (docs/decisions/0020-demo-flows.md).
 */
export const DEMO_GATED_VEHICLE = DEMO_VEHICLES.filter((v) => v.customer === 'Darwin')[1]!;
export const DEMO_UNCHECKED_VEHICLE = DEMO_VEHICLES.filter((v) => v.customer === 'Darwin')[2]!;

const item = (
  label: string,
  type: ChecklistItemInput['type'],
  more: Partial<ChecklistItemInput> = {},
): ChecklistItemInput => ({
  label,
  type,
  required: true,
  safety_critical: false,
  blocking: false,
  ...more,
});

const DEMO_SECTIONS = normalizeChecklistSections([
  {
    title: 'Running gear',
    items: [
      item('Brakes: service and parking brake hold', 'pass_fail_na', {
        safety_critical: true,
        item_icon_or_picture: 'brake',
      }),
      item('Tyres: no visible damage', 'pass_fail_na', { item_icon_or_picture: 'tyre' }),
      // A flat battery keeps the shuttle in the depot until it is charged and checked again.
      item('Battery charge', 'number', { min: 30, max: 100, unit: '%', blocking: true }),
    ],
  },
  {
    title: 'Doors and access',
    items: [
      item('Doors open and close; obstruction sensor stops them', 'pass_fail_na', {
        safety_critical: true,
        item_icon_or_picture: 'door',
      }),
      item('Wheelchair ramp deploys and stows', 'pass_fail_na', {
        safety_critical: true,
        item_icon_or_picture: 'ramp',
      }),
    ],
  },
  {
    title: 'Sensors and cameras',
    items: [
      item('Lidar and camera covers clean', 'pass_fail_na', {
        safety_critical: true,
        item_icon_or_picture: 'sensor',
      }),
      item('Interior and exterior cameras show a picture', 'yes_no', {
        item_icon_or_picture: 'camera',
      }),
      item('Photo of any damage to the body', 'photo', { required: false }),
    ],
  },
  {
    title: 'Emergency equipment',
    items: [
      item('Fire extinguisher present and in date', 'yes_no', { safety_critical: true }),
      item('Emergency stop buttons tested', 'pass_fail_na', { safety_critical: true }),
      item('First-aid kit complete', 'yes_no'),
      item('Remarks', 'text', { required: false }),
    ],
  },
  { title: 'Sign-off', items: [item('Operator’s signature', 'signature')] },
]);

/** A passed check of the gated shuttle, so its demo service starts on the day of the seed. */
function passedAnswers(): StoredAnswer[] {
  const values: Record<string, string | number> = {};
  for (const section of DEMO_SECTIONS) {
    for (const i of section.items) {
      if (i.type === 'pass_fail_na') values[i.item_id] = 'pass';
      if (i.type === 'yes_no') values[i.item_id] = 'yes';
      if (i.type === 'number') values[i.item_id] = 86;
    }
  }
  const answers = Object.entries(values).map(([item_id, value]) => ({ item_id, value }));
  return evaluateChecklist(DEMO_SECTIONS, answers).answers.map(
    ({ item, section_title, answer, failed }) => ({
      item_id: item.item_id,
      value: answer?.value ?? null,
      comment: item.type === 'signature' ? 'Recorded by the demo seed, without a signature.' : null,
      severity: null,
      markup_or_manual_photo: null,
      markup_image: null,
      signature: null,
      section_title,
      label: item.label,
      type: item.type,
      safety_critical: item.safety_critical,
      failed,
    }),
  );
}

/**
 * The demo master for Darwin, applying to its second and third shuttles, with one passed check of
 * today for the second;
 * only when Darwin has no master of that name (a rerun changes nothing).
 */
export async function seedDemoChecklists(db: Db, ids: Map<string, string>): Promise<void> {
  const customerId = ids.get(DEMO_GATED_VEHICLE.customer);
  if (!customerId) return;
  await db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const [existing] = await tx
      .select({ id: checklistMasters.id })
      .from(checklistMasters)
      .where(
        and(
          eq(checklistMasters.customerId, customerId),
          eq(checklistMasters.name, DEMO_CHECKLIST_NAME),
          isNull(checklistMasters.deletedAt),
        ),
      )
      .limit(1);
    if (existing) return;
    const content = {
      name: DEMO_CHECKLIST_NAME,
      description:
        'Before the first departure of the day. A failed safety-critical item keeps the shuttle in the depot.',
      sections: DEMO_SECTIONS,
      appliesTo: {
        Vehicle_IDs: [DEMO_GATED_VEHICLE.Vehicle_ID, DEMO_UNCHECKED_VEHICLE.Vehicle_ID],
        Route_IDs: [],
      },
    };
    const [master] = await tx
      .insert(checklistMasters)
      .values({ ...content, customerId, createdBy: 'admin', version: 1 })
      .returning();
    await tx
      .insert(checklistMasterVersions)
      .values({ ...content, masterId: master!.id, version: 1, createdBy: 'admin' });
    await insertDailyCheck(tx, customerId, master!.id);
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The demo operator's passed check of the gated shuttle, completed now. */
async function insertDailyCheck(tx: Tx | Db, customerId: string, masterId: string, version = 1) {
  await tx.insert(checklistTransactions).values({
    customerId,
    masterId,
    masterVersion: version,
    masterName: DEMO_CHECKLIST_NAME,
    vehicleId: DEMO_GATED_VEHICLE.Vehicle_ID,
    vehicleName: DEMO_GATED_VEHICLE.name,
    operatorName: 'Operator',
    completedAt: new Date(),
    result: 'passed',
    safetyCriticalFailed: false,
    failedItems: [],
    answers: passedAnswers(),
    noteFileIds: [],
  });
}

/**
 * The simulated operator's morning round: before the demo services start, the gated shuttle gets
 * a passed check of today unless it has any check of today already (a failed one stays the last
 * word until someone acts on it). Nothing happens without the demo master.
 */
export async function recordDemoDailyCheck(db: Db): Promise<boolean> {
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.name, DEMO_GATED_VEHICLE.customer));
  if (!customer) return false;
  const customerId = customer.id;
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const [master] = await tx
      .select({ id: checklistMasters.id, version: checklistMasters.version })
      .from(checklistMasters)
      .where(
        and(
          eq(checklistMasters.customerId, customerId),
          eq(checklistMasters.name, DEMO_CHECKLIST_NAME),
          isNull(checklistMasters.deletedAt),
        ),
      )
      .limit(1);
    if (!master) return false;
    const [today] = await tx
      .select({ id: checklistTransactions.id })
      .from(checklistTransactions)
      .where(
        and(
          eq(checklistTransactions.customerId, customerId),
          eq(checklistTransactions.vehicleId, DEMO_GATED_VEHICLE.Vehicle_ID),
          gte(checklistTransactions.completedAt, startOfLondonDay(londonDay(new Date()))),
        ),
      )
      .limit(1);
    if (today) return false;
    await insertDailyCheck(tx, customerId, master.id, master.version);
    return true;
  });
}
