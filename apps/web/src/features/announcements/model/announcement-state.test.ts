import type { Announcement } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import { announcementState } from './announcement-state.ts';

const row = (over: Partial<Announcement>): Announcement => ({
  id: '0b3c2a4e-1a2b-4c3d-8e9f-000000000001',
  Customer_ID: '0b3c2a4e-1a2b-4c3d-8e9f-000000000002',
  text: 'Hello',
  audience: 'both',
  start_dt: '2026-03-02T09:00:00.000Z',
  end_dt: '2026-03-02T10:00:00.000Z',
  archived: false,
  current: true,
  created_by: 'content-manager',
  create_dt: '2026-03-02T08:00:00.000Z',
  update_dt: '2026-03-02T08:00:00.000Z',
  ...over,
});
const at = (iso: string) => Date.parse(iso);

describe('announcementState', () => {
  it('is planned before the start, current until the end, ended from it', () => {
    expect(announcementState(row({}), at('2026-03-02T08:59:00Z'))).toBe('planned');
    expect(announcementState(row({}), at('2026-03-02T09:00:00Z'))).toBe('current');
    expect(announcementState(row({}), at('2026-03-02T10:00:00Z'))).toBe('ended');
    expect(announcementState(row({ end_dt: null }), at('2030-01-01T00:00:00Z'))).toBe('current');
  });

  it('is archived whatever the times say', () => {
    expect(announcementState(row({ archived: true }), at('2026-03-02T09:30:00Z'))).toBe('archived');
  });
});
