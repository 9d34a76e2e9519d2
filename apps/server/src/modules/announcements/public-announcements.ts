import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { shownAt, type AnnouncementRow } from './announcements.repository.ts';
import { announcements } from './schema.ts';

/** The customer's announcements for the public (or everyone) shown at `now`. */
export function currentPublicAnnouncements(
  db: Db,
  customerId: string,
  now: Date,
): Promise<AnnouncementRow[]> {
  return db
    .select()
    .from(announcements)
    .where(
      and(
        eq(announcements.customerId, customerId),
        inArray(announcements.audience, ['public', 'both']),
        shownAt(now),
      ),
    )
    .orderBy(asc(announcements.startAt), asc(announcements.id));
}
