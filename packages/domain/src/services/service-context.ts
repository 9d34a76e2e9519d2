import { z } from 'zod';
import { timestamp } from '../admin/list.ts';
import { ROUTE_TYPES } from '../admin/route.ts';
import { headwayOf } from './headway.ts';
import { delaySeconds, punctualityOf, timetabledArrivalMs } from './punctuality.ts';
import { ETA_STATUSES, type Service, type ServiceStop } from './service.ts';
import { nextStop } from './stops-ahead.ts';

/**
 * A running service as the service dashboard shows it beside the vehicle's telemetry: its route,
 * the next stop with its expected and timetabled arrival, the delay against the timetable and
 * the headway to the vehicle ahead on the same route (`GET services/context`).
 * - `next_stop.BSt`: the timetabled arrival of the run the vehicle is on (on a loop, a later lap's).
 * - `delay_s`: seconds late (positive) or early (negative); `punctuality` by LATE_AFTER_S and
 *   EARLY_BEFORE_S.
 * - `headway_s`: seconds between the vehicle ahead passing the next stop and this one reaching it.
 * - `lap_s`: a loop's timetabled lap (its timetable repeats every lap); null on a line.
 */
export const serviceContext = z.object({
  Service_ID: z.uuid(),
  Vehicle_ID: z.uuid(),
  vehicleName: z.string(),
  Route_ID: z.uuid(),
  routeName: z.string(),
  routeType: z.enum(ROUTE_TYPES),
  next_stop: z
    .object({
      No: z.number().int().min(1),
      BS_ID: z.uuid(),
      BSName: z.string(),
      BSLabel: z.string().nullable(),
      BSt: timestamp,
      etaExpected: timestamp,
      /** How sure etaExpected is (ETA_STATUSES). */
      etaStatus: z.enum(ETA_STATUSES).optional(),
    })
    .nullable(),
  delay_s: z.number().int().nullable(),
  punctuality: z.enum(['early', 'on-time', 'late']).nullable(),
  headway_s: z.number().int().min(0).nullable(),
  ahead: z
    .object({ Service_ID: z.uuid(), Vehicle_ID: z.uuid(), vehicleName: z.string() })
    .nullable(),
  lap_s: z.number().int().min(0).nullable(),
});
export type ServiceContext = z.infer<typeof serviceContext>;

export const serviceContextList = z.object({
  Items: z.array(serviceContext),
  Count: z.number().int(),
});
export type ServiceContextList = z.infer<typeof serviceContextList>;

/** What a context is made of: an active service with its stops. */
export type ContextService = Pick<
  Service,
  'Service_ID' | 'Vehicle_ID' | 'vehicleName' | 'Route_ID' | 'routeName' | 'routeType'
> & { stops: readonly ServiceStop[] };

/**
 * The context of each service, read together (the headway compares the services of a route).
 * `lapMsOf` answers a loop route's timetabled lap (scheduledLapMs), null when unknown.
 */
export function serviceContextsOf(
  services: readonly ContextService[],
  lapMsOf: (routeId: string) => number | null,
): ServiceContext[] {
  return services.map((service) => {
    const lapMs = service.routeType === 'loop' ? lapMsOf(service.Route_ID) : null;
    const next = nextStop(service.stops);
    const delay = next === null ? null : delaySeconds(next, lapMs);
    const headway = headwayOf(service, services);
    return {
      Service_ID: service.Service_ID,
      Vehicle_ID: service.Vehicle_ID,
      vehicleName: service.vehicleName,
      Route_ID: service.Route_ID,
      routeName: service.routeName,
      routeType: service.routeType,
      next_stop:
        next === null
          ? null
          : {
              No: next.No,
              BS_ID: next.BS_ID,
              BSName: next.BSName,
              BSLabel: next.BSLabel,
              BSt: new Date(timetabledArrivalMs(next, lapMs)).toISOString(),
              etaExpected: next.etaExpected,
              ...(next.etaStatus === undefined ? {} : { etaStatus: next.etaStatus }),
            },
      delay_s: delay,
      punctuality: delay === null ? null : punctualityOf(delay),
      headway_s: headway === null ? null : Math.max(0, headway.seconds),
      ahead:
        headway === null
          ? null
          : {
              Service_ID: headway.ahead.Service_ID,
              Vehicle_ID: headway.ahead.Vehicle_ID,
              vehicleName: headway.ahead.vehicleName,
            },
      lap_s: lapMs === null ? null : Math.round(lapMs / 1000),
    };
  });
}
