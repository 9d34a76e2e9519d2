import { HARWELL_CAMPUS_LOOP } from '@shuttle-ops/domain';
import type { Route } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import { PATH_MISSING, routeFields, routeFormValues, validateRoute } from './route-form-values.ts';

const stopId = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

const route: Route = {
  Route_ID: '10000000-0000-4000-8000-000000000001',
  Customer_ID: '20000000-0000-4000-8000-000000000001',
  name: 'Loop',
  description: null,
  routeType: 'loop',
  color: '#0b6bcb',
  stop_count: 2,
  route_graphic: null,
  path: {
    type: 'LineString',
    coordinates: [
      [-1.3, 51.57, 120],
      [-1.31, 51.58],
    ],
  },
  busstops: [
    {
      BS_ID: stopId(2),
      Customer_ID: '',
      name: 'B',
      label: null,
      direction: null,
      lat: 1,
      lon: 1,
      create_dt: '',
      update_dt: '',
      No: 2,
    },
    {
      BS_ID: stopId(1),
      Customer_ID: '',
      name: 'A',
      label: null,
      direction: null,
      lat: 1,
      lon: 1,
      create_dt: '',
      update_dt: '',
      No: 1,
    },
  ],
  create_dt: '',
  update_dt: '',
};

describe('route form values', () => {
  it('orders the stops by their number and keeps only lon and lat of the path', () => {
    const values = routeFormValues(route);
    expect(values.stops.map((item) => item.stopId)).toEqual([stopId(1), stopId(2)]);
    expect(values.path).toEqual([
      [-1.3, 51.57],
      [-1.31, 51.58],
    ]);
  });

  it('asks for a name and a path of two points or more', () => {
    const values = { ...routeFormValues(null), path: [[-1.3, 51.57]] as [number, number][] };
    expect(validateRoute(values)).toEqual({ name: 'Name is required', path: PATH_MISSING });
  });

  it('refuses a colour that is not #rrggbb', () => {
    const values = { ...routeFormValues(route), color: 'blue' };
    expect(validateRoute(values)).toEqual({ color: 'Colour must be a colour like #0b6bcb' });
  });

  it('makes the body: the path as a LineString and the stop ids in travel order', () => {
    const values = {
      ...routeFormValues(route),
      description: '  ',
      path: HARWELL_CAMPUS_LOOP.path.coordinates,
    };
    const fields = routeFields(values);
    expect(fields).toMatchObject({
      name: 'Loop',
      description: null,
      routeType: 'loop',
      color: '#0b6bcb',
      busstops: [stopId(1), stopId(2)],
    });
    expect(fields.path.type).toBe('LineString');
    expect(fields.path.coordinates).toHaveLength(HARWELL_CAMPUS_LOOP.path.coordinates.length);
  });
});
