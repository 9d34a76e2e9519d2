import { z } from 'zod';
import { customerIdParam, listQuery, listResponse, timestamp } from '../admin/list.ts';
import { MISSION_LIFECYCLES, MISSION_TYPES } from '../fleet/mission-event.ts';

/**
 * Where a mission is on its vehicle's stack: `queued` waits for the vehicle's current mission to
 * end, `active` has been sent to the vehicle, `ended` reached a final lifecycle.
 */
export const MISSION_STACK_STATUSES = ['queued', 'active', 'ended'] as const;
export type MissionStackStatus = (typeof MISSION_STACK_STATUSES)[number];

/** A mission with its latest lifecycle, as the mission API answers it. */
export const mission = z.object({
  mission_id: z.uuid(),
  Customer_ID: z.uuid(),
  vehicle_id: z.uuid(),
  site_id: z.string(),
  type: z.enum(MISSION_TYPES),
  station_id: z.string(),
  station_name: z.string(),
  status: z.enum(MISSION_STACK_STATUSES),
  lifecycle: z.enum(MISSION_LIFECYCLES),
  /** 1 for the next queued mission of the vehicle; null unless queued. */
  queue_position: z.number().int().nullable(),
  /** Expected arrival and metres left, while the vehicle drives (from its mission events). */
  eta: timestamp.nullable(),
  remaining_m: z.number().nullable(),
  /** Why it was cancelled or failed. */
  reason: z.string().nullable(),
  requested_by: z.string().nullable(),
  create_dt: timestamp,
  update_dt: timestamp,
});
export type Mission = z.infer<typeof mission>;

/** `POST missionapi/request/station/{site}` and `…/draft/station/{site}`. */
export const missionRequestBody = z.object({
  Customer_ID: customerIdParam,
  vehicle_id: z.uuid(),
  station_id: z.string().trim().min(1).max(32),
});
export type MissionRequestBody = z.infer<typeof missionRequestBody>;

/** The answer of a draft: what a request would do, without sending anything. */
export const missionDraft = z.object({
  site_id: z.string(),
  vehicle_id: z.uuid(),
  station: z.object({
    station_id: z.string(),
    name: z.string(),
    lat: z.number(),
    lon: z.number(),
  }),
  /** The vehicle's last reported position; null when it has not reported one. */
  from: z.object({ lat: z.number(), lon: z.number(), dt_canbus: timestamp }).nullable(),
  /** Straight-line metres from the vehicle to the station. */
  distance_m: z.number().nullable(),
  /** Seconds of driving, estimated from the distance along campus roads at shuttle speed. */
  estimated_duration_s: z.number().nullable(),
  /** Missions that would run first: the active one and those queued before it. */
  missions_ahead: z.number().int(),
  /** What a request would do now: send it to the vehicle, or queue it behind the others. */
  would_be: z.enum(['active', 'queued']),
});
export type MissionDraft = z.infer<typeof missionDraft>;

/** One vehicle of the caller's customer in `GET missionapi/overview/{site}`. */
export const missionOverviewItem = z.object({
  vehicle_id: z.uuid(),
  name: z.string(),
  current: mission.nullable(),
  queued: z.number().int(),
  /** The lifecycle of the vehicle's latest mission, if it ever had one. */
  last_lifecycle: z.enum(MISSION_LIFECYCLES).nullable(),
  last_update_dt: timestamp.nullable(),
});
export type MissionOverviewItem = z.infer<typeof missionOverviewItem>;

export const missionOverview = z.object({
  site_id: z.string(),
  Items: z.array(missionOverviewItem),
  Count: z.number().int(),
  total: z.number().int(),
});
export type MissionOverview = z.infer<typeof missionOverview>;

export const MISSION_SORTABLE = ['create_dt', 'update_dt', 'lifecycle', 'station_id'] as const;

/**
 * `GET missionapi/missions/{site}`: the list contract plus filters; `from` and `to` bound the
 * missions' creation time, both included.
 */
export const missionListQuery = listQuery(MISSION_SORTABLE, 'create_dt')
  .extend({
    vehicle_id: z.uuid().optional(),
    station_id: z.string().trim().min(1).max(32).optional(),
    lifecycle: z.enum(MISSION_LIFECYCLES).optional(),
    status: z.enum(MISSION_STACK_STATUSES).optional(),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) > Date.parse(q.from), {
    error: 'must be after from',
    path: ['to'],
    // Only when both are valid date-times: one message per mistake.
    when: (payload) => payload.issues.length === 0,
  });
export type MissionListQuery = z.infer<typeof missionListQuery>;

export const missionList = listResponse(mission);
export type MissionList = z.infer<typeof missionList>;

/** `GET|DELETE missionapi/stack/{site}`: one mission by id, or (GET only) a vehicle's stack. */
export const missionStackQuery = z.object({
  Customer_ID: customerIdParam,
  mission_id: z.uuid().optional(),
  vehicle_id: z.uuid().optional(),
});
export type MissionStackQuery = z.infer<typeof missionStackQuery>;

export const missionCancelQuery = z.object({
  Customer_ID: customerIdParam,
  mission_id: z.uuid(),
});
export type MissionCancelQuery = z.infer<typeof missionCancelQuery>;

export const missionSiteParams = z.object({ site: z.string().min(1).max(32) });
