import fc from 'fast-check';
import { RAW_URL_FRAGMENTS, hostileString } from './hostile-values.ts';
import {
  arbitraryOf,
  type JsonSchema,
  type SchemaArbitraryOptions,
} from './json-schema-arbitrary.ts';

/** One operation of the OpenAPI document, as much of it as requests are made from. */
export interface Operation {
  method: string;
  path: string;
  parameters: { in: string; name: string; required: boolean; schema: JsonSchema }[];
  body?: { contentType: string; schema: JsonSchema };
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the document. */
export function operationsOf(document: unknown): Operation[] {
  const { paths } = document as OpenApiDocument;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const [contentType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters ?? []).map((p) => ({
          in: p.in,
          name: p.name,
          required: p.required ?? false,
          schema: p.schema ?? { type: 'string' },
        })),
        ...(contentType && media ? { body: { contentType, schema: media.schema } } : {}),
      });
    }
  }
  return operations;
}

export const operationName = (op: Operation) => `${op.method} ${op.path}`;

/** One request: who sends it (a role the test signs in) and exactly what is sent. */
export interface FuzzRequest {
  role: string;
  /** Where a signed-in role's token goes. */
  tokenHeader: 'authorization' | 'x-token';
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

/** encodeURIComponent, except that a lone surrogate becomes bytes that are not UTF-8. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value
      .split('')
      .map((c) => {
        try {
          return encodeURIComponent(c);
        } catch {
          return '%ED%A0%80';
        }
      })
      .join('');
  }
}

/** A value as a URL carries it: strings as they are, anything else as JSON. */
const text = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

function pathValue(
  name: string,
  schema: JsonSchema,
  options: SchemaArbitraryOptions,
): fc.Arbitrary<string> {
  const sensible = arbitraryOf(schema, options, name).map((v) => encode(text(v)));
  const hostile = fc.oneof(
    { weight: 4, arbitrary: hostileString.map(encode) },
    { weight: 3, arbitrary: fc.constantFrom(...RAW_URL_FRAGMENTS) },
    // Fastify refuses a parameter over 100 characters before the route sees it.
    { weight: 1, arbitrary: fc.constantFrom(101, 150, 2000).map((n) => 'a'.repeat(n)) },
  );
  if (name === '*') {
    // The wildcard of /files/{*}: a few segments.
    return fc.oneof(
      {
        weight: 3,
        arbitrary: fc.array(sensible, { minLength: 1, maxLength: 3 }).map((s) => s.join('/')),
      },
      { weight: 2, arbitrary: hostile },
    );
  }
  return fc.oneof(
    { withCrossShrink: true },
    { weight: 6, arbitrary: sensible },
    { weight: 4, arbitrary: hostile },
  );
}

function queryString(op: Operation, options: SchemaArbitraryOptions): fc.Arbitrary<string> {
  const params = op.parameters.filter((p) => p.in === 'query');
  const values = params.map((p) =>
    fc.option(
      fc.oneof(
        { weight: 8, arbitrary: arbitraryOf(p.schema, options, p.name) },
        // A repeated parameter arrives as an array.
        {
          weight: 1,
          arbitrary: fc.array(fc.string({ maxLength: 5 }), { minLength: 2, maxLength: 3 }),
        },
      ),
      { freq: p.required ? 8 : 2, nil: undefined },
    ),
  );
  const extras = fc.option(
    fc.array(fc.tuple(fc.constantFrom('x', 'limit[]', 'a[b]', '__proto__', ''), hostileString), {
      minLength: 1,
      maxLength: 2,
    }),
    { freq: 8, nil: undefined },
  );
  const raw = fc.option(fc.constantFrom(...RAW_URL_FRAGMENTS), { freq: 10, nil: undefined });
  return fc.tuple(fc.tuple(...values), extras, raw).map(([vals, extra, rawTail]) => {
    const pairs: string[] = [];
    params.forEach((p, i) => {
      const value = vals[i];
      if (value === undefined) return;
      const list = Array.isArray(value) ? value : [value];
      for (const v of list) pairs.push(`${encode(p.name)}=${encode(text(v))}`);
    });
    for (const [k, v] of extra ?? []) pairs.push(`${encode(k)}=${encode(v)}`);
    if (rawTail) pairs.push(`q=${rawTail}`);
    return pairs.length > 0 ? `?${pairs.join('&')}` : '';
  });
}

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const BOUNDARY = '----shuttle-ops-fuzz';

function multipart(field: string, filename: string, contentType: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

interface Payload {
  headers: Record<string, string>;
  body?: string | Buffer;
}

const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** Uploads: a real image, and every way a multipart body can be wrong. */
const uploadPayload: fc.Arbitrary<Payload> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .constantFrom('logo.png', 'a.PNG', 'x', '../../evil.png', 'ü\u0000.png')
      .map((name) => ({
        headers: { 'content-type': MULTIPART_TYPE },
        body: multipart('file', name, 'image/png', PNG),
      })),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.uint8Array({ maxLength: 300 }),
        fc.constantFrom('image/png', 'image/jpeg', 'text/plain'),
      )
      .map(([bytes, type]) => ({
        headers: { 'content-type': MULTIPART_TYPE },
        body: multipart('file', 'not-an-image.png', type, Buffer.from(bytes)),
      })),
  },
  {
    weight: 1,
    arbitrary: fc.constant({
      headers: { 'content-type': MULTIPART_TYPE },
      body: multipart(
        'file',
        'x.svg',
        'image/svg+xml',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      ),
    }),
  },
  // An empty file part.
  {
    weight: 2,
    arbitrary: fc.constant({
      headers: { 'content-type': MULTIPART_TYPE },
      body: multipart('file', 'empty.png', 'image/png', Buffer.alloc(0)),
    }),
  },
  // A body cut off before its closing boundary.
  {
    weight: 2,
    arbitrary: fc.nat().map((n) => {
      const whole = multipart('file', 'logo.png', 'image/png', PNG);
      return {
        headers: { 'content-type': MULTIPART_TYPE },
        body: whole.subarray(0, n % whole.length),
      };
    }),
  },
  // No file at all, or under another field name.
  {
    weight: 1,
    arbitrary: fc.constantFrom('photo', 'file[]', '').map((field) => ({
      headers: { 'content-type': MULTIPART_TYPE },
      body: multipart(field, 'logo.png', 'image/png', PNG),
    })),
  },
  {
    weight: 1,
    arbitrary: fc.constant({
      headers: { 'content-type': MULTIPART_TYPE },
      body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="text"\r\n\r\nhello\r\n--${BOUNDARY}--\r\n`,
    }),
  },
  // multipart without a boundary, an empty body, JSON instead.
  {
    weight: 2,
    arbitrary: fc.constantFrom<Payload>(
      { headers: { 'content-type': 'multipart/form-data' }, body: 'x' },
      { headers: { 'content-type': MULTIPART_TYPE }, body: '' },
      { headers: { 'content-type': 'application/json' }, body: '{"file":"x"}' },
      { headers: {} },
    ),
  },
);

const ODD_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  '',
  'application/json\u0000',
  '*/*',
];

const MALFORMED_JSON = [
  '{',
  '{"a":',
  '[',
  'nul',
  '{"a":1,}',
  "{'a':1}",
  '\u0000',
  '"',
  '{"a":"\\u"}',
];

function jsonPayload(schema: JsonSchema | undefined, options: SchemaArbitraryOptions) {
  const value = schema
    ? arbitraryOf(schema, { ...options, mutationWeight: 40 })
    : fc.jsonValue({ maxDepth: 2 });
  const json: fc.Arbitrary<Payload> = value.map((v) => ({
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(v) ?? 'null',
  }));
  const odd: fc.Arbitrary<Payload> = fc.oneof(
    { withCrossShrink: true },
    fc.constant<Payload>({ headers: {} }),
    fc.constantFrom(...MALFORMED_JSON).map((body) => ({
      headers: { 'content-type': 'application/json' },
      body,
    })),
    fc
      .tuple(value, fc.constantFrom(...ODD_CONTENT_TYPES))
      .map(([v, type]) => ({ headers: { 'content-type': type }, body: JSON.stringify(v) ?? '' })),
    // Bytes that are not UTF-8.
    fc.constant<Payload>({
      headers: { 'content-type': 'application/json' },
      body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0x22, 0x7d]),
    }),
    // Nested far deeper than any body should be, as text.
    fc.constantFrom(10_000, 100_000).map((n) => ({
      headers: { 'content-type': 'application/json' },
      body: `${'['.repeat(n)}${']'.repeat(n)}`,
    })),
    // Many keys, or a long list, within and over the body limits (refused for their shape).
    fc.constantFrom(30, 1_500, 60_000).map((n) => ({
      headers: { 'content-type': 'application/json' },
      body: `{${Array.from({ length: n }, (_, i) => `"k${i}":${i}`).join(',')}}`,
    })),
    fc.constantFrom(25, 1_500, 30_000).map((n) => ({
      headers: { 'content-type': 'application/json' },
      body: `{"items":[${Array.from({ length: n }, () => '1').join(',')}]}`,
    })),
    // Raw bytes, with and without a content type (the upload parts' way).
    fc.constantFrom('application/octet-stream', '').map((type): Payload => ({
      headers: type ? { 'content-type': type } : {},
      body: Buffer.alloc(64, 1),
    })),
  );
  return { json, odd };
}

/** A body over the 1 MiB limit. */
const hugePayload: fc.Arbitrary<Payload> = fc.constant({
  headers: { 'content-type': 'application/json' },
  body: `{"name":"${'x'.repeat(1024 * 1024 + 10)}"}`,
});

function payloadOf(op: Operation, options: SchemaArbitraryOptions): fc.Arbitrary<Payload> {
  if (op.body?.contentType.startsWith('multipart/')) {
    return fc.oneof(
      { weight: 60, arbitrary: uploadPayload },
      { weight: 1, arbitrary: hugePayload },
    );
  }
  const { json, odd } = jsonPayload(op.body?.schema, options);
  if (op.body) {
    return fc.oneof(
      { withCrossShrink: true },
      { weight: 170, arbitrary: json },
      { weight: 28, arbitrary: odd },
      { weight: 1, arbitrary: hugePayload },
    );
  }
  // No body expected: usually none, sometimes one anyway.
  return fc.oneof(
    { withCrossShrink: true },
    { weight: 90, arbitrary: fc.constant<Payload>({ headers: {} }) },
    { weight: 5, arbitrary: json },
    { weight: 5, arbitrary: odd },
  );
}

/** Requests for one operation: every role, parameters and bodies valid, known and hostile. */
export function requestArbitrary(
  op: Operation,
  roles: fc.Arbitrary<string>,
  options: SchemaArbitraryOptions,
): fc.Arbitrary<FuzzRequest> {
  const names = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  const schemaOf = (name: string) =>
    op.parameters.find((p) => p.in === 'path' && p.name === name)?.schema ?? { type: 'string' };
  const queryOptions = { ...options, mutationWeight: 15 };
  return fc
    .record({
      role: roles,
      tokenHeader: fc.constantFrom<FuzzRequest['tokenHeader']>(
        'authorization',
        'authorization',
        'authorization',
        'x-token',
      ),
      path: fc.tuple(...names.map((name) => pathValue(name, schemaOf(name), options))),
      query: queryString(op, queryOptions),
      payload: payloadOf(op, options),
    })
    .map(({ role, tokenHeader, path, query, payload }) => {
      let i = 0;
      const url = op.path.replace(/\{[^}]+\}/g, () => path[i++] ?? '') + query;
      return {
        role,
        tokenHeader,
        method: op.method,
        url,
        headers: payload.headers,
        ...(payload.body === undefined ? {} : { body: payload.body }),
      };
    });
}
