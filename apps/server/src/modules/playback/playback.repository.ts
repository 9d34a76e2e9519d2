import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import type { TimelineRange } from '../../lib/timeline-range.ts';
import { alarmTimeline } from '../alarms/index.ts';
import { doorChanges, thinnedTrack } from '../fleet/index.ts';
import { commandTimeline } from '../remote-control/index.ts';
import { serviceTimeline } from '../services/index.ts';
import { savedPlaybacks } from './schema.ts';

export type { TrackRow } from '../fleet/index.ts';
export type SavedPlaybackRow = typeof savedPlaybacks.$inferSelect;
export type NewSavedPlayback = Omit<
  typeof savedPlaybacks.$inferInsert,
  'id' | 'customerId' | 'createdAt'
>;

/**
 * What a playback reads, each from the module that owns it: positions with their measures and
 * door changes (fleet), alarm steps (alarms), remote commands (remote control) and service starts
 * and ends (services). Every read is limited to the range's customer.
 */
export function playbackRepository(db: Db) {
  return {
    samples: (range: TimelineRange, bucketMs: number, measures: string[]) =>
      thinnedTrack(db, range, bucketMs, measures),
    doorEvents: (range: TimelineRange) => doorChanges(db, range),
    alarmEvents: (range: TimelineRange) => alarmTimeline(db, range),
    commandEvents: (range: TimelineRange) => commandTimeline(db, range),
    serviceEvents: (range: TimelineRange) => serviceTimeline(db, range),

    /** Saved playbacks, each the customer's own. */
    async save(scope: TenantScope, values: NewSavedPlayback): Promise<SavedPlaybackRow> {
      const [row] = await db
        .insert(savedPlaybacks)
        .values({ ...values, customerId: scope.customerId })
        .returning();
      return row!;
    },
    async findSaved(scope: TenantScope, id: string): Promise<SavedPlaybackRow | undefined> {
      const [row] = await db
        .select()
        .from(savedPlaybacks)
        .where(and(scope.where(savedPlaybacks.customerId), eq(savedPlaybacks.id, id)));
      return row;
    },
    async deleteSaved(scope: TenantScope, id: string): Promise<SavedPlaybackRow | undefined> {
      const [row] = await db
        .delete(savedPlaybacks)
        .where(and(scope.where(savedPlaybacks.customerId), eq(savedPlaybacks.id, id)))
        .returning();
      return row;
    },
  };
}

export type PlaybackRepository = ReturnType<typeof playbackRepository>;
