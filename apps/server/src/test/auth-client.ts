import type { FastifyInstance } from 'fastify';
import type { AuthenticationResult } from '@shuttle-ops/domain';
import { DEMO_PASSWORD } from './test-app.ts';

/** Signs in over HTTP like the console does and answers the tokens. */
export async function signIn(
  app: FastifyInstance,
  username: string,
  password = DEMO_PASSWORD,
): Promise<Required<AuthenticationResult>> {
  const res = await app.inject({
    method: 'POST',
    url: '/auth/signin',
    payload: { username, password },
  });
  const body = res.json<{ AuthenticationResult?: Required<AuthenticationResult> }>();
  if (res.statusCode !== 200 || !body.AuthenticationResult) {
    throw new Error(`sign-in of ${username} failed: ${res.statusCode} ${res.body}`);
  }
  return body.AuthenticationResult;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A signed-in caller for route tests: its ids, and inject calls with its bearer token. */
export async function clientFor(app: FastifyInstance, username: string, password = DEMO_PASSWORD) {
  const tokens = await signIn(app, username, password);
  const claims = JSON.parse(
    Buffer.from(tokens.IdToken.split('.')[1]!, 'base64url').toString(),
  ) as Record<string, string>;
  const call = (method: Method, url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: bearer(tokens.AccessToken),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    tokens,
    userId: claims.sub!,
    customerId: claims['custom:cid']!,
    get: (url: string) => call('GET', url),
    post: (url: string, payload?: unknown) => call('POST', url, payload ?? {}),
    put: (url: string, payload?: unknown) => call('PUT', url, payload ?? {}),
    delete: (url: string, payload?: unknown) => call('DELETE', url, payload),
    /** A multipart upload of one file in the field `file`. */
    upload: (url: string, data: Buffer, filename = 'image.png', contentType = 'image/png') => {
      const { payload, headers } = multipartBody('file', filename, contentType, data);
      return app.inject({
        method: 'POST',
        url,
        payload,
        headers: { ...headers, ...bearer(tokens.AccessToken) },
      });
    },
  };
}

export type TestClient = Awaited<ReturnType<typeof clientFor>>;

/** multipart/form-data with one file, as a browser's FormData sends it. */
export function multipartBody(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----shuttle-ops-${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The error body's message and the fields a 400 names. */
export function errorOf(res: { json: <T>() => T }) {
  const { error } = res.json<{
    error: { code: string; message: string; details?: { field: string }[] };
  }>();
  return { ...error, fields: (error.details ?? []).map((d) => d.field) };
}
