import { z } from 'zod';
import { customerIdParam, listQuery, listResponse, timestamp } from '../admin/list.ts';

export const ANNOUNCEMENT_AUDIENCES = ['operators', 'public', 'both'] as const;
export const announcementAudience = z.enum(ANNOUNCEMENT_AUDIENCES);
export type AnnouncementAudience = z.infer<typeof announcementAudience>;

export const ANNOUNCEMENT_TEXT_MAX = 500;

/** An announcement as staff read it (`GET /dev/v1/announcements`). */
export const announcement = z.object({
  id: z.uuid(),
  Customer_ID: z.uuid(),
  text: z.string(),
  audience: announcementAudience,
  start_dt: timestamp,
  /** Null: open-ended. */
  end_dt: timestamp.nullable(),
  archived: z.boolean(),
  /** Whether it is shown now (started, not ended, not archived). */
  current: z.boolean(),
  created_by: z.string(),
  create_dt: timestamp,
  update_dt: timestamp,
});
export type Announcement = z.infer<typeof announcement>;

/** What a passenger sees (`GET /public/v1/announcements`): no author, no ids of people. */
export const publicAnnouncement = announcement.pick({
  id: true,
  text: true,
  start_dt: true,
  end_dt: true,
});
export type PublicAnnouncement = z.infer<typeof publicAnnouncement>;

const text = z.string().trim().min(1).max(ANNOUNCEMENT_TEXT_MAX);
const instant = z.iso.datetime({ offset: true });

const endsAfterStart = (value: {
  start_dt?: string | undefined;
  end_dt?: string | null | undefined;
}) => !value.start_dt || !value.end_dt || Date.parse(value.end_dt) > Date.parse(value.start_dt);
const endAfterStartIssue = { message: 'end_dt must be after start_dt', path: ['end_dt'] };

export const announcementCreateBody = z
  .object({
    Customer_ID: customerIdParam,
    text,
    audience: announcementAudience,
    /** Defaults to now. */
    start_dt: instant.optional(),
    end_dt: instant.nullable().optional(),
  })
  .refine(endsAfterStart, endAfterStartIssue);
export type AnnouncementCreateBody = z.infer<typeof announcementCreateBody>;

/** Spec §7 has no DELETE: an announcement ends by its `end_dt`, or is archived. */
export const announcementUpdateBody = z
  .object({
    Customer_ID: customerIdParam,
    text: text.optional(),
    audience: announcementAudience.optional(),
    start_dt: instant.optional(),
    end_dt: instant.nullable().optional(),
    archived: z.boolean().optional(),
  })
  .refine(endsAfterStart, endAfterStartIssue);
export type AnnouncementUpdateBody = z.infer<typeof announcementUpdateBody>;

export const ANNOUNCEMENT_SORT = ['start_dt', 'end_dt', 'create_dt', 'audience', 'text'] as const;

const booleanText = z.enum(['true', 'false']).transform((v) => v === 'true');

export const announcementListQuery = listQuery(ANNOUNCEMENT_SORT, 'start_dt').extend({
  /** `true`: only those shown now; `false`: only those not shown now. */
  current: booleanText.optional(),
  /** Those an audience sees: `operators` also gives `both`, and so does `public`. */
  audience: announcementAudience.optional(),
  /** Archived ones are left out unless asked for. */
  archived: booleanText.optional(),
});
export type AnnouncementListQuery = z.infer<typeof announcementListQuery>;

export const announcementList = listResponse(announcement);
export const publicAnnouncementList = listResponse(publicAnnouncement);
export type PublicAnnouncementList = z.infer<typeof publicAnnouncementList>;
