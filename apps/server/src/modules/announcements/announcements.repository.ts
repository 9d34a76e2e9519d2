import { and, eq, gt, inArray, isNull, lte, not, or, type SQL } from 'drizzle-orm';
import type { AnnouncementAudience, SortOrder } from '@shuttle-ops/domain';
import type { Db } from '../../db/database.ts';
import { announcements } from './schema.ts';
import { lowerOf, ordering, pageOfRows, textSearch } from '../../lib/list-query.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';

export type AnnouncementRow = typeof announcements.$inferSelect;
export type NewAnnouncement = Omit<typeof announcements.$inferInsert, 'customerId'>;
export type AnnouncementPatch = Partial<
  Pick<NewAnnouncement, 'text' | 'audience' | 'startAt' | 'endAt' | 'archived'>
>;

export interface AnnouncementFilter {
  query?: string | undefined;
  /** Shown now (true), not shown now (false), or either. */
  current?: boolean | undefined;
  /** The audience that sees them: its own and `both`. */
  audience?: AnnouncementAudience | undefined;
  archived?: boolean | undefined;
  now: Date;
  sort: 'start_dt' | 'end_dt' | 'create_dt' | 'audience' | 'text';
  order: SortOrder;
  limit: number;
  offset: number;
}

const SORT = {
  start_dt: announcements.startAt,
  end_dt: announcements.endAt,
  create_dt: announcements.createdAt,
  audience: announcements.audience,
  text: lowerOf(announcements.text),
};

/** Started, not ended and not archived at `now`. */
export function shownAt(now: Date): SQL {
  return and(
    eq(announcements.archived, false),
    lte(announcements.startAt, now),
    or(isNull(announcements.endAt), gt(announcements.endAt, now)),
  )!;
}

const seenBy = (audience: AnnouncementAudience): SQL =>
  audience === 'both'
    ? eq(announcements.audience, 'both')
    : inArray(announcements.audience, [audience, 'both']);

/** Queries of a tenant's announcements; every one is limited by the scope. */
export function announcementsRepository(db: Db) {
  const mine = (scope: TenantScope, id: string) =>
    and(scope.where(announcements.customerId), eq(announcements.id, id));

  return {
    async list(scope: TenantScope, filter: AnnouncementFilter) {
      const where: (SQL | undefined)[] = [
        scope.where(announcements.customerId),
        textSearch(filter.query, [announcements.text, announcements.createdBy]),
        filter.audience ? seenBy(filter.audience) : undefined,
        filter.current === undefined
          ? undefined
          : filter.current
            ? shownAt(filter.now)
            : not(shownAt(filter.now)),
        // Archived ones only when asked for.
        eq(announcements.archived, filter.archived ?? false),
      ];
      return pageOfRows(
        db,
        announcements,
        and(...where),
        ordering(SORT[filter.sort], filter.order, announcements.id),
        filter,
      );
    },
    async findById(scope: TenantScope, id: string): Promise<AnnouncementRow | undefined> {
      const [row] = await db.select().from(announcements).where(mine(scope, id));
      return row;
    },
    async insert(scope: TenantScope, values: NewAnnouncement): Promise<AnnouncementRow> {
      const [row] = await db
        .insert(announcements)
        .values({ ...values, customerId: scope.customerId })
        .returning();
      return row!;
    },
    async update(scope: TenantScope, id: string, patch: AnnouncementPatch) {
      const [row] = await db
        .update(announcements)
        .set({ ...patch, updatedAt: new Date() })
        .where(mine(scope, id))
        .returning();
      return row;
    },
  };
}

export type AnnouncementsRepository = ReturnType<typeof announcementsRepository>;
