import { z } from 'zod';
import { customerIdParam, listResponse, timestamp } from '../admin/list.ts';

export const OCCUPANCY_SOURCES = ['operator', 'telemetry'] as const;
export type OccupancySource = (typeof OCCUPANCY_SOURCES)[number];

const count = z.number().int().min(0).max(500);

/**
 * `POST services/{id}/occupancies`: people getting on and off, counted by the operator. At least
 * one count must be above zero. The result may not exceed the vehicle's `maxOccupancy` or
 * `max_wheelchair_occupancy`, nor go below zero (409, nothing recorded). Wheelchair users are
 * passengers too: a wheelchair boarding also counts in `occupancy`.
 */
export const occupancyBody = z
  .object({
    Customer_ID: customerIdParam,
    boardings: count.default(0),
    alightings: count.default(0),
    wheelchair_boardings: count.default(0),
    wheelchair_alightings: count.default(0),
    /** The stop (`No` of the service's stops) where it happened, if at one. */
    No: z.number().int().min(1).max(500).optional(),
  })
  .refine(
    (b) => b.boardings + b.alightings + b.wheelchair_boardings + b.wheelchair_alightings > 0,
    {
      error: 'count at least one boarding or alighting',
      path: ['boardings'],
      // Only when the counts themselves are valid: one message per mistake.
      when: (payload) => payload.issues.length === 0,
    },
  );
export type OccupancyBody = z.infer<typeof occupancyBody>;

/** One recorded change of a service's occupancy, with the counts after it. */
export const occupancyRecord = z.object({
  id: z.number().int(),
  Service_ID: z.uuid(),
  Customer_ID: z.uuid(),
  at: timestamp,
  /** The user who counted; null for the vehicle's own passenger counter. */
  by: z.uuid().nullable(),
  source: z.enum(OCCUPANCY_SOURCES),
  No: z.number().int().nullable(),
  boardings: z.number().int(),
  alightings: z.number().int(),
  wheelchair_boardings: z.number().int(),
  wheelchair_alightings: z.number().int(),
  occupancy: z.number().int(),
  wheelchair_occupancy: z.number().int(),
});
export type OccupancyRecord = z.infer<typeof occupancyRecord>;

export const occupancyList = listResponse(occupancyRecord);
