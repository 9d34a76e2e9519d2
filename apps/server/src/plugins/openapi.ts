import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorBody } from '@shuttle-ops/domain';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call the route, for the OpenAPI document: `session` (the default) needs an access
     * token, `apiKey` the public `x-api-key`, `public` nothing (or its own proof, such as a
     * signed link or a password).
     */
    access?: RouteAccess;
  }
}

export type RouteAccess = 'session' | 'apiKey' | 'public';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type JsonObject = Record<string, unknown>;

/** The `security` requirement of each kind of access (components.securitySchemes). */
export const securityOf: Record<RouteAccess, Array<Record<string, string[]>>> = {
  session: [{ bearer: [] }],
  apiKey: [{ apiKey: [] }],
  public: [],
};

const errorSchema = (() => {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(apiErrorBody, {
    target: 'draft-2020-12',
    io: 'output',
  }) as JsonObject;
  return schema;
})();

const errorAnswer = (description: string) => ({ ...errorSchema, description });

/** Answers any operation may give, whatever its handler does (DESIGN.md's error body). */
const ALWAYS = {
  400: 'The request is malformed or fails validation (including a badly encoded URL).',
  414: 'The URL or one of its parameters is too long.',
  429: 'Too many requests: wait and retry.',
  431: 'The request headers are too large.',
  500: 'Something went wrong on the server.',
} as const;
const WITH_BODY = {
  413: 'The request body is too large.',
  415: 'The request body has a content type the operation does not accept.',
} as const;
const BY_ACCESS: Record<RouteAccess, Record<number, string>> = {
  session: {
    401: 'No access token, or an invalid or expired one.',
    403: 'The signed-in user may not do this.',
  },
  apiKey: { 401: 'No `x-api-key`, or a wrong one.' },
  public: {},
};
const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function usesZod(schema: JsonObject | undefined): schema is JsonObject {
  return (
    schema !== undefined &&
    Object.values(schema).some(
      (part) =>
        typeof part === 'object' &&
        part !== null &&
        ('_zod' in part ||
          Object.values(part).some((p) => typeof p === 'object' && p !== null && '_zod' in p)),
    )
  );
}

/** A Fastify wildcard (`/files/*`) becomes a named path parameter, as OpenAPI needs. */
export const WILDCARD_PARAM = 'key';

function wildcardToParam(result: { schema: JsonObject; url: string }) {
  if (!result.url.endsWith('/*')) return;
  result.url = `${result.url.slice(0, -1)}:${WILDCARD_PARAM}`;
  const params = result.schema.params as
    { properties?: Record<string, JsonObject>; required?: string[] } | undefined;
  const wildcard = params?.properties?.['*'];
  if (params?.properties && wildcard) {
    delete params.properties['*'];
    params.properties[WILDCARD_PARAM] = {
      ...wildcard,
      description: 'The stored file’s key as the signed link gives it (it may contain `/`).',
    };
    params.required = [...(params.required ?? []).filter((p) => p !== '*'), WILDCARD_PARAM];
  }
}

/**
 * Each operation's route schema for the document: zod schemas become JSON Schema, the security
 * requirement follows the route's `config.access`, and the error answers every operation can give
 * are added centrally. Routes without zod schemas (GraphQL, static files) pass unchanged.
 */
function transform(input: TransformInput) {
  const schema = input.schema as JsonObject | undefined;
  if (!usesZod(schema)) return { schema: input.schema, url: input.url };
  const result = jsonSchemaTransform(input) as { schema: JsonObject; url: string };
  const out = result.schema;
  if (out.hide) return result;
  // Uploads are read from the multipart stream, not validated as a body; document the field.
  const consumes = schema.consumes as string[] | undefined;
  if (consumes?.includes('multipart/form-data')) {
    out.body = {
      type: 'object',
      properties: { file: { type: 'string', format: 'binary' } },
      required: ['file'],
    };
  }
  wildcardToParam(result);

  const config = (input.route.config ?? {}) as { access?: RouteAccess };
  const access = config.access ?? 'session';
  out.security = securityOf[access];

  const methods = [input.route.method].flat().map((m) => m.toUpperCase());
  const response = { ...((out.response as JsonObject | undefined) ?? {}) };
  const hasPathParams = result.url.includes(':');
  const add: Record<number, string> = { ...ALWAYS, ...BY_ACCESS[access] };
  if (hasPathParams) add[404] = 'Nothing with that identifier.';
  if (methods.some((m) => METHODS_WITH_BODY.has(m))) Object.assign(add, WITH_BODY);
  for (const [status, description] of Object.entries(add)) {
    response[status] ??= errorAnswer(description);
  }
  out.response = response;
  return result;
}

/** One schema for the elements of a tuple: the element schema, or anyOf the distinct ones. */
function mergeElements(elements: unknown[]): unknown {
  const distinct: unknown[] = [];
  for (const element of elements) {
    if (!distinct.some((d) => JSON.stringify(d) === JSON.stringify(element)))
      distinct.push(element);
  }
  return distinct.length === 1 ? distinct[0] : { anyOf: distinct };
}

/**
 * zod renders tuples as JSON Schema 2020-12 `prefixItems`, which draft-07 tools (Prism, Portman)
 * reject. Every tuple becomes a plain array with `items` (the elements' schema) and its length in
 * `minItems`/`maxItems`: what both drafts read, and the same JSON on the wire.
 */
export function withoutPrefixItems(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutPrefixItems);
  if (typeof node !== 'object' || node === null) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) out[key] = withoutPrefixItems(value);
  const prefix = out.prefixItems as unknown[] | undefined;
  if (Array.isArray(prefix)) {
    const rest = out.items;
    delete out.prefixItems;
    const elements: unknown[] = rest === false || rest === undefined ? prefix : [...prefix, rest];
    out.items = mergeElements(elements);
    out.minItems ??= prefix.length;
    if (rest === false || rest === undefined) out.maxItems ??= prefix.length;
  }
  return out;
}

/** OpenAPI 3.1 generated from the same zod schemas that validate requests; UI at /docs. */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Shuttle Ops API',
          description:
            'REST API of the Shuttle Ops console. Send the access token as `Authorization: Bearer <AccessToken>` (or `x-token`). The public API (`/public/v1`) takes the `x-api-key` header instead. Every error answers `{ "error": { "code", "message", "details"? } }`.',
          version: '0.1.0',
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
          },
        },
        security: [{ bearer: [] }],
      },
      transform,
      transformObject: (documents) =>
        withoutPrefixItems(
          'openapiObject' in documents ? documents.openapiObject : documents.swaggerObject,
        ) as JsonObject,
    });
    await app.register(swaggerUi, { routePrefix: '/docs' });
  },
  { name: 'openapi' },
);
