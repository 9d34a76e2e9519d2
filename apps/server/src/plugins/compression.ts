import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** JSON answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;
const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

/** brotli if the client takes it, else gzip, else nothing (a `q=0` refuses an encoding). */
function encodingFor(accept: string | undefined): 'br' | 'gzip' | null {
  if (!accept) return null;
  const taken = new Set(
    accept
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(?:\.0*)?$/.test(part))
      .map((part) => part.split(';', 1)[0]!),
  );
  if (taken.has('br')) return 'br';
  if (taken.has('gzip') || taken.has('*')) return 'gzip';
  return null;
}

/**
 * JSON answers over 1 kB are compressed for a client that accepts it: brotli at quality 4 (near
 * gzip's speed, and smaller), else gzip, off the event loop (zlib's thread pool). Anything else
 * goes as it is: the console's files come precompressed from the build (plugins/web.ts), and an
 * answer that names its own encoding is left alone.
 */
export const compressionPlugin = fp(
  (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const type = reply.getHeader('content-type');
      if (typeof type !== 'string' || !JSON_TYPE.test(type)) return payload;
      if (reply.getHeader('content-encoding') !== undefined) return payload;
      const size = Buffer.byteLength(payload);
      if (size < COMPRESSION_THRESHOLD_BYTES) return payload;
      reply.header('vary', 'accept-encoding');
      const encoding = encodingFor(request.headers['accept-encoding']);
      if (!encoding) return payload;
      const body =
        encoding === 'br'
          ? await toBrotli(payload, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 4,
                [constants.BROTLI_PARAM_SIZE_HINT]: size,
              },
            })
          : await toGzip(payload);
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      return body;
    });
  },
  { name: 'compression' },
);
