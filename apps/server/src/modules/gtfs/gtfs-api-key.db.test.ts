import { describe, expect, it } from 'vitest';
import { errorOf } from '../../test/auth-client.ts';
import { testAppWith } from '../../test/test-kit.ts';

const { t } = testAppWith({}, { env: { GTFS_REQUIRE_API_KEY: 'on' } });

const PATHS = ['gtfs.zip', 'gtfs-rt/vehicle-positions', 'gtfs-rt/trip-updates', 'gtfs-rt/alerts'];

describe('GTFS_REQUIRE_API_KEY=on', () => {
  it.each(PATHS)('asks /public/v1/%s for the public x-api-key', async (path) => {
    for (const key of [null, 'not-the-key']) {
      const res = await t.app.inject({
        url: `/public/v1/${path}`,
        headers: key === null ? {} : { 'x-api-key': key },
      });
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).code).toBe('UNAUTHENTICATED');
    }
    const res = await t.app.inject({
      url: `/public/v1/${path}`,
      headers: { 'x-api-key': t.env.PUBLIC_API_KEY },
    });
    expect(res.statusCode).toBe(200);
  });

  it('documents the key as the feeds’ security', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json<{
      paths: Record<string, { get?: { security?: unknown } }>;
    }>();
    for (const path of PATHS) {
      expect(doc.paths[`/public/v1/${path}`]?.get?.security).toEqual([{ apiKey: [] }]);
    }
  });
});
