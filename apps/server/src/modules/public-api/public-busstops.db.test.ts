import { beforeAll, describe, expect, it } from 'vitest';
import type { ListResult, PublicBusStop, PublicRoute } from '@shuttle-ops/domain';
import { createBusStop, createRoute } from '../../test/factories.ts';
import { testAppWith } from '../../test/test-kit.ts';

const { t } = testAppWith({});
let base: string;

beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

/** A real HTTP request, as the public page makes it. */
async function publicGet<T>(path: string): Promise<ListResult<T>> {
  const res = await fetch(`${base}/public/v1/${path}`, {
    headers: { 'x-api-key': t.env.PUBLIC_API_KEY },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as ListResult<T>;
}

describe('GET /public/v1/busstops over HTTP', () => {
  it('serves only the stops that lie on a route, and a stop once it is put on one', async () => {
    const lonely = await createBusStop(t.database.db, 'Darwin', { name: 'Nowhere Halt' });
    const served = await createBusStop(t.database.db, 'Darwin', { name: 'Somewhere Halt' });

    let ids = (await publicGet<PublicBusStop>('busstops')).Items.map((s) => s.BS_ID);
    expect(ids).not.toContain(lonely.id);
    expect(ids).not.toContain(served.id);
    expect(ids.length).toBeGreaterThan(0);

    const route = await createRoute(t.database.db, 'Darwin', { stopIds: [served.id] });
    ids = (await publicGet<PublicBusStop>('busstops')).Items.map((s) => s.BS_ID);
    expect(ids).toContain(served.id);
    expect(ids).not.toContain(lonely.id);

    // Every stop served is on one of the routes served, and the other way round.
    const routes = (await publicGet<PublicRoute>('routes')).Items;
    const onRoutes = new Set(routes.flatMap((r) => r.stops.map((s) => s.BS_ID)));
    expect(new Set(ids)).toEqual(onRoutes);
    expect(routes.find((r) => r.Route_ID === route.id)?.stops.map((s) => s.BS_ID)).toEqual([
      served.id,
    ]);
    const raw = JSON.stringify(routes);
    expect(raw).not.toContain('Nowhere Halt');
  });
});
