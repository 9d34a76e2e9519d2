import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { STORAGE_KEY, type FileStore } from './file-store.ts';

export interface S3StoreOptions {
  /** The service's base URL, e.g. `https://s3.eu-west-1.amazonaws.com` or a MinIO address. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Only for tests and odd deployments: the fetch to use. */
  fetch?: typeof fetch;
}

/**
 * Uploaded files in an S3-compatible bucket (AWS S3, MinIO, Ceph…), addressed path-style
 * (`<endpoint>/<bucket>/<key>`) and signed with SigV4. Same contract as the local disk store.
 */
export function s3Store(options: S3StoreOptions): FileStore {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  });
  const base = `${options.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(options.bucket)}`;
  const doFetch = options.fetch ?? fetch;

  const call = async (method: string, key: string, body?: Buffer): Promise<Response> => {
    if (!STORAGE_KEY.test(key)) throw new Error(`invalid storage key ${key}`);
    const url = `${base}/${key.split('/').map(encodeURIComponent).join('/')}`;
    const request = await client.sign(url, {
      method,
      ...(body === undefined ? {} : { body: new Uint8Array(body) }),
      headers: body === undefined ? {} : { 'content-length': String(body.length) },
    });
    return doFetch(request);
  };

  const fail = async (what: string, key: string, res: Response): Promise<never> => {
    const text = await res.text().catch(() => '');
    throw new Error(`S3 ${what} ${key} answered ${res.status}: ${text.slice(0, 200)}`);
  };

  return {
    async put(key, data) {
      const res = await call('PUT', key, data);
      if (!res.ok) await fail('PUT', key, res);
      await res.body?.cancel();
    },
    async read(key) {
      const res = await call('GET', key);
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok || res.body === null) return fail('GET', key, res);
      return Readable.fromWeb(res.body as WebReadableStream<Uint8Array>);
    },
    async delete(key) {
      const res = await call('DELETE', key);
      if (!res.ok && res.status !== 404) await fail('DELETE', key, res);
      await res.body?.cancel();
    },
  };
}
