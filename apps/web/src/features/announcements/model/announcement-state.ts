import type { Announcement } from '@shuttle-ops/domain';

export type AnnouncementState = 'current' | 'planned' | 'ended' | 'archived';

/** Where an announcement is in its life at `now` (ms). */
export function announcementState(row: Announcement, now: number): AnnouncementState {
  if (row.archived) return 'archived';
  if (Date.parse(row.start_dt) > now) return 'planned';
  if (row.end_dt !== null && Date.parse(row.end_dt) <= now) return 'ended';
  return 'current';
}

export const STATE_LOOK: Record<AnnouncementState, { label: string; color: string }> = {
  current: { label: 'Shown now', color: 'green' },
  planned: { label: 'Planned', color: 'blue' },
  ended: { label: 'Ended', color: 'gray' },
  archived: { label: 'Archived', color: 'gray' },
};
