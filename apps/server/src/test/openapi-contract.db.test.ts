import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContractChecker, documentPath, type ObservedResponse } from './openapi-contract.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const error = {
  type: 'object',
  properties: {
    error: {
      type: 'object',
      properties: { code: { type: 'string' }, message: { type: 'string' } },
      required: ['code', 'message'],
    },
  },
  required: ['error'],
};
const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });

const document = {
  security: [{ bearer: [] }],
  paths: {
    '/things/{id}': {
      get: {
        responses: {
          200: json({
            type: 'object',
            properties: { id: { type: 'string', format: 'uuid' } },
            required: ['id'],
          }),
          404: json(error),
        },
      },
    },
    '/open': { get: { security: [], responses: { 200: json({ type: 'object' }) } } },
    '/files/{key}': {
      get: {
        security: [],
        responses: { 200: { content: { 'image/png': { schema: { type: 'string' } } } } },
      },
    },
  },
};

const answer = (over: Partial<ObservedResponse>): ObservedResponse => ({
  method: 'GET',
  route: '/things/:id',
  url: '/things/1',
  status: 200,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify({ id: '6f1c1c8e-6d0a-4a53-9f43-3b0f6b1a8c11' }),
  hadToken: true,
  ...over,
});

const problems = (...answers: Array<Partial<ObservedResponse>>) => {
  const checker = new ContractChecker(document);
  for (const a of answers) checker.check(answer(a));
  return checker.violations;
};

describe('the OpenAPI contract checker', () => {
  it('maps Fastify route templates to document paths', () => {
    expect(documentPath('/dev/v1/customers/:id/logo')).toBe('/dev/v1/customers/{id}/logo');
    expect(documentPath('/files/*')).toBe('/files/{key}');
  });

  it('accepts an answer the document declares', () => {
    expect(problems({}, { route: '/files/*', contentType: 'image/png', body: undefined })).toEqual(
      [],
    );
  });

  it('reports an undeclared status, content type or body shape', () => {
    const [status, type, shape] = problems(
      { status: 409, body: '{"error":{"code":"C","message":"m"}}' },
      { contentType: 'text/plain', body: 'hello' },
      { body: JSON.stringify({ id: 'not-a-uuid' }) },
    );
    expect(status).toMatch(/status 409 is not declared/);
    expect(type).toMatch(/content type text\/plain is not declared/);
    expect(shape).toMatch(/does not match the declared schema: \/id must match format "uuid"/);
  });

  it('reports an operation missing from the document, and skips what is undocumented by design', () => {
    expect(problems({ route: '/elsewhere' })).toEqual([
      expect.stringMatching(/GET \/elsewhere is not in the document/),
    ]);
    expect(
      problems(
        { route: '/graphql', method: 'POST' },
        { route: '*', url: '/index.html' },
        { method: 'HEAD' },
        { route: undefined, status: 404 },
      ),
    ).toEqual([]);
  });

  it('reports a bearer-secured operation that succeeds without a token', () => {
    expect(problems({ hadToken: false })).toEqual([
      expect.stringMatching(/succeeded without an access token/),
    ]);
    expect(
      problems({ hadToken: false, status: 404, body: '{"error":{"code":"C","message":"m"}}' }),
    ).toEqual([]);
    expect(problems({ route: '/open', url: '/open', hadToken: false, body: '{}' })).toEqual([]);
  });
});

interface Schema {
  [keyword: string]: unknown;
  required?: string[];
  properties?: Record<string, Schema>;
  items?: Schema;
}
interface Operation {
  security?: unknown[];
  parameters?: Array<{ name: string }>;
  responses: Record<string, { content: Record<string, { schema: Schema }> }>;
}

describe('the served OpenAPI document', () => {
  let t: TestApp;
  let doc: { paths: Record<string, Record<string, Operation>> };
  beforeAll(async () => {
    t = await createTestApp();
    // Added before the app is ready: a route whose answer the document cannot describe.
    t.app.get('/contract-probe', { schema: { hide: false } }, () => 'plain text');
    doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
  });
  afterAll(() => t.close());

  it('checks every answer of a test app against the document', async () => {
    await t.app.inject({ method: 'GET', url: '/contract-probe', headers: { 'x-token': 'any' } });
    expect(t.contractViolations).toEqual([
      expect.stringMatching(
        /GET \/contract-probe → 200: a body is sent but the document declares none/,
      ),
    ]);
    t.contractViolations.length = 0;
  });

  it('declares the security each operation really has', () => {
    const security = (path: string, method = 'get') => doc.paths[path]?.[method]?.security;
    for (const open of ['/healthz', '/readyz', '/.well-known/jwks.json', '/config.json']) {
      expect(security(open), open).toEqual([]);
    }
    for (const call of ['signin', 'challenge', 'refresh', 'signout', 'forgot-password']) {
      expect(security(`/auth/${call}`, 'post'), call).toEqual([]);
    }
    expect(security('/auth/confirm-forgot-password', 'post')).toEqual([]);
    expect(security('/files/{key}')).toEqual([]);
    expect(security('/public/v1/vehicles')).toEqual([{ apiKey: [] }]);
    expect(security('/auth/user')).toEqual([{ bearer: [] }]);
    expect(security('/dev/v1/customers', 'post')).toEqual([{ bearer: [] }]);
  });

  it('declares the error answers every operation can give, in the error shape', () => {
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (path === '/contract-probe') continue;
      for (const [method, operation] of Object.entries(operations)) {
        const statuses = Object.keys(operation.responses);
        const expected = ['400', '414', '429', '431', '500'];
        if (['post', 'put', 'patch', 'delete'].includes(method)) expected.push('413', '415');
        if ((operation.security ?? []).length > 0) expected.push('401');
        expect(statuses, `${method} ${path}`).toEqual(expect.arrayContaining(expected));
        const schema = operation.responses['500']!.content['application/json']!.schema;
        expect(schema.required, `${method} ${path}`).toEqual(['error']);
      }
    }
    expect(Object.keys(doc.paths['/dev/v1/navyacontrolapi/move/start']!.post!.responses)).toContain(
      '504',
    );
  });

  it('documents the signed image links and the JWKS', () => {
    const files = doc.paths['/files/{key}']!.get!;
    expect(Object.keys(files.responses['200']!.content)).toEqual([
      'image/png',
      'image/jpeg',
      'image/webp',
      'image/gif',
      // Incident attachments may be PDFs.
      'application/pdf',
      // Checklist notes may hold videos.
      'video/mp4',
      'video/webm',
      'video/quicktime',
    ]);
    expect(files.parameters!.map((p) => p.name).sort()).toEqual(['expires', 'key', 'sig']);
    const jwks = doc.paths['/.well-known/jwks.json']!.get!.responses['200'];
    expect(
      jwks!.content['application/json']!.schema.properties!.keys!.items!.properties!.kty,
    ).toEqual({
      type: 'string',
      enum: ['OKP'],
    });
  });

  it('has no 2020-12-only tuples (prefixItems), which draft-07 tools reject', () => {
    expect(JSON.stringify(doc)).not.toContain('prefixItems');
    const site = doc.paths['/dev/v1/site']!.get!.responses['200']!.content['application/json']!;
    expect(site.schema.properties!.bounds).toEqual({
      type: 'array',
      items: { type: 'array', items: { type: 'number' }, minItems: 2, maxItems: 2 },
      minItems: 2,
      maxItems: 2,
    });
  });
});
