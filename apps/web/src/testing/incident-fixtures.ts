import type { Incident, IncidentReport, IncidentSummary } from '@shuttle-ops/domain';
import { CUSTOMER_ID } from './wire-fixtures.ts';

export const VEHICLE_ID = '33333333-3333-4333-8333-333333333333';
export const ROUTE_ID = '22222222-2222-4222-8222-222222222222';
export const SERVICE_ID = '11111111-1111-4111-8111-111111111111';
export const STOP_ID = '44444444-4444-4444-8444-444444444444';

const id = (n: number) => `55555555-5555-4555-8555-${String(n).padStart(12, '0')}`;

/** An incident as `GET incidents/{id}` answers it: number `n` occurred on 2 Jul 2026, 09:0n BST. */
export function incidentFixture(n = 1, overrides: Partial<Incident> = {}): Incident {
  const occurred = `2026-07-02T08:0${n}:00.000Z`;
  return {
    Incident_ID: id(n),
    Customer_ID: CUSTOMER_ID,
    reference: `INC-2026-000${n}`,
    title: `Emergency stop ${n}`,
    description: 'A cyclist crossed in front of the shuttle.',
    category: 'emergency-stop',
    severity: 'moderate',
    status: 'open',
    occurred_at: occurred,
    location: { lat: 51.575, lon: -1.311 },
    BS_ID: STOP_ID,
    bus_stop_name: 'Rutherford Avenue',
    Vehicle_ID: VEHICLE_ID,
    vehicle_name: 'Harwell Shuttle 1',
    Service_ID: SERVICE_ID,
    Route_ID: ROUTE_ID,
    route_name: 'Harwell Campus Loop',
    Operator_ID: null,
    operatorName: 'Olive Operator',
    people_involved: [{ name: 'Sam Rider', role: 'cyclist', injured: false, notes: null }],
    actions_taken: 'Checked the passengers.',
    root_cause: null,
    follow_ups: [{ text: 'Review the crossing', done: false, due: '2026-07-10' }],
    alarms: [{ id: 'alarm-1', label: 'EMERGENCY_STOP (critical)', at: occurred }],
    commands: [],
    missions: [],
    attachments: [
      {
        file_id: '66666666-6666-4666-8666-000000000001',
        name: 'front.jpg',
        content_type: 'image/jpeg',
        size: 1000,
        url: '/files/front.jpg',
        thumbnail_url: '/files/front-thumb.jpg',
        expires_at: '2026-07-02T09:00:00.000Z',
      },
      {
        file_id: '66666666-6666-4666-8666-000000000002',
        name: 'statement.pdf',
        content_type: 'application/pdf',
        size: 2000,
        url: '/files/statement.pdf',
        thumbnail_url: null,
        expires_at: '2026-07-02T09:00:00.000Z',
      },
    ],
    telemetry_snapshot: {
      from: `2026-07-02T08:0${n - 1}:59.000Z`,
      to: `2026-07-02T08:0${n}:01.000Z`,
      samples: [0, 1, 2].map((s) => ({
        dt: `2026-07-02T08:0${n}:0${s}.000Z`,
        speed: [12.5, 3.2, 0][s] ?? 0,
        lat: 51.575 + s * 0.0001,
        lon: -1.311,
        door_status: 'CLOSED',
        vehicle_mode: 'AUTONOMOUS',
        robot_mode: 'RUNNING',
        supervision_mode: s === 2 ? 'EMERGENCY_STOP' : 'NOMINAL',
      })),
    },
    timeline: [
      {
        at: occurred,
        user_id: 'user-1',
        user_name: 'Olive Operator',
        action: 'created',
        changes: [],
      },
      {
        at: '2026-07-02T10:15:00.000Z',
        user_id: 'user-2',
        user_name: 'Ada Admin',
        action: 'status',
        changes: ['open → under-investigation'],
      },
    ],
    created_at: occurred,
    created_by: 'Olive Operator',
    updated_at: occurred,
    closed_at: null,
    version: 3,
    ...overrides,
  };
}

/** The list's row of an incident. */
export function summaryOf(incident: Incident): IncidentSummary {
  const {
    timeline: _t,
    telemetry_snapshot: _s,
    alarms: _a,
    commands: _c,
    missions: _m,
    ...summary
  } = incident;
  return summary;
}

export function reportFixture(rows: IncidentSummary[]): IncidentReport {
  return {
    report_id: '77777777-7777-4777-8777-000000000001',
    title: 'July incidents',
    params: {
      from: '2026-06-30T23:00:00.000Z',
      to: '2026-07-31T23:00:00.000Z',
      Vehicle_ID: null,
      category: null,
      severity: null,
      status: null,
    },
    created_at: '2026-08-01T09:00:00.000Z',
    created_by: 'Ada Admin',
    row_count: rows.length,
    by_category: { 'emergency-stop': rows.length },
    by_severity: { moderate: rows.length },
    truncated: false,
    rows,
  };
}
