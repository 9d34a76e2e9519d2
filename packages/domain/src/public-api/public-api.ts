import { z } from 'zod';
import { listResponse, timestamp } from '../admin/list.ts';
import { lineString, ROUTE_TYPES } from '../admin/route.ts';
import { publicService } from '../services/service.ts';
import { busLocation } from '../telemetry/live.ts';

/**
 * Every public call reads one customer's data: the platform owner's (`PLATFORM_OWNER`) by
 * default, or the customer whose id `customer` names.
 */
export const publicQuery = z.object({ customer: z.uuid().optional() });
export type PublicQuery = z.infer<typeof publicQuery>;

export const publicBusStop = z.object({
  BS_ID: z.uuid(),
  name: z.string(),
  label: z.string().nullable(),
  direction: z.string().nullable(),
  lat: z.number(),
  lon: z.number(),
});
export type PublicBusStop = z.infer<typeof publicBusStop>;

export const publicRoute = z.object({
  Route_ID: z.uuid(),
  name: z.string(),
  routeType: z.enum(ROUTE_TYPES),
  color: z.string().nullable(),
  path: lineString,
  /** The stops in travel order; `No` is the 1-based place. */
  stops: z.array(publicBusStop.extend({ No: z.number().int() })),
});
export type PublicRoute = z.infer<typeof publicRoute>;

/** A shuttle as passengers see it: where it is, how full, and how fresh that is. */
export const publicVehicle = z.object({
  Vehicle_ID: z.uuid(),
  name: z.string(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  /** Degrees clockwise from north. */
  heading: z.number().nullable(),
  speed: z.number().nullable(),
  occupancy: z.number().int().nullable(),
  maxOccupancy: z.number().int(),
  wheelchair_occupancy: z.number().int().nullable(),
  max_wheelchair_occupancy: z.number().int(),
  /** A wheelchair space is free (null: not known). */
  wheelchairSpace: z.boolean().nullable(),
  /** The active service it runs, if any. */
  Service_ID: z.uuid().nullable(),
  Route_ID: z.uuid().nullable(),
  /** When the vehicle measured its position (vehicle clock), and the age of that report. */
  dt_iot: timestamp.nullable(),
  data_age_s: z.number().nullable(),
  /** No telemetry for more than LIVE_STATE_THRESHOLDS.staleAfterS seconds (or never). */
  stale: z.boolean(),
});
export type PublicVehicle = z.infer<typeof publicVehicle>;

export const publicBusStopList = listResponse(publicBusStop);
export const publicRouteList = listResponse(publicRoute);
export const publicVehicleList = listResponse(publicVehicle);
export const publicServiceList = listResponse(publicService);

export const publicSiteAnswer = z.object({
  siteName: z.string(),
  mission_site_id: z.string(),
  lat: z.number(),
  lon: z.number(),
  time_zone: z.string(),
  bounds: z.tuple([z.tuple([z.number(), z.number()]), z.tuple([z.number(), z.number()])]),
  /** The customer whose data the public calls answer. */
  Customer_ID: z.uuid(),
  customerName: z.string(),
});
export type PublicSite = z.infer<typeof publicSiteAnswer>;

/** A position as the public subscription sends it (`onCreateBusLocation`): whose is not said. */
export const publicBusLocation = busLocation.extend({ Customer_ID: z.null() });
export type PublicBusLocation = z.infer<typeof publicBusLocation>;
