import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppWith } from '../test/test-kit.ts';

let port: number;
const webDist = mkdtempSync(path.join(tmpdir(), 'shuttle-ops-web-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
const { t } = testAppWith({}, { env: { WEB_DIST: webDist } });

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

type ErrorBody = { error: { code: string; message: string; details?: unknown } };

describe("Fastify's own refusals in our error shape", () => {
  it.each([
    ['a badly percent-encoded path', { url: '/dev/v1/customers/search/%E0%A4%A' }, 400, 'BAD_URL'],
    [
      'a path parameter over 100 characters',
      { url: `/dev/v1/customers/search/${'x'.repeat(101)}` },
      414,
      'URI_TOO_LONG',
    ],
    [
      'a wrong content type',
      {
        method: 'POST' as const,
        url: '/auth/signin',
        payload: 'name=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a JSON body over 1 MiB',
      {
        method: 'POST' as const,
        url: '/auth/signin',
        payload: JSON.stringify({ name: 'x'.repeat(1_100_000) }),
        headers: { 'content-type': 'application/json' },
      },
      413,
      'PAYLOAD_TOO_LARGE',
    ],
    [
      'malformed JSON',
      {
        method: 'POST' as const,
        url: '/auth/signin',
        payload: '{"name":',
        headers: { 'content-type': 'application/json' },
      },
      400,
      'INVALID_JSON',
    ],
    [
      'an empty JSON body',
      {
        method: 'POST' as const,
        url: '/auth/signin',
        payload: '',
        headers: { 'content-type': 'application/json' },
      },
      400,
      'INVALID_JSON',
    ],
    ['an unknown API path', { url: '/dev/v1/nothing-here' }, 404, 'NOT_FOUND'],
  ])('answers %s', async (_name, request, status, code) => {
    const res = await t.app.inject(request);
    expect(res.statusCode).toBe(status);
    const body = res.json<ErrorBody>();
    expect(Object.keys(body)).toEqual(['error']);
    expect(body.error.code).toBe(code);
    expect(body.error.message).not.toMatch(/FST_/);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('a method a known path does not answer', () => {
  it.each([
    ['PATCH', '/dev/v1/customers', 'GET, HEAD, POST'],
    ['PATCH', '/dev/v1/customers/5b1c0b8e-0000-4000-8000-000000000000', 'DELETE, GET, HEAD, PUT'],
    ['GET', '/auth/signin', 'POST'],
    ['DELETE', '/public/v1/services', 'GET, HEAD'],
  ] as const)('%s %s is a 405 with Allow: %s', async (method, url, allow) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe(allow);
    expect(res.json<ErrorBody>().error.code).toBe('METHOD_NOT_ALLOWED');
  });

  it('keeps 404 for unknown paths and the console for page paths', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/dev/v1/nowhere' })).statusCode).toBe(404);
    const page = await t.app.inject({ url: '/admin/vehicles' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect((await t.app.inject({ method: 'POST', url: '/admin/vehicles' })).statusCode).toBe(404);
  });
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function send(options: http.RequestOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, agent: false, ...options }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Like curl or a simple client: writes the whole request (`bytes` of body, chunked unless
 * `contentLength`) before it reads a byte of the answer; answers what it then reads.
 */
function sendWholeBodyThenRead(url: string, bytes: number, contentLength: boolean) {
  return new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.pause();
    socket.on('error', reject);
    const head =
      `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      (contentLength ? `Content-Length: ${bytes}\r\n` : 'Transfer-Encoding: chunked\r\n') +
      'Connection: close\r\n\r\n';
    const piece = Buffer.alloc(64 * 1024, 'x');
    const frame = (data: Buffer) =>
      contentLength
        ? data
        : Buffer.concat([
            Buffer.from(`${data.length.toString(16)}\r\n`),
            data,
            Buffer.from('\r\n'),
          ]);
    let left = bytes;
    const pump = () => {
      while (left > 0) {
        const size = Math.min(left, piece.length);
        left -= size;
        if (!socket.write(frame(piece.subarray(0, size)))) return void socket.once('drain', pump);
      }
      if (!contentLength) socket.write('0\r\n\r\n');
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('end', () => resolve(Buffer.concat(chunks).toString()));
      socket.resume();
      // The whole answer has arrived once its JSON closes; the server may keep the socket open.
      socket.on('data', () => {
        const text = Buffer.concat(chunks).toString();
        if (text.endsWith('}}')) {
          socket.destroy();
          resolve(text);
        }
      });
    };
    socket.write(head, pump);
  });
}

describe('over real HTTP', () => {
  it('answers URL and headers over 16 KB with a JSON 431', async () => {
    const res = await send({ path: '/healthz', headers: { 'x-padding': 'p'.repeat(20_000) } });
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({
      error: { code: 'HEADERS_TOO_LARGE', message: 'The URL and headers are larger than 16 KB.' },
    });
  });

  it.each([true, false])(
    'answers a streamed 20 MB body with a readable JSON 413 (content-length: %s)',
    async (contentLength) => {
      const answer = await sendWholeBodyThenRead('/auth/signin', 20 * 1024 * 1024, contentLength);
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      const json = answer.slice(answer.indexOf('\r\n\r\n') + 4);
      expect(JSON.parse(json)).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
    },
  );
});
