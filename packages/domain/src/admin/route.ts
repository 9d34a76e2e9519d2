import { z } from 'zod';
import { busStop, latitude, longitude } from './bus-stop.ts';
import { imageLink } from './image.ts';
import {
  customerIdParam,
  listQuery,
  listResponse,
  optionalText,
  requiredText,
  timestamp,
} from './list.ts';

/** A GeoJSON position: [lon, lat] and optionally an altitude. */
export const position = z.tuple([longitude, latitude], z.number());

export const lineString = z.object({
  type: z.literal('LineString'),
  coordinates: z.array(position).min(2).max(20_000),
});
export type LineString = z.infer<typeof lineString>;

export const ROUTE_TYPES = ['loop', 'line'] as const;
export const ROUTE_CRITERIA = ['lite', 'full'] as const;
export type RouteCriteria = (typeof ROUTE_CRITERIA)[number];

/** A stop on a route; `No` is its 1-based place in travel order. */
export const routeStop = busStop.extend({ No: z.number().int() });
export type RouteStop = z.infer<typeof routeStop>;

/** With `route_criteria=lite`, `path` and `busstops` are left out. */
export const route = z.object({
  Route_ID: z.uuid(),
  Customer_ID: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  routeType: z.enum(ROUTE_TYPES),
  color: z.string().nullable(),
  stop_count: z.number().int(),
  route_graphic: imageLink.nullable(),
  path: lineString.optional(),
  busstops: z.array(routeStop).optional(),
  create_dt: timestamp,
  update_dt: timestamp,
});
export type Route = z.infer<typeof route>;

const routeFields = {
  name: requiredText(100),
  description: optionalText(500),
  routeType: z.enum(ROUTE_TYPES),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: 'must be a colour like #0b6bcb' })
    .nullable()
    .optional(),
  path: lineString,
  /** Bus stop ids in travel order; a stop may appear more than once. */
  busstops: z.array(z.uuid()).max(500),
};

export const routeCreateBody = z.object({
  Customer_ID: customerIdParam,
  ...routeFields,
  routeType: routeFields.routeType.default('loop'),
  busstops: routeFields.busstops.default([]),
});
export type RouteCreateBody = z.infer<typeof routeCreateBody>;

export const routeUpdateBody = z.object({
  Customer_ID: customerIdParam,
  ...z.object(routeFields).partial().shape,
});
export type RouteUpdateBody = z.infer<typeof routeUpdateBody>;

const criteria = z.enum(ROUTE_CRITERIA).default('full');

export const routeGetQuery = z.object({ Customer_ID: customerIdParam, route_criteria: criteria });

export const ROUTE_SORT = ['name', 'routeType', 'create_dt'] as const;
export const routeListQuery = listQuery(ROUTE_SORT, 'name').extend({ route_criteria: criteria });
export type RouteListQuery = z.infer<typeof routeListQuery>;

export const routeList = listResponse(route);
export const routeStopList = listResponse(routeStop);
