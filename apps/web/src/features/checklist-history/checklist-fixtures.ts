import type {
  ChecklistAnswerWire,
  ChecklistImage,
  ChecklistTransaction,
} from '@shuttle-ops/domain';
import { CUSTOMER_ID } from '../../testing/wire-fixtures.ts';

export const VEHICLE_ID = '40000000-0000-4000-8000-000000000002';
export const OPERATOR_ID = '10000000-0000-4000-8000-000000000007';

export function imageFixture(n: number): ChecklistImage {
  return {
    file_id: `90000000-0000-4000-8000-00000000000${n}`,
    url: `/files/photo-${n}.png?sig=x`,
    thumbnail_url: `/files/photo-${n}-thumb.png?sig=x`,
    content_type: 'image/png',
    width: 64,
    height: 64,
    size: 200,
    expires_at: '2026-07-01T09:15:00.000Z',
  };
}

export function answerFixture(overrides: Partial<ChecklistAnswerWire> = {}): ChecklistAnswerWire {
  return {
    item_id: 'brakes',
    section_title: 'Running gear',
    label: 'Brakes hold',
    type: 'pass_fail_na',
    safety_critical: true,
    value: 'pass',
    comment: null,
    severity: null,
    failed: false,
    markup_or_manual_photo: null,
    markup_image: null,
    signature: null,
    ...overrides,
  };
}

/** A completed checklist of 1 Jul 2026 (London is UTC+1), passed unless told otherwise. */
export function checklistFixture(
  n: number,
  overrides: Partial<ChecklistTransaction> = {},
): ChecklistTransaction {
  return {
    CL_Transaction_ID: `80000000-0000-4000-8000-00000000000${n}`,
    CL_Master_ID: '70000000-0000-4000-8000-000000000001',
    master_version: 3,
    master_name: 'Daily pre-departure check',
    Customer_ID: CUSTOMER_ID,
    Vehicle_ID: VEHICLE_ID,
    vehicle_name: 'Harwell Shuttle 2',
    Service_ID: null,
    Operator_ID: OPERATOR_ID,
    operatorName: 'Olive Operator',
    completed_date: `2026-07-0${n}T06:00:0${n}.000Z`,
    started_date: `2026-07-0${n}T05:52:00.000Z`,
    location: { lat: 51.575, lon: -1.311 },
    result: 'passed',
    safety_critical_failed: false,
    failed_items: [],
    answers: [answerFixture()],
    notes: { text: null, video_or_images: [] },
    anonymized: false,
    ...overrides,
  };
}

/** A failed checklist: a non-critical tyre item failed, with a photo and its marked-up copy. */
export function failedChecklistFixture(n: number): ChecklistTransaction {
  return checklistFixture(n, {
    result: 'failed',
    failed_items: [
      { item_id: 'tyres', label: 'Tyres undamaged', safety_critical: false, severity: 'minor' },
    ],
    answers: [
      answerFixture(),
      answerFixture({
        item_id: 'tyres',
        label: 'Tyres undamaged',
        safety_critical: false,
        value: 'fail',
        failed: true,
        severity: 'minor',
        comment: 'Cut in the left front tyre',
        markup_or_manual_photo: imageFixture(1),
        markup_image: imageFixture(2),
      }),
      answerFixture({
        item_id: 'signature',
        section_title: 'Sign-off',
        label: 'Operator’s signature',
        type: 'signature',
        safety_critical: false,
        value: null,
        signature: imageFixture(3),
      }),
    ],
    notes: { text: 'Left mirror loose', video_or_images: [imageFixture(4)] },
  });
}
