import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AccessLogController } from './access-log.ts';

/** An app logging at `level` into a list of parsed JSON lines. */
async function appLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(JSON.parse(text) as Record<string, unknown>);
      }
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new AccessLogController() });
  app.get('/healthz', (_request, reply) => reply.send({ status: 'ok' }));
  app.get('/broken', (_request, reply) => reply.status(503).send({ status: 'down' }));
  await app.ready();
  return { app, lines };
}

const DEBUG = 20;
const WARN = 40;

describe('the access log', () => {
  it('writes one debug line per request, with method, path, status and time', async () => {
    const { app, lines } = await appLoggingAt('debug');
    await app.inject({ url: '/healthz' });
    await app.close();
    // One line for the request: no "incoming request" line before it.
    const requests = lines.filter((line) => line.reqId !== undefined);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      level: DEBUG,
      msg: 'request completed',
      req: { method: 'GET', url: '/healthz' },
      res: { statusCode: 200 },
    });
    expect(typeof requests[0]!.responseTime).toBe('number');
  });

  it('stays quiet at the default level, but a server error is a warning', async () => {
    const { app, lines } = await appLoggingAt('info');
    for (let i = 0; i < 5; i++) await app.inject({ url: '/healthz' });
    await app.inject({ url: '/no-such-page' });
    await app.inject({ url: '/broken' });
    await app.close();
    const requests = lines.filter((line) => line.reqId !== undefined);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      level: WARN,
      req: { url: '/broken' },
      res: { statusCode: 503 },
    });
  });
});
