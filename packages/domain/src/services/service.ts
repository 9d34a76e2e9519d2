import { z } from 'zod';
import { ROUTE_TYPES } from '../admin/route.ts';
import { timestamp } from '../admin/list.ts';
import { serviceStatus } from './service-status.ts';

const isoOrNull = timestamp.nullable();

/**
 * How sure a stop's prediction is: `predicted` (following the shuttle closely), `approximate`
 * (its pace not known well yet, or varying: shown as "about"), `delayed` (the shuttle is held:
 * standing still between stops or stopped by a remote command; the ETA moves out while it lasts),
 * `unknown` (no position for 10 s or more: nobody can know).
 */
export const ETA_STATUSES = ['predicted', 'approximate', 'delayed', 'unknown'] as const;
export type EtaStatus = (typeof ETA_STATUSES)[number];

/**
 * What a screen says instead of a time when the shuttle cannot be promised: null while it can
 * (predicted or approximate; approximate times read "about").
 */
export function etaHoldWords(status: EtaStatus | null | undefined): string | null {
  if (status === 'delayed') return 'Delayed: the shuttle is held';
  if (status === 'unknown') return 'No prediction: the shuttle is not reporting';
  return null;
}

/**
 * One stop of a service (spec §3 `stops[]`), filled from the route when the service starts.
 * - `No`: 1..n in route order.
 * - `BSt`: scheduled arrival (ISO UTC): the start time plus the distance along the route path at
 *   the scheduled speed (DEFAULT_SCHEDULED_SPEED_KMH) plus SCHEDULED_DWELL_S at every earlier stop.
 * - `etaInitial`: the first prediction (equal to `BSt` at the start).
 * - `etaExpected`: the current prediction (ISO UTC), kept up to date by the ETA engine.
 * - `eta`: whole seconds from the last update to `etaExpected` (≥ 0); null while the vehicle is
 *   at the stop and, on a line, once it has been reached. On a loop, a stop the vehicle has left
 *   shows the next lap's estimate again.
 * - `arrived_at`: when the vehicle last arrived (ISO UTC), or null.
 * - `etaStatus`: how sure `etaExpected` is (ETA_STATUSES); `etaMargin`: how many seconds it may be
 *   off either way, null before the first prediction.
 */
export const serviceStop = z.object({
  No: z.number().int().min(1),
  BS_ID: z.uuid(),
  BSLabel: z.string().nullable(),
  BSName: z.string(),
  Direction: z.string().nullable(),
  lat: z.number(),
  lon: z.number(),
  BSt: timestamp,
  etaInitial: timestamp,
  etaExpected: timestamp,
  eta: z.number().int().min(0).nullable(),
  arrived_at: isoOrNull,
  etaStatus: z.enum(ETA_STATUSES).optional(),
  etaMargin: z.number().int().min(0).nullable().optional(),
});
export type ServiceStop = z.infer<typeof serviceStop>;

/** The vehicle's last known position while the service runs. */
export const lastPoint = z.object({ lat: z.number(), lon: z.number(), dt_iot: timestamp });
export type LastPoint = z.infer<typeof lastPoint>;

/**
 * Spec §3 Service: a vehicle running a route with an operator. `occupancy` counts passengers on
 * board, `wheelchair_occupancy` wheelchair users; the maxima are the vehicle's when the service
 * was created. `wheelchairSpace` is true while a wheelchair space is free. `start_dt` is the
 * planned start of a scheduled service and the actual start once active; `end_dt` when it ended.
 * With `route_criteria=lite` the `stops` are left out.
 */
export const service = z.object({
  Service_ID: z.uuid(),
  Customer_ID: z.uuid(),
  Vehicle_ID: z.uuid(),
  vehicleName: z.string(),
  Operator_ID: z.uuid().nullable(),
  operatorName: z.string().nullable(),
  Route_ID: z.uuid(),
  routeName: z.string(),
  routeType: z.enum(ROUTE_TYPES),
  siteName: z.string(),
  LastPoint: lastPoint.nullable(),
  occupancy: z.number().int().min(0),
  maxOccupancy: z.number().int().min(0),
  wheelchair_occupancy: z.number().int().min(0),
  max_wheelchair_occupancy: z.number().int().min(0),
  wheelchairSpace: z.boolean(),
  serviceStatus,
  start_dt: isoOrNull,
  end_dt: isoOrNull,
  create_dt: timestamp,
  update_dt: timestamp,
  stops: z.array(serviceStop).optional(),
});
export type Service = z.infer<typeof service>;

/**
 * What the public (x-api-key only) may see of a service: neither the customer nor the operator.
 * Public feeds carry active services only, and the update that ends one (so a page can drop it).
 */
export const publicService = service.extend({
  Customer_ID: z.null(),
  Operator_ID: z.null(),
  operatorName: z.null(),
});
export type PublicService = z.infer<typeof publicService>;

export const toPublicService = (wire: Service): PublicService => ({
  ...wire,
  Customer_ID: null,
  Operator_ID: null,
  operatorName: null,
});
