import type {
  ChecklistImage,
  ChecklistMaster,
  ChecklistTransaction,
  ListResult,
} from '@shuttle-ops/domain';
import type { TestClient } from '../../test/auth-client.ts';
import { pngImage } from '../../test/factories.ts';
import { CHECKLIST_BASE } from './checklist-paths.ts';

/** Test helpers of the checklist routes (used by tests only). */
export const CHECKLIST = CHECKLIST_BASE;

let serial = 0;

/** A master with every kind of item; brakes and doors are safety-critical. */
export function masterBody(appliesTo: { Vehicle_IDs?: string[]; Route_IDs?: string[] } = {}) {
  serial += 1;
  return {
    name: `Pre-departure check ${serial}-${Date.now()}`,
    description: 'Before the first departure of the day',
    sections: [
      {
        title: 'Running gear',
        items: [
          {
            label: 'Brakes',
            type: 'pass_fail_na',
            safety_critical: true,
            item_icon_or_picture: 'brake',
          },
          { label: 'Doors', type: 'yes_no', safety_critical: true },
          { label: 'Battery charge', type: 'number', min: 30, max: 100, unit: '%', blocking: true },
        ],
      },
      {
        title: 'Sign-off',
        items: [
          { label: 'Photo of the ramp', type: 'photo' },
          { label: 'Remarks', type: 'text', required: false },
          { label: 'Operator signature', type: 'signature' },
        ],
      },
    ],
    applies_to: { Vehicle_IDs: appliesTo.Vehicle_IDs ?? [], Route_IDs: appliesTo.Route_IDs ?? [] },
  };
}

export async function createMaster(
  client: TestClient,
  appliesTo: { Vehicle_IDs?: string[]; Route_IDs?: string[] } = {},
): Promise<ChecklistMaster> {
  const res = await client.post(`${CHECKLIST}/master`, masterBody(appliesTo));
  if (res.statusCode !== 201) throw new Error(`master not created: ${res.statusCode} ${res.body}`);
  return res.json<ChecklistMaster>();
}

export async function uploadPhoto(
  client: TestClient,
  width = 64,
  height = 48,
): Promise<ChecklistImage> {
  const res = await client.upload(`${CHECKLIST}/photos`, await pngImage(width, height));
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json<ChecklistImage>();
}

/** Answers that pass every item of `masterBody`, with a photo, its markup and a signature. */
export async function passingAnswers(client: TestClient) {
  const [photo, markup, signature] = [
    await uploadPhoto(client),
    await uploadPhoto(client),
    await uploadPhoto(client, 300, 100),
  ];
  return [
    { item_id: 'brakes', value: 'pass' },
    { item_id: 'doors', value: 'yes' },
    { item_id: 'battery-charge', value: 82 },
    {
      item_id: 'photo-of-the-ramp',
      markup_or_manual_photo: photo.file_id,
      markup_image: markup.file_id,
    },
    { item_id: 'operator-signature', signature: signature.file_id },
  ];
}

export type Answer = Awaited<ReturnType<typeof passingAnswers>>[number] & {
  value?: string | number;
  severity?: string;
};

/** Submits a checklist of the master for a vehicle; answers the raw response. */
export function submit(
  client: TestClient,
  master: Pick<ChecklistMaster, 'CL_Master_ID' | 'version'>,
  vehicleId: string,
  answers: readonly object[],
  extra: Record<string, unknown> = {},
) {
  return client.post(`${CHECKLIST}/operator/${master.CL_Master_ID}`, {
    version: master.version,
    Vehicle_ID: vehicleId,
    answers,
    ...extra,
  });
}

/** Submits and expects it stored. */
export async function submitted(
  client: TestClient,
  master: Pick<ChecklistMaster, 'CL_Master_ID' | 'version'>,
  vehicleId: string,
  answers: readonly object[],
): Promise<ChecklistTransaction> {
  const res = await submit(client, master, vehicleId, answers);
  if (res.statusCode !== 201) throw new Error(`not submitted: ${res.statusCode} ${res.body}`);
  return res.json<ChecklistTransaction>();
}

/** The answers with one item's answer changed. */
export const withAnswer = (answers: readonly Answer[], itemId: string, patch: object) =>
  answers.map((a) => (a.item_id === itemId ? { ...a, ...patch } : a));

export const items = <T>(res: { json: <U>() => U }) => res.json<ListResult<T>>();

/** The error of a refusal whose details are not field lists (409s). */
export const refusal = (res: { json: <U>() => U }) =>
  res.json<{ error: { code: string; message: string; details?: unknown } }>().error;
