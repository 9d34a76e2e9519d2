import { describe, expect, it } from 'vitest';
import { evaluateChecklist } from './checklist-answers.ts';
import { checklistMasterCreateBody } from './checklist-master.ts';
import { checklistApplies, normalizeChecklistSections } from './checklist-sections.ts';

const sections = normalizeChecklistSections(
  checklistMasterCreateBody.parse({
    name: 'Daily check',
    sections: [
      {
        title: 'Running gear',
        items: [
          { label: 'Brakes', type: 'pass_fail_na', safety_critical: true },
          { label: 'Battery', type: 'number', min: 30, max: 100, unit: '%', blocking: true },
          { label: 'Cameras work', type: 'yes_no' },
          { label: 'Belt cutter absent', type: 'yes_no', expected: 'no', required: false },
        ],
      },
      {
        title: 'Sign-off',
        items: [
          { label: 'Damage photo', type: 'photo' },
          { label: 'Remarks', type: 'text', required: false },
          { label: 'Signature', type: 'signature' },
        ],
      },
    ],
  }).sections,
);

const PHOTO = '0b0b3c1e-8f7a-4d7e-9a55-3b1f4c7e2a10';
const SIGNATURE = '5d2c6a0e-1b3f-4f0a-8c55-6e7d8f9a0b1c';

const good = () => [
  { item_id: 'brakes', value: 'pass' },
  { item_id: 'battery', value: 80 },
  { item_id: 'cameras-work', value: 'yes' },
  { item_id: 'damage-photo', markup_or_manual_photo: PHOTO },
  { item_id: 'signature', signature: SIGNATURE },
];

describe('normalizeChecklistSections', () => {
  it('makes ids from labels, keeps given ones and drops settings of other types', () => {
    expect(sections.map((s) => s.section_id)).toEqual(['running-gear', 'sign-off']);
    expect(sections[0]!.items.map((i) => i.item_id)).toEqual([
      'brakes',
      'battery',
      'cameras-work',
      'belt-cutter-absent',
    ]);
    expect(sections[0]!.items[1]).toMatchObject({ min: 30, max: 100, unit: '%', expected: null });
    expect(sections[0]!.items[2]).toMatchObject({ expected: 'yes', min: null });
    const again = normalizeChecklistSections([
      {
        title: 'A',
        items: [
          {
            item_id: 'brakes',
            label: 'Brakes',
            type: 'text',
            required: true,
            safety_critical: false,
            blocking: false,
          },
          {
            label: 'Brakes',
            type: 'text',
            required: true,
            safety_critical: false,
            blocking: false,
          },
        ],
      },
    ]);
    expect(again[0]!.items.map((i) => i.item_id)).toEqual(['brakes', 'brakes-2']);
  });

  it('refuses two items with one id and a range upside down', () => {
    const twice = checklistMasterCreateBody.safeParse({
      name: 'x',
      sections: [
        {
          title: 'A',
          items: [
            { item_id: 'a', label: 'One', type: 'text' },
            { item_id: 'a', label: 'Two', type: 'text' },
          ],
        },
      ],
    });
    expect(twice.success).toBe(false);
    const range = checklistMasterCreateBody.safeParse({
      name: 'x',
      sections: [{ title: 'A', items: [{ label: 'N', type: 'number', min: 5, max: 1 }] }],
    });
    expect(range.success).toBe(false);
    expect(range.error?.issues[0]?.path).toEqual(['sections', 0, 'items', 0, 'max']);
  });
});

