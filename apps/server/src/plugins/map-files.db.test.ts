import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** MAP_FILES_DIR: a self-hosted base map (style, PMTiles read in ranges) at /map-files/. */

let t: TestApp;
const folder = mkdtempSync(path.join(tmpdir(), 'shuttle-ops-map-files-'));
const tiles = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 251));

beforeAll(async () => {
  writeFileSync(
    path.join(folder, 'style.json'),
    JSON.stringify({ version: 8, sources: {}, layers: [] }),
  );
  writeFileSync(path.join(folder, 'site.pmtiles'), tiles);
  writeFileSync(path.join(folder, '.secret'), 'hidden');
  t = await createTestApp({ MAP_FILES_DIR: folder, MAP_STYLE: '/map-files/style.json' });
});
afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('/map-files/', () => {
  it('serves the style to anyone', async () => {
    const res = await t.app.inject({ url: '/map-files/style.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ version: 8, sources: {}, layers: [] });
  });

  it('answers a byte range of a PMTiles file, as MapLibre reads it', async () => {
    const res = await t.app.inject({
      url: '/map-files/site.pmtiles',
      headers: { range: 'bytes=100-163' },
    });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 100-163/4096');
    expect(res.rawPayload.equals(tiles.subarray(100, 164))).toBe(true);
  });

  it('serves nothing outside the folder, and no hidden file', async () => {
    for (const url of [
      '/map-files/../package.json',
      '/map-files/%2e%2e/package.json',
      '/map-files/.secret',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toContain('hidden');
      expect(res.body, url).not.toContain('"workspaces"');
    }
  });
});
