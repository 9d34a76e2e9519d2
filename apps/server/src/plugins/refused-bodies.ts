import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** How much of a refused body is read and thrown away so its sender can read the answer. */
export const MAX_DRAIN_BYTES = 32 * 1024 * 1024;
/** …and for how long, against a client that sends slowly. */
export const MAX_DRAIN_MS = 15_000;

/** Reads and discards the rest of the request body; stops after the bounds. */
function drain(raw: FastifyRequest['raw']): Promise<void> {
  return new Promise((resolve) => {
    let drained = 0;
    const done = () => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', done);
      raw.off('close', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > MAX_DRAIN_BYTES) done();
    };
    const timer = setTimeout(done, MAX_DRAIN_MS);
    raw.on('data', onData);
    raw.on('end', done);
    raw.on('close', done);
    raw.resume();
  });
}

/**
 * When an answer (413, 415, 429, 401…) is ready before the request body was read, Node closes
 * the socket right after it, with the rest of the body still arriving: the connection is reset
 * and a client that reads only once it has sent everything (curl, most libraries) sees EPIPE,
 * never the answer. So the answer waits until the body is read and discarded, up to
 * MAX_DRAIN_BYTES or MAX_DRAIN_MS; a client that sends more than that is cut off.
 */
export const refusedBodiesPlugin = fp(
  (app: FastifyInstance) => {
    app.addHook('onSend', async (request) => {
      const raw = request.raw;
      if (raw.complete || raw.readableEnded || raw.destroyed) return;
      await drain(raw);
    });
  },
  { name: 'refused-bodies' },
);
