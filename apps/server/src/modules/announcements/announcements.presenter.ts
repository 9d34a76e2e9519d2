import type { Announcement, PublicAnnouncement } from '@shuttle-ops/domain';
import type { AnnouncementRow } from './announcements.repository.ts';

/** Started, not ended and not archived at `now` (the same rule as the repository's query). */
export function isShown(row: AnnouncementRow, now: Date): boolean {
  return (
    !row.archived &&
    row.startAt.getTime() <= now.getTime() &&
    (row.endAt === null || row.endAt.getTime() > now.getTime())
  );
}

/** The one place an announcement row becomes its wire shape. */
export function presentAnnouncement(row: AnnouncementRow, now = new Date()): Announcement {
  return {
    id: row.id,
    Customer_ID: row.customerId,
    text: row.text,
    audience: row.audience,
    start_dt: row.startAt.toISOString(),
    end_dt: row.endAt?.toISOString() ?? null,
    archived: row.archived,
    current: isShown(row, now),
    created_by: row.createdBy,
    create_dt: row.createdAt.toISOString(),
    update_dt: row.updatedAt.toISOString(),
  };
}

/** What passengers see of an announcement. */
export function presentPublicAnnouncement(row: AnnouncementRow): PublicAnnouncement {
  return {
    id: row.id,
    text: row.text,
    start_dt: row.startAt.toISOString(),
    end_dt: row.endAt?.toISOString() ?? null,
  };
}
