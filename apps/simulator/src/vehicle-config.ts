import { z } from 'zod';
import { HARWELL_ROUTES, type SiteRoute } from '@shuttle-ops/domain';

const stop = z.object({
  name: z.string().min(1),
  label: z.string(),
  direction: z.string(),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
});

export const siteRoute = z.object({
  name: z.string().min(1),
  description: z.string(),
  routeType: z.enum(['loop', 'line']),
  color: z.string(),
  stops: z.array(stop).min(2),
  path: z.object({
    type: z.literal('LineString'),
    coordinates: z.array(z.tuple([z.number(), z.number()])).min(2),
  }),
}) satisfies z.ZodType<SiteRoute>;

/** A route given by name must be one of the Harwell demo routes. */
const routeByName = z.string().transform((name, ctx) => {
  const found = HARWELL_ROUTES.find((route) => route.name === name);
  if (!found) {
    ctx.addIssue({
      code: 'custom',
      message: `unknown route "${name}"; known: ${HARWELL_ROUTES.map((r) => r.name).join(', ')}`,
    });
    return z.NEVER;
  }
  return found;
});

/** One simulated vehicle, as the server (from its database) or a JSON file describes it. */
export const fleetVehicleConfig = z.object({
  Vehicle_ID: z.uuid(),
  Customer_ID: z.uuid(),
  mqtt: z.object({
    username: z.string().min(1),
    password: z.string().min(1),
    /** At most 23 characters; derived from the Vehicle_ID when left out. */
    clientId: z.string().min(1).max(23).optional(),
  }),
  route: z.unknown().transform((value, ctx): SiteRoute => {
    // Either a route or a name; the issues of the one that applies are the useful ones.
    const parsed = (typeof value === 'string' ? routeByName : siteRoute).safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
    return z.NEVER;
  }),
  maxOccupancy: z.number().int().min(1).max(500),
  max_wheelchair_occupancy: z.number().int().min(0).max(50),
});

export interface FleetVehicleConfig {
  Vehicle_ID: string;
  Customer_ID: string;
  mqtt: { username: string; password: string; clientId?: string };
  /** A route, or the name of a Harwell demo route. */
  route: SiteRoute | string;
  maxOccupancy: number;
  max_wheelchair_occupancy: number;
}

export const fleetVehicleConfigs = z.array(fleetVehicleConfig);
