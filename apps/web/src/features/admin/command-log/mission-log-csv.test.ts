import type { Mission } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import { missionLogCsv } from './mission-log-csv.ts';

const row: Mission = {
  mission_id: '7c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5',
  Customer_ID: '0b9f3a2e-5c1d-4e8f-9a7b-2c3d4e5f6a7b',
  vehicle_id: '375f8a16-6310-4766-99ac-176a750494e6',
  site_id: 'DAR-HWL',
  type: 'station',
  station_id: 'HWL-ST-05',
  station_name: 'Depot, north',
  status: 'ended',
  lifecycle: 'failed',
  queue_position: null,
  eta: null,
  remaining_m: null,
  reason: 'vehicle said "no"',
  requested_by: '@remote',
  create_dt: '2026-12-01T09:00:00.000Z',
  update_dt: '2026-07-01T09:00:01.000Z',
};

describe('missionLogCsv', () => {
  it('writes site times, vehicle names and quoted, defused fields', () => {
    const other = { ...row, mission_id: 'other', vehicle_id: 'unknown-vehicle', reason: null };
    const csv = missionLogCsv([row, other], new Map([[row.vehicle_id, 'Shuttle 1']]));
    const [header, line, second, rest] = csv.split('\r\n');
    expect(header).toBe(
      'requested (Europe/London),vehicle,station,lifecycle,status,reason,requested by,updated (Europe/London),mission_id',
    );
    // 09:00 UTC is 09:00 in London in December (GMT) and 10:00 in July (BST).
    expect(line).toBe(
      `2026-12-01 09:00:00,Shuttle 1,"Depot, north",failed,ended,"vehicle said ""no""",'@remote,2026-07-01 10:00:01,${row.mission_id}`,
    );
    // A vehicle the list does not know is written by its id; a missing reason is empty.
    expect(second).toContain(',unknown-vehicle,');
    expect(second).toContain(',ended,,');
    expect(rest).toBe('');
  });
});
