import { describe, expect, it } from 'vitest';
import { LOOP_STOPS, routeOf, stopNamed } from '../testing/public-fixtures.ts';
import { routeStopLists, stopsInRouteOrder } from './route-order.ts';
import type { StopArrivals } from './stop-arrivals.ts';

const loop = routeOf('Harwell Campus Loop', LOOP_STOPS);

describe('route order', () => {
  it('lists a route’s stops in its sequence, not alphabetically', () => {
    // The route's stops arrive shuffled; their `No` decides.
    const shuffled = { ...loop, stops: [...loop.stops].reverse() };
    const [list] = routeStopLists([shuffled], []);
    const names = list!.stops.map((s) => s.stop.name);
    expect(names).toEqual(LOOP_STOPS.map((s) => s.name));
    expect(names).not.toEqual([...names].sort());
    expect(names.slice(0, 3)).toEqual(['Main Gate', 'Fermi Avenue', 'Innovation Centre']);
  });

  it('lists a stop on two routes under both, once in the search order, and keeps its arrivals', () => {
    const gate = stopNamed('Main Gate');
    const link = routeOf('Gate Link', [stopNamed('Curie Avenue'), gate], 'r2');
    const gateArrivals: StopArrivals = { stop: gate, next: [], unsure: [] };
    const lists = routeStopLists([loop, link], [gateArrivals]);
    expect(lists.map((l) => l.routeName)).toEqual(['Harwell Campus Loop', 'Gate Link']);
    expect(lists[1]!.stops.map((s) => s.stop.name)).toEqual(['Curie Avenue', 'Main Gate']);
    expect(lists[1]!.stops[1]).toBe(gateArrivals);

    const order = stopsInRouteOrder([loop, link]).map((s) => s.name);
    expect(order).toEqual(LOOP_STOPS.map((s) => s.name));
  });

  it('leaves out a route without stops', () => {
    expect(routeStopLists([routeOf('Empty', [])], [])).toEqual([]);
  });
});
