import { ApiError } from './api-error.ts';
import { requestJson } from './http.ts';
import type { QueryParams } from './http.ts';

/** The versioned REST base of the administration and data API (spec §7). */
export const API_BASE = '/dev/v1';

/** What the client needs of a wire schema from `@shuttle-ops/domain` (a zod schema has it). */
export interface WireSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

type Method = 'POST' | 'PUT' | 'DELETE';

export interface ApiClient {
  get<T>(
    path: string,
    schema: WireSchema<T>,
    query?: QueryParams,
    signal?: AbortSignal,
  ): Promise<T>;
  send<T>(
    method: Method,
    path: string,
    schema: WireSchema<T>,
    body?: unknown,
    query?: QueryParams,
  ): Promise<T>;
  /** A multipart upload with the file in the field `file` (ADR 0004). */
  upload<T>(path: string, schema: WireSchema<T>, file: File, query?: QueryParams): Promise<T>;
}

/** Answers are checked against the shared wire schemas, so a drifting server fails loudly here. */
function parse<T>(schema: WireSchema<T>, body: unknown, path: string): T {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new ApiError(200, 'InvalidResponse', `The server sent an unexpected answer to ${path}.`);
  }
  return result.data;
}

/** Calls under API_BASE with the session's bearer token. No UI side effects. */
export function createApiClient(accessToken: () => string | null): ApiClient {
  const url = (path: string) => `${API_BASE}/${path}`;
  return {
    async get(path, schema, query, signal) {
      const options = { query, accessToken: accessToken(), ...(signal ? { signal } : {}) };
      return parse(schema, await requestJson(url(path), options), path);
    },
    async send(method, path, schema, body, query) {
      const answer = await requestJson(url(path), {
        method,
        body,
        query,
        accessToken: accessToken(),
      });
      return parse(schema, answer, path);
    },
    async upload(path, schema, file, query) {
      const form = new FormData();
      form.append('file', file, file.name);
      const answer = await requestJson(url(path), {
        method: 'POST',
        body: form,
        query,
        accessToken: accessToken(),
      });
      return parse(schema, answer, path);
    },
  };
}
