import { routeCreateBody } from '@shuttle-ops/domain';
import type { Route } from '@shuttle-ops/domain';
import { parseWith, schemaValidator } from '../../../lib/forms/schema-validation.ts';
import type { Position } from '../../../map/index.ts';
import type { RouteFields } from '../api/routes-api.ts';
import { stopIdsOf, stopItems } from './stop-order.ts';
import type { StopItem } from './stop-order.ts';

export type RouteType = 'loop' | 'line';

export interface RouteFormValues {
  name: string;
  description: string;
  routeType: RouteType;
  color: string;
  stops: StopItem[];
  path: Position[];
}

export const ROUTE_LABELS = {
  name: 'Name',
  description: 'Description',
  routeType: 'Type',
  color: 'Colour',
  stops: 'Stops',
  path: 'Path',
} as const satisfies Record<keyof RouteFormValues, string>;

/** The form's fields, and the body fields the server names in a 400 (`busstops`). */
export const ROUTE_FIELDS = [...Object.keys(ROUTE_LABELS), 'busstops'];

export const PATH_MISSING =
  'Draw at least two points on the map, or snap the path through the stops';

export const DEFAULT_ROUTE_COLOR = '#364fc7';

export function routeFormValues(route: Route | null): RouteFormValues {
  if (route === null) {
    return {
      name: '',
      description: '',
      routeType: 'loop',
      color: DEFAULT_ROUTE_COLOR,
      stops: [],
      path: [],
    };
  }
  const ordered = [...(route.busstops ?? [])].sort((a, b) => a.No - b.No);
  return {
    name: route.name,
    description: route.description ?? '',
    routeType: route.routeType,
    color: route.color ?? DEFAULT_ROUTE_COLOR,
    stops: stopItems(ordered.map((stop) => stop.BS_ID)),
    path: (route.path?.coordinates ?? []).map(([lon, lat]) => [lon, lat]),
  };
}

const body = (values: RouteFormValues) => ({
  name: values.name,
  description: values.description,
  routeType: values.routeType,
  color: values.color === '' ? null : values.color,
  path: { type: 'LineString', coordinates: values.path },
  busstops: stopIdsOf(values.stops),
});

// The server's `busstops` is the form's `stops`.
const fieldOf = (path: readonly PropertyKey[]): string => {
  const first = String(path[0] ?? '');
  return first === 'busstops' ? 'stops' : first;
};

const bySchema = schemaValidator(routeCreateBody, body, { labels: ROUTE_LABELS, fieldOf });

export function validateRoute(values: RouteFormValues): Record<string, string> {
  const errors = bySchema(values);
  if (values.path.length < 2) errors['path'] = PATH_MISSING;
  return errors;
}

export function routeFields(values: RouteFormValues): RouteFields {
  const { Customer_ID: _customer, ...fields } = parseWith(routeCreateBody, body(values));
  return fields;
}
