import type { ChecklistItemWire, ChecklistMaster } from '@shuttle-ops/domain';
import { CUSTOMER_ID } from '../../testing/wire-fixtures.ts';

export const MASTER_ID = '50000000-0000-4000-8000-000000000001';

export function itemFixture(overrides: Partial<ChecklistItemWire> = {}): ChecklistItemWire {
  return {
    item_id: 'brakes',
    label: 'Brakes',
    instructions: null,
    type: 'pass_fail_na',
    required: true,
    safety_critical: true,
    blocking: false,
    min: null,
    max: null,
    unit: null,
    expected: null,
    item_icon_or_picture: null,
    item_icon_or_picture_link: null,
    ...overrides,
  };
}

/** A master as `GET checklist/master` answers it. */
export function masterFixture(overrides: Partial<ChecklistMaster> = {}): ChecklistMaster {
  return {
    CL_Master_ID: MASTER_ID,
    Customer_ID: CUSTOMER_ID,
    name: 'Daily pre-departure check',
    description: 'Before the first service of the day',
    version: 3,
    sections: [
      {
        section_id: 'running-gear',
        title: 'Running gear',
        items: [
          itemFixture(),
          itemFixture({
            item_id: 'battery',
            label: 'Battery charge',
            type: 'number',
            safety_critical: false,
            min: 40,
            max: 100,
            unit: '%',
          }),
        ],
      },
    ],
    applies_to: { Vehicle_IDs: [], Route_IDs: [] },
    item_count: 2,
    safety_critical_count: 1,
    created_by: 'admin',
    create_dt: '2026-06-01T09:30:00.000Z',
    update_dt: '2026-06-02T09:30:00.000Z',
    ...overrides,
  };
}
