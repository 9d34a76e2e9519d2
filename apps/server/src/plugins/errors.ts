import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@shuttle-ops/domain';
import { HttpError } from '../lib/http-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Error code for request validation failures on this route (identity uses Cognito's). */
    validationErrorCode?: string;
    /** The body's content type this route takes, named in its 415 (application/json otherwise). */
    bodyContentType?: string;
  }
}

export const errorBody = (code: string, message: string, details?: unknown): ApiErrorBody => ({
  error: details === undefined ? { code, message } : { code, message, details },
});

export interface FieldIssue {
  field: string;
  message: string;
}

/**
 * The 400 of a request that failed validation. Most routes say `body.name: …`; routes with their
 * own validationErrorCode (identity, Cognito-like) give only the message.
 */
export function validationFailure(request: FastifyRequest, issues: FieldIssue[]): HttpError {
  const code = request.routeOptions.config?.validationErrorCode ?? 'VALIDATION_ERROR';
  const first = issues[0];
  const message = !first
    ? 'Invalid request'
    : code !== 'VALIDATION_ERROR'
      ? first.message
      : `${first.field}: ${first.message}`;
  return new HttpError(400, code, message, issues);
}

/** Our codes for the client errors Fastify and its plugins raise themselves. */
const FRAMEWORK_CODES: Record<string, { status: number; code: string; message?: string }> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    message: 'The body is empty but its content type says JSON.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'INVALID_JSON' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'The body does not match its Content-Length.',
  },
  FST_ERR_BAD_URL: {
    status: 400,
    code: 'BAD_URL',
    message: 'The path has a badly percent-encoded part.',
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    code: 'URI_TOO_LONG',
    message: 'A path segment is longer than 100 characters.',
  },
  FST_REQ_FILE_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The file is larger than 10 MB.',
  },
  FST_FILES_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Send one file only.' },
  FST_PARTS_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Too many parts.' },
  FST_FIELDS_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Too many fields.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the body as multipart/form-data.',
  },
};

/** A code for any other client status, so no Fastify-internal code (FST_…) reaches a client. */
const STATUS_CODE_NAMES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
};

/** A byte count as people read it: `5 MB`, `16 kB`, `300 bytes` (binary units, as limits are). */
export function readableBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  const kb = bytes / 1024;
  if (kb >= 1) return `${Number.isInteger(kb) ? kb : kb.toFixed(1)} kB`;
  return `${bytes} bytes`;
}

/** Fastify's own client errors in our shape; anything else unknown is a logged 500. */
function toHttpError(error: FastifyError, request: FastifyRequest): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    // The limit of this route (docs/configuration.md), not the server's default.
    const limit = request.routeOptions.bodyLimit;
    return new HttpError(
      413,
      'PAYLOAD_TOO_LARGE',
      `The request body is larger than ${readableBytes(limit)}, the limit of this call.`,
      [{ field: 'body', message: `at most ${limit} bytes` }],
    );
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    const wanted = request.routeOptions.config?.bodyContentType ?? 'application/json';
    const given = request.headers['content-type'];
    return new HttpError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      given
        ? `Send the body as ${wanted}, not ${given.split(';')[0]!.trim()}.`
        : `Send the body as ${wanted}: the request has no Content-Type header.`,
    );
  }
  const known = error.code ? FRAMEWORK_CODES[error.code] : undefined;
  if (known) return new HttpError(known.status, known.code, known.message ?? error.message);
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return new HttpError(400, 'INVALID_JSON', `The body is not valid JSON: ${error.message}`);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return new HttpError(status, STATUS_CODE_NAMES[status] ?? 'BAD_REQUEST', error.message);
  }
  return null;
}

function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      field: [error.validationContext, ...v.instancePath.split('/').filter(Boolean)].join('.'),
      message: v.message ?? 'is invalid',
    }));
    const failure = validationFailure(request, issues);
    return reply.status(400).send(errorBody(failure.code, failure.message, failure.details));
  }
  const known = toHttpError(error, request);
  if (known) {
    return reply.status(known.statusCode).send(errorBody(known.code, known.message, known.details));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(errorBody('INTERNAL', 'Something went wrong on our side.'));
}

/**
 * Fastify's `frameworkErrors`: a badly encoded path (400) or a path parameter over
 * maxParamLength (414), refused by the router before any route runs.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  void sendError(error, request, reply);
}

/**
 * Fastify's `clientErrorHandler`: requests Node's HTTP parser refuses before Fastify sees them,
 * chiefly a URL plus headers over 16 KB (431). Answers in our shape, then closes the connection.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'HEADERS_TOO_LARGE', 'The URL and headers are larger than 16 KB.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'REQUEST_TIMEOUT', 'The request took too long to arrive.']
        : [400, 'BAD_REQUEST', 'The request is not valid HTTP.'];
  const json = JSON.stringify(errorBody(code, message));
  if (socket.writable) {
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  // Give the answer a moment to leave before the socket goes, whatever the client still sends.
  setTimeout(() => socket.destroy(), 1000).unref();
}

/** Maps every failure to DESIGN.md's JSON error body; bad input never becomes a 500. */
export const errorsPlugin = fp(
  (app: FastifyInstance) => {
    app.setErrorHandler(sendError);
  },
  { name: 'errors' },
);
