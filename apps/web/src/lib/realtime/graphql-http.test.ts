import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { graphqlRequest } from './graphql-http.ts';

const answer = (body: unknown, status = 200) =>
  vi.fn((_url: string, _init: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify(body), { status })),
  );

describe('graphqlRequest', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('posts the operation with x-api-key and x-token and answers its data', async () => {
    const fetch = answer({ data: { getMeasureNames: [] } });
    vi.stubGlobal('fetch', fetch);
    const data = await graphqlRequest(
      { query: 'query { getMeasureNames { measure_name } }', variables: { a: 1 } },
      { apiKey: 'key', token: 'token' },
    );
    expect(data).toEqual({ getMeasureNames: [] });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/graphql');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ 'x-api-key': 'key', 'x-token': 'token' });
    expect(JSON.parse(init?.body as string)).toEqual({
      query: 'query { getMeasureNames { measure_name } }',
      variables: { a: 1 },
    });
  });

  it('throws the first GraphQL error, whatever the status', async () => {
    vi.stubGlobal('fetch', answer({ data: null, errors: [{ message: 'Forbidden' }] }, 200));
    await expect(graphqlRequest({ query: 'q' }, { apiKey: 'k', token: 't' })).rejects.toMatchObject(
      { code: 'GraphQLError', message: 'Forbidden' },
    );
    const refusal = {
      message: 'Complete the checklist',
      extensions: { code: 'CHECKLIST_REQUIRED' },
    };
    vi.stubGlobal('fetch', answer({ data: null, errors: [refusal] }, 200));
    await expect(graphqlRequest({ query: 'q' }, { apiKey: 'k', token: 't' })).rejects.toMatchObject(
      { code: 'CHECKLIST_REQUIRED', message: 'Complete the checklist' },
    );
    vi.stubGlobal('fetch', answer({ errors: [{ message: 'Bad request' }] }, 400));
    await expect(graphqlRequest({ query: 'q' }, { apiKey: 'k', token: 't' })).rejects.toMatchObject(
      { status: 400, message: 'Bad request' },
    );
  });

  it('names a missing key or user with the messages of spec §8, without a request', async () => {
    const fetch = answer({ data: {} });
    vi.stubGlobal('fetch', fetch);
    await expect(graphqlRequest({ query: 'q' }, { apiKey: null, token: 't' })).rejects.toThrow(
      'No api-key configured',
    );
    await expect(graphqlRequest({ query: 'q' }, { apiKey: 'k', token: null })).rejects.toThrow(
      'No current user',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('turns an unreachable server into a NetworkError', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const failure = await graphqlRequest({ query: 'q' }, { apiKey: 'k', token: 't' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('NetworkError');
  });
});
