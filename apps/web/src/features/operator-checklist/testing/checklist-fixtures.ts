import type {
  ChecklistItemWire,
  ChecklistMaster,
  ChecklistTransaction,
  DepartureGateStatus,
} from '@shuttle-ops/domain';
import { CUSTOMER_ID } from '../../../testing/wire-fixtures.ts';

export const VEHICLE_ID = '40000000-0000-4000-8000-000000000002';
export const MASTER_ID = '50000000-0000-4000-8000-000000000001';

export function itemFixture(overrides: Partial<ChecklistItemWire>): ChecklistItemWire {
  return {
    item_id: 'item',
    label: 'Item',
    instructions: null,
    type: 'pass_fail_na',
    required: true,
    safety_critical: false,
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

/** A master of three required items and an optional remark. */
export function masterFixture(overrides: Partial<ChecklistMaster> = {}): ChecklistMaster {
  return {
    CL_Master_ID: MASTER_ID,
    Customer_ID: CUSTOMER_ID,
    name: 'Daily pre-departure check',
    description: null,
    version: 3,
    sections: [
      {
        section_id: 'running-gear',
        title: 'Running gear',
        items: [
          itemFixture({
            item_id: 'brakes',
            label: 'Brakes',
            safety_critical: true,
            instructions: 'Press the pedal hard.',
            item_icon_or_picture: 'brake',
          }),
          itemFixture({
            item_id: 'battery',
            label: 'Battery charge',
            type: 'number',
            min: 30,
            max: 100,
            unit: '%',
          }),
          itemFixture({
            item_id: 'cameras',
            label: 'Cameras work',
            type: 'yes_no',
            expected: 'yes',
          }),
        ],
      },
      {
        section_id: 'notes',
        title: 'Notes',
        items: [
          itemFixture({ item_id: 'remarks', label: 'Remarks', type: 'text', required: false }),
        ],
      },
    ],
    applies_to: { Vehicle_IDs: [VEHICLE_ID], Route_IDs: [] },
    item_count: 4,
    safety_critical_count: 1,
    created_by: 'admin',
    create_dt: '2026-06-01T09:30:00.000Z',
    update_dt: '2026-06-01T09:30:00.000Z',
    ...overrides,
  };
}

export function gateFixture(overrides: Partial<DepartureGateStatus> = {}): DepartureGateStatus {
  return {
    Vehicle_ID: VEHICLE_ID,
    vehicle_name: 'Harwell Shuttle 2',
    allowed: false,
    state: 'checklist_required',
    message:
      'Complete “Daily pre-departure check” for Harwell Shuttle 2 today before starting a service.',
    CL_Master_IDs: [MASTER_ID],
    last_checklist: null,
    hold: null,
    ...overrides,
  };
}

export function transactionFixture(
  overrides: Partial<ChecklistTransaction> = {},
): ChecklistTransaction {
  return {
    CL_Transaction_ID: '60000000-0000-4000-8000-000000000001',
    CL_Master_ID: MASTER_ID,
    master_version: 3,
    master_name: 'Daily pre-departure check',
    Customer_ID: CUSTOMER_ID,
    Vehicle_ID: VEHICLE_ID,
    vehicle_name: 'Harwell Shuttle 2',
    Service_ID: null,
    Operator_ID: null,
    operatorName: 'Operator',
    completed_date: '2026-06-02T06:00:00.000Z',
    started_date: '2026-06-02T05:50:00.000Z',
    location: null,
    result: 'passed',
    safety_critical_failed: false,
    failed_items: [],
    answers: [],
    notes: { text: null, video_or_images: [] },
    anonymized: false,
    ...overrides,
  };
}
