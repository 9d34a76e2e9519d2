import type { Db } from '../../db/database.ts';
import type { TimelineRange } from '../../lib/timeline-range.ts';
import { alarmTimeline } from '../alarms/index.ts';
import { doorChanges, thinnedTrack } from '../fleet/index.ts';
import { commandTimeline } from '../remote-control/index.ts';
import { serviceTimeline } from '../services/index.ts';

export type { TrackRow } from '../fleet/index.ts';

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
  };
}

export type PlaybackRepository = ReturnType<typeof playbackRepository>;
