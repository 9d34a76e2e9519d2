import type { Route, RouteStop } from '@shuttle-ops/domain';
import { presentBusStop } from '../bus-stops/index.ts';
import type { ImageLinks } from '../files/index.ts';
import type { RouteRow, StopOnRoute } from './routes.repository.ts';

export const presentRouteStop = ({ position, stop }: StopOnRoute): RouteStop => ({
  ...presentBusStop(stop),
  No: position,
});

/**
 * The one place a route row becomes its wire shape. Without `stops` it is the lite form
 * (`route_criteria=lite`): no path and no stop list, only their count.
 */
export function presentRoute(
  row: RouteRow,
  detail: { stopCount: number; stops?: StopOnRoute[] | undefined },
  images: ImageLinks,
): Route {
  const lite: Route = {
    Route_ID: row.id,
    Customer_ID: row.customerId,
    name: row.name,
    description: row.description,
    routeType: row.routeType,
    color: row.color,
    stop_count: detail.stopCount,
    route_graphic: images(row.graphicFileId),
    create_dt: row.createdAt.toISOString(),
    update_dt: row.updatedAt.toISOString(),
  };
  if (!detail.stops) return lite;
  return { ...lite, path: row.path, busstops: detail.stops.map(presentRouteStop) };
}
