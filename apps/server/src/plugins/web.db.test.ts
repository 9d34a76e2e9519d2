import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { FIRST_SCREEN, firstScreenData } from '@shuttle-ops/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// A built console as the web build leaves it: text files with `.br` and `.gz` beside them.
const page = `<!doctype html><html><head><title>Shuttle Tracker</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const script = `export const answer = ${JSON.stringify('shuttle '.repeat(500))};`;
const webDist = mkdtempSync(path.join(tmpdir(), 'shuttle-ops-web-'));
mkdirSync(path.join(webDist, 'assets'));

function writeWithCompressed(file: string, content: string) {
  writeFileSync(path.join(webDist, file), content);
  writeFileSync(path.join(webDist, `${file}.br`), brotliCompressSync(content));
  writeFileSync(path.join(webDist, `${file}.gz`), gzipSync(content));
}
writeWithCompressed('index.html', page);
// The public page's first screen, rendered at build time.
const publicPage = page.replace(
  '<div id="root"></div>',
  `<div id="root"><h1>Track the shuttle</h1>${FIRST_SCREEN.announcementsMarker}</div>`,
);
writeWithCompressed('shuttle.html', publicPage);
// …and the templates the server fills with the announcements shown now.
mkdirSync(path.join(webDist, '.prerender'));
writeFileSync(
  path.join(webDist, '.prerender/shuttle.json'),
  JSON.stringify({
    section: `<section aria-label="Announcements">${FIRST_SCREEN.itemsSlot}</section>`,
    item: `<p id="r1">${FIRST_SCREEN.textSlot}</p>`,
    itemId: 'r1',
  }),
);
writeWithCompressed('assets/index-Bx3k9QzA.js', script);
// Too small to be worth compressing: the build leaves it plain.
writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const BOTH = 'gzip, deflate, br, zstd';

let t: TestApp | undefined;
// A whole app on its own database: slow to start on a busy machine.
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist });
}, 180_000);
afterAll(() => t?.close());

const get = (url: string, acceptEncoding?: string) =>
  t!.app.inject({
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('serving the built console', () => {
  it('sends brotli to a browser that accepts it, with a year of caching for a hashed asset', async () => {
    const res = await get('/assets/index-Bx3k9QzA.js', BOTH);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(script.length / 5);
  });

  it('sends gzip when only gzip is accepted', async () => {
    const res = await get('/assets/index-Bx3k9QzA.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it.each([
    ['no Accept-Encoding', undefined],
    ['identity only', 'identity'],
  ])('sends the plain file with %s', async (_name, acceptEncoding) => {
    const res = await get('/assets/index-Bx3k9QzA.js', acceptEncoding);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    // A cache in between must not hand this plain copy to a browser that accepts brotli.
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.body).toBe(script);
  });

  it('sends a file without compressed copies as it is, revalidated on each use', async () => {
    const res = await get('/favicon.svg', BOTH);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/', '/admin/vehicle', '/operator/control?vehicle=1', '/nowhere/at/all', '/shuttle/x'])(
    'answers the page path %s with index.html, compressed and never cached stale',
    async (url) => {
      const res = await get(url, BOTH);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
    },
  );

  it.each(['/shuttle', '/shuttle/'])(
    'answers %s with the public page prerendered and the announcements shown now, compressed and revalidated',
    async (url) => {
      const res = await get(url, BOTH);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      const html = brotliDecompressSync(res.rawPayload).toString();
      const island = new RegExp(`id="${FIRST_SCREEN.islandId}">(.*?)</script>`).exec(html);
      const data = firstScreenData.parse(JSON.parse(island![1]!));
      expect(data.customer).toBeNull();
      // The demo's announcement, in its place in the page and in the page's data.
      const [first] = data.announcements.Items;
      expect(first).toBeDefined();
      expect(html).toContain(
        `<div id="root"><h1>Track the shuttle</h1><section aria-label="Announcements"><p id="r1">${first!.text}</p>`,
      );
    },
  );

  it('answers the public page of an unknown customer as built, the page then asks the API', async () => {
    const res = await get('/shuttle?customer=42', BOTH);
    expect(res.statusCode).toBe(200);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(publicPage);
  });

  it('answers index.html plain to a client without compression', async () => {
    const res = await get('/admin/vehicle');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(page);
  });

  it('leaves /config.json to its route', async () => {
    const res = await get('/config.json', BOTH);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toHaveProperty('publicApiKey');
  });

  it.each(['/assets/missing-Ab12Cd34.js', '/assets/index-Bx3k9QzA.js.br', '/dev/v1/nowhere'])(
    'answers %s with a JSON 404, not the page',
    async (url) => {
      const res = await get(url, BOTH);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    },
  );
});
