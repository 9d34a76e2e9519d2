import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS: its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule;

/**
 * Answers that are not in the OpenAPI document by design, so not checked against it:
 * - `/graphql`: GraphQL has its own schema (schema.graphql.ts) and answers 200 with `errors`;
 * - `/mqtt`: MQTT over WebSocket, not an HTTP operation;
 * - `/docs…`: the document and its UI themselves;
 * - `/metrics`: Prometheus text for scrapers, hidden from the document;
 * - `*`: the web console's static files and its SPA fallback;
 * - HEAD: Fastify answers it for every GET without a body; the document lists the GETs.
 */
const NOT_DOCUMENTED = [/^\/graphql$/, /^\/mqtt$/, /^\/docs(\/|$)/, /^\/metrics$/, /^\*$/];

export interface ObservedResponse {
  method: string;
  /** Fastify's route template (`request.routeOptions.url`), e.g. `/dev/v1/customers/:id`. */
  route: string | undefined;
  /** The concrete URL, for messages. */
  url: string;
  status: number;
  contentType: string | undefined;
  /** The body when it is text (JSON); undefined for streams. */
  body: string | undefined;
  /** Whether the request carried an access token (`Authorization: Bearer` or `x-token`). */
  hadToken: boolean;
}

interface MediaType {
  schema?: unknown;
}
interface Operation {
  security?: Array<Record<string, string[]>>;
  responses?: Record<string, { content?: Record<string, MediaType> }>;
}
interface Document {
  security?: Array<Record<string, string[]>>;
  paths?: Record<string, Record<string, Operation>>;
}

/** The document's path for a Fastify route: `:id` → `{id}`, a final `*` → `{key}`. */
export function documentPath(route: string): string {
  return route.replace(/:(\w+)/g, '{$1}').replace(/\/\*$/, '/{key}');
}

const mediaTypeOf = (contentType: string | undefined) =>
  contentType?.split(';')[0]?.trim().toLowerCase();

/**
 * Checks answers against an OpenAPI 3.1 document: every operation answered must be documented,
 * its status declared, its content type one the status declares, and a JSON body valid against
 * the declared schema (JSON Schema 2020-12, as OpenAPI 3.1 says). An operation documented as
 * needing a bearer token must not succeed without one.
 */
export class ContractChecker {
  readonly violations: string[] = [];
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: Document) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    addFormats(this.ajv);
    this.ajv.addFormat('binary', true);
    this.ajv.addSchema(document, 'openapi.json');
  }

  check(observed: ObservedResponse): void {
    const problem = this.problemWith(observed);
    if (problem) {
      this.violations.push(`${observed.method} ${observed.url} → ${observed.status}: ${problem}`);
    }
  }

  private problemWith(o: ObservedResponse): string | undefined {
    const route = o.route;
    if (route === undefined) return undefined; // no route matched: Fastify's own 404
    if (o.method === 'HEAD' || NOT_DOCUMENTED.some((p) => p.test(route))) return undefined;
    const path = documentPath(route);
    const operation = this.document.paths?.[path]?.[o.method.toLowerCase()];
    if (!operation) return `the operation ${o.method} ${path} is not in the document`;

    const security = operation.security ?? this.document.security ?? [];
    const needsBearer = security.length > 0 && security.every((s) => 'bearer' in s);
    if (needsBearer && !o.hadToken && o.status < 300) {
      return 'succeeded without an access token, but the document says it needs one';
    }

    const declared =
      operation.responses?.[String(o.status)] ??
      operation.responses?.[`${String(o.status)[0]}XX`] ??
      operation.responses?.default;
    if (!declared) {
      const statuses = Object.keys(operation.responses ?? {}).join(', ');
      return `status ${o.status} is not declared (declared: ${statuses})`;
    }
    const content = declared.content;
    const mediaType = mediaTypeOf(o.contentType);
    if (!content || Object.keys(content).length === 0) {
      return o.body ? `a body is sent but the document declares none` : undefined;
    }
    if (!mediaType || !(mediaType in content)) {
      return `content type ${mediaType ?? '(none)'} is not declared (declared: ${Object.keys(content).join(', ')})`;
    }
    if (mediaType !== 'application/json' || o.body === undefined) return undefined;

    let body: unknown;
    try {
      body = JSON.parse(o.body);
    } catch {
      return 'the body is not JSON';
    }
    const validate = this.validator(path, o.method.toLowerCase(), String(o.status), mediaType);
    if (!validate || validate(body)) return undefined;
    const errors = (validate.errors ?? [])
      .slice(0, 5)
      .map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`)
      .join('; ');
    return `the body does not match the declared schema: ${errors}; body: ${o.body.slice(0, 500)}`;
  }

  private validator(path: string, method: string, status: string, mediaType: string) {
    const key = [path, method, status, mediaType].join(' ');
    let validate = this.validators.get(key);
    if (!validate) {
      const response = this.document.paths?.[path]?.[method]?.responses?.[status];
      if (!response?.content?.[mediaType]?.schema) return undefined;
      // A reference into the whole document, so that `$ref`s to components resolve.
      const pointer = ['paths', path, method, 'responses', status, 'content', mediaType, 'schema']
        .map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1'))
        .join('/');
      validate = this.ajv.compile({ $ref: `openapi.json#/${pointer}` });
      this.validators.set(key, validate);
    }
    return validate;
  }
}

/**
 * Checks every answer of `app` against the OpenAPI document it serves. Answers are collected
 * in an `onSend` hook (so `inject` and real connections alike); the document is read on the
 * first answer, once the app is ready.
 */
export function checkAnswersAgainstDocument(app: FastifyInstance): ContractChecker['violations'] {
  let checker: ContractChecker | undefined;
  const violations: string[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    // Routes hidden from the document (the web console's files) are not API operations.
    if (request.routeOptions.schema?.hide === true) {
      return payload;
    }
    checker ??= new ContractChecker(app.swagger() as Document);
    const contentType = reply.getHeader('content-type');
    // A compressed answer (plugins/compression.ts) is checked as its client reads it.
    const encoding = reply.getHeader('content-encoding');
    const plain = (bytes: Buffer) =>
      encoding === 'br'
        ? brotliDecompressSync(bytes)
        : encoding === 'gzip'
          ? gunzipSync(bytes)
          : bytes;
    const body =
      typeof payload === 'string'
        ? payload
        : Buffer.isBuffer(payload)
          ? plain(payload).toString('utf8')
          : undefined;
    const before = checker.violations.length;
    checker.check({
      method: request.method,
      route: request.routeOptions.url,
      url: request.url,
      status: reply.statusCode,
      contentType: typeof contentType === 'string' ? contentType : undefined,
      body: body === '' ? undefined : body,
      hadToken: Boolean(request.headers.authorization || request.headers['x-token']),
    });
    violations.push(...checker.violations.slice(before));
    return payload;
  });
  return violations;
}
