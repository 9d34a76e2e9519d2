import type { Announcement } from '@shuttle-ops/domain';
import type { BusEventOf } from '../../events/bus-event.ts';

/** An announcement was created or changed; it belongs to no vehicle (`vehicleId` is empty). */
export type AnnouncementEvent = BusEventOf<'announcement', Announcement>;

declare module '../../events/bus-event.ts' {
  interface BusEvents {
    announcements: AnnouncementEvent;
  }
}
