import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { requestJson, withQuery } from './http.ts';

describe('withQuery', () => {
  it('appends the set values and skips empty ones', () => {
    expect(withQuery('/dev/v1/vehicles', { limit: 20, query: '', Customer_ID: undefined })).toBe(
      '/dev/v1/vehicles?limit=20',
    );
    expect(withQuery('/x?a=1', { b: 'two words' })).toBe('/x?a=1&b=two+words');
    expect(withQuery('/x', {})).toBe('/x');
  });
});

describe('requestJson', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('carries the field issues of a 400 in the error', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            error: {
              code: 'VALIDATION_ERROR',
              message: 'body.name: Too small',
              details: [{ field: 'body.name', message: 'Too small' }, { other: 1 }],
            },
          }),
          { status: 400 },
        ),
      ),
    );
    const failure = await requestJson('/dev/v1/busstops', { body: {} }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).details).toEqual([{ field: 'body.name', message: 'Too small' }]);
  });

  it('sends a FormData body as multipart, without a JSON content type', async () => {
    const fetch = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(new Response('{}', { status: 200 })),
    );
    vi.stubGlobal('fetch', fetch);
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'icon.png');
    await requestJson('/dev/v1/vehicles/1/icon', { method: 'POST', body: form, accessToken: 't' });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.headers).toEqual({ accept: 'application/json', authorization: 'Bearer t' });
  });

  it('names a 413 without a JSON body', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('too big', { status: 413 })));
    await expect(requestJson('/dev/v1/x', { body: {} })).rejects.toMatchObject({
      status: 413,
      message: 'The file is too large.',
    });
  });
});