describe('evaluateChecklist', () => {
  it('passes a complete checklist with nothing failed', () => {
    const result = evaluateChecklist(sections, good());
    expect(result.issues).toEqual([]);
    expect(result.result).toBe('passed');
    expect(result.failed_items).toEqual([]);
    expect(result.answers).toHaveLength(7);
    expect(result.answers.find((a) => a.item.item_id === 'remarks')?.answer).toBeNull();
  });

  it('names every required item left out, and the photo and signature they need', () => {
    const result = evaluateChecklist(sections, [{ item_id: 'brakes', value: 'pass' }]);
    expect(result.issues.map((i) => i.item_id)).toEqual([
      'battery',
      'cameras-work',
      'damage-photo',
      'signature',
    ]);
    expect(result.issues[0]).toEqual({
      field: 'body.answers',
      item_id: 'battery',
      message: '“Battery” (Running gear) needs an answer',
    });
    expect(result.issues[2]!.message).toContain('needs a photo');
    expect(result.issues[3]!.message).toContain('needs a signature');
  });

  it('refuses values of the wrong kind, unknown items and items answered twice', () => {
    const answers = [
      ...good().filter((a) => a.item_id !== 'brakes' && a.item_id !== 'battery'),
      { item_id: 'brakes', value: 'ok' },
      { item_id: 'battery', value: 'full' },
      { item_id: 'wipers', value: 'pass' },
      { item_id: 'cameras-work', value: 'yes' },
    ];
    const result = evaluateChecklist(sections, answers);
    expect(result.issues).toEqual(
      expect.arrayContaining([
        {
          field: 'body.answers.3.value',
          item_id: 'brakes',
          message: '“Brakes” takes pass, fail or N.A. (na)',
        },
        { field: 'body.answers.4.value', item_id: 'battery', message: '“Battery” takes a number' },
        {
          field: 'body.answers.5.item_id',
          item_id: 'wipers',
          message: '“wipers” is not an item of this checklist',
        },
        {
          field: 'body.answers.6.item_id',
          item_id: 'cameras-work',
          message: '“Cameras work” is answered twice',
        },
      ]),
    );
    expect(result.issues).toHaveLength(4);
  });

  it('fails a fail, an unexpected yes/no and a reading out of range; N.A. passes', () => {
    const answers = good().map((a) =>
      a.item_id === 'brakes'
        ? { ...a, value: 'fail', severity: 'critical' as const }
        : a.item_id === 'battery'
          ? { ...a, value: 12 }
          : a,
    );
    answers.push({ item_id: 'belt-cutter-absent', value: 'yes' });
    const result = evaluateChecklist(sections, answers);
    expect(result.issues).toEqual([]);
    expect(result.result).toBe('failed');
    expect(result.safety_critical_failed).toBe(true);
    expect(result.failed_items).toEqual([
      {
        item_id: 'brakes',
        label: 'Brakes',
        safety_critical: true,
        blocking: true,
        severity: 'critical',
      },
      {
        item_id: 'battery',
        label: 'Battery',
        safety_critical: false,
        blocking: true,
        severity: null,
      },
      {
        item_id: 'belt-cutter-absent',
        label: 'Belt cutter absent',
        safety_critical: false,
        blocking: false,
        severity: null,
      },
    ]);
    const na = evaluateChecklist(
      sections,
      good().map((a) => (a.item_id === 'brakes' ? { ...a, value: 'na' } : a)),
    );
    expect(na.result).toBe('passed');
    const cameras = evaluateChecklist(
      sections,
      good().map((a) => (a.item_id === 'cameras-work' ? { ...a, value: 'no' } : a)),
    );
    expect(cameras.failed_items.map((f) => f.item_id)).toEqual(['cameras-work']);
    expect(cameras.safety_critical_failed).toBe(false);
  });

  it('records a failed item that is neither safety-critical nor blocking as a defect and passes', () => {
    const minor = evaluateChecklist(
      sections,
      good().map((a) =>
        a.item_id === 'cameras-work' ? { ...a, value: 'no', severity: 'minor' as const } : a,
      ),
    );
    expect(minor.result).toBe('passed');
    expect(minor.failed_items).toEqual([
      {
        item_id: 'cameras-work',
        label: 'Cameras work',
        safety_critical: false,
        blocking: false,
        severity: 'minor',
      },
    ]);
    const flat = evaluateChecklist(
      sections,
      good().map((a) => (a.item_id === 'battery' ? { ...a, value: 12 } : a)),
    );
    expect(flat).toMatchObject({ result: 'failed', safety_critical_failed: false });
  });
});

describe('checklistApplies', () => {
  const v = 'vehicle-1';
  it('applies to every vehicle without targets, else to the vehicles and routes named', () => {
    expect(checklistApplies({ Vehicle_IDs: [], Route_IDs: [] }, v)).toBe(true);
    expect(checklistApplies({ Vehicle_IDs: [v], Route_IDs: [] }, v)).toBe(true);
    expect(checklistApplies({ Vehicle_IDs: ['other'], Route_IDs: [] }, v)).toBe(false);
    expect(checklistApplies({ Vehicle_IDs: [], Route_IDs: ['r'] }, v, 'r')).toBe(true);
    expect(checklistApplies({ Vehicle_IDs: [], Route_IDs: ['r'] }, v)).toBe(false);
  });
});
