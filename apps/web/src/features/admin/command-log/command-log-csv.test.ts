import type { VehicleCommandRecord } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import { commandLogCsv } from './command-log-csv.ts';

const row: VehicleCommandRecord = {
  command_id: '9b2d7c4e-1f3a-4b5c-8d6e-7f8091a2b3c4',
  Vehicle_ID: '375f8a16-6310-4766-99ac-176a750494e6',
  Customer_ID: '0b9f3a2e-5c1d-4e8f-9a7b-2c3d4e5f6a7b',
  command: 'door/open',
  state: 'rejected',
  reason: 'moving, "fast"',
  issued_at: '2026-07-01T09:00:00.000Z',
  expires_at: '2026-07-01T09:00:05.000Z',
  updated_at: '2026-07-01T09:00:01.000Z',
  user_id: null,
  username: '=cmd',
  history: [],
};

describe('commandLogCsv', () => {
  it('writes site times, vehicle names and quoted, defused fields', () => {
    const csv = commandLogCsv([row], new Map([[row.Vehicle_ID, 'Shuttle 1']]));
    const [header, line] = csv.trimEnd().split('\r\n');
    expect(header).toContain('issued (Europe/London)');
    // 09:00 UTC is 10:00 in London in July (BST).
    expect(line).toBe(
      `2026-07-01 10:00:00,Shuttle 1,door/open,rejected,"moving, ""fast""",'=cmd,2026-07-01 10:00:01,${row.command_id}`,
    );
  });
});
