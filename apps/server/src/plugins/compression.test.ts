import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressionPlugin } from './compression.ts';

const app = Fastify();
const rows = Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Shuttle ${i}` }));

beforeAll(async () => {
  await app.register(compressionPlugin);
  app.get('/large', () => ({ rows }));
  app.get('/small', () => ({ ok: true }));
  app.get('/text', (_req, reply) => reply.type('text/plain').send('a'.repeat(5000)));
  app.get('/precompressed', (_req, reply) =>
    reply.header('content-encoding', 'gzip').type('application/json').send(Buffer.from('x')),
  );
  await app.ready();
});
afterAll(() => app.close());

describe('compression of answers', () => {
  it('sends JSON over 1 kB in brotli, or gzip, to a client that takes it', async () => {
    const br = await app.inject({ url: '/large', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual({ rows });
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify({ rows }).length / 4);

    const gzip = await app.inject({ url: '/large', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual({ rows });
  });

  it('sends small answers, other types, answers to a client that takes none, and compressed ones as they are', async () => {
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });

    const plain = await app.inject({ url: '/large' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/);
    expect(plain.json()).toEqual({ rows });

    const refused = await app.inject({ url: '/large', headers: { 'accept-encoding': 'br;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();

    const text = await app.inject({ url: '/text', headers: { 'accept-encoding': 'br' } });
    expect(text.headers['content-encoding']).toBeUndefined();
    expect(text.body).toBe('a'.repeat(5000));

    const already = await app.inject({
      url: '/precompressed',
      headers: { 'accept-encoding': 'br' },
    });
    expect(already.headers['content-encoding']).toBe('gzip');
    expect(already.body).toBe('x');
  });
});
