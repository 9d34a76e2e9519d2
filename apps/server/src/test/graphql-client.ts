import type { FastifyInstance } from 'fastify';
import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';
import WebSocket from 'ws';

export interface GraphqlAnswer {
  status: number;
  data: Record<string, unknown> | null | undefined;
  errors: { message: string; extensions?: { code?: string } }[] | undefined;
}

/** POST /graphql as the console does: the public key and, when given, the access token. */
export async function graphqlPost(
  app: FastifyInstance,
  query: string,
  options: { variables?: Record<string, unknown>; token?: string; apiKey?: string | null } = {},
): Promise<GraphqlAnswer> {
  const headers: Record<string, string> = {};
  const apiKey = options.apiKey === undefined ? app.env.PUBLIC_API_KEY : options.apiKey;
  if (apiKey !== null) headers['x-api-key'] = apiKey;
  if (options.token) headers['x-token'] = options.token;
  const res = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers,
    payload: { query, variables: options.variables ?? {} },
  });
  const body = res.json<Omit<GraphqlAnswer, 'status'>>();
  return { status: res.statusCode, data: body.data, errors: body.errors };
}

/** Where the app's GraphQL WebSocket is, once it listens on a free port. */
export async function graphqlWsUrl(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening on TCP');
  return `ws://127.0.0.1:${address.port}/graphql`;
}

export interface Closed {
  code: number;
  reason: string;
}

/** A graphql-ws client (graphql-transport-ws) that does not retry, like a test wants. */
export function wsClient(
  url: string,
  headers: Record<string, string>,
): Client & { closed: Promise<Closed> } {
  let resolveClosed: (closed: Closed) => void = () => undefined;
  const closed = new Promise<Closed>((resolve) => (resolveClosed = resolve));
  const client = createClient({
    url,
    webSocketImpl: WebSocket,
    connectionParams: { headers },
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => undefined,
    on: {
      closed: (event) => {
        const { code, reason } = event as { code: number; reason: string | Buffer };
        resolveClosed({ code, reason: String(reason) });
      },
    },
  });
  return Object.assign(client, { closed });
}

/** Frames of one subscription, with a wait for the n-th. */
export function subscribe(client: Client, query: string, variables: Record<string, unknown> = {}) {
  const frames: FormattedExecutionResult<Record<string, unknown>, unknown>[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let failure: unknown = null;
  let failed: () => void = () => undefined;
  const failedPromise = new Promise<void>((resolve) => (failed = resolve));
  const stop = client.subscribe<Record<string, unknown>>(
    { query, variables },
    {
      next: (frame) => {
        frames.push(frame);
        for (const w of waiters.filter((w) => frames.length >= w.count)) w.resolve();
      },
      error: (err) => {
        failure = err;
        failed();
      },
      complete: () => undefined,
    },
  );
  return {
    frames,
    stop,
    /** The error (GraphQL errors or a close event) the subscription ended with. */
    async error(): Promise<unknown> {
      await failedPromise;
      return failure;
    },
    until(count: number, timeoutMs = 5000): Promise<void> {
      if (frames.length >= count) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${frames.length} of ${count} frames after ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
  };
}

/** Polls until the check passes (e.g. the server counts the subscriptions a test opened). */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 5000,
): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Disposes of graphql-ws clients (`dispose` may or may not answer a promise). */
export async function disposeAll(clients: Client[]): Promise<void> {
  for (const client of clients.splice(0)) await Promise.resolve(client.dispose());
}
