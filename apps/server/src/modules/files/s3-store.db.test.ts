import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { randomUUID } from 'node:crypto';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Vehicle } from '@shuttle-ops/domain';
import { loadEnv } from '../../config/env.ts';
import { clientFor } from '../../test/auth-client.ts';
import { createVehicle, pngImage } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fileStoreFromEnv } from './file-store-from-env.ts';
import { s3Store } from './s3-store.ts';

// s3rver checks SigV4 signatures against these credentials, like a real bucket would.
const credentials = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
const bucket = 'shuttle-ops-files';
let server: S3rver;
let directory: string;
let endpoint: string;
beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 's3-store-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

const keyOf = (suffix = '') => `${randomUUID()}/vehicle_icon/${randomUUID()}${suffix}.png`;

describe('S3-compatible file store', () => {
  const store = () =>
    s3Store({
      endpoint,
      bucket,
      region: 'eu-west-1',
      accessKeyId: credentials.S3_ACCESS_KEY_ID,
      secretAccessKey: credentials.S3_SECRET_ACCESS_KEY,
    });

  it('puts, reads back and deletes an object; a missing one reads as null', async () => {
    const key = keyOf();
    await store().put(key, Buffer.from('bytes of an image'));
    const stream = await store().read(key);
    expect(stream).not.toBeNull();
    expect(await text(stream!)).toBe('bytes of an image');
    await store().delete(key);
    expect(await store().read(key)).toBeNull();
    await expect(store().delete(key)).resolves.toBeUndefined();
  });

  it('refuses a key the server would not make; unknown credentials or bucket fail loudly', async () => {
    await expect(store().put('../escape.png', Buffer.from('x'))).rejects.toThrow(/invalid/);
    const wrong = s3Store({
      endpoint,
      bucket,
      region: 'eu-west-1',
      accessKeyId: 'SOMEONE-ELSE',
      secretAccessKey: 'not-the-secret',
    });
    await expect(wrong.put(keyOf(), Buffer.from('x'))).rejects.toThrow(/answered 403/);
    const missing = s3Store({
      endpoint,
      bucket: 'no-such-bucket',
      region: 'eu-west-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    await expect(missing.put(keyOf(), Buffer.from('x'))).rejects.toThrow(/answered 404/);
  });

  it('is chosen by S3_ENDPOINT, which needs the bucket and keys', () => {
    expect(() => loadEnv({ S3_ENDPOINT: endpoint })).toThrow(/S3_BUCKET is required/);
    const env = loadEnv({ S3_ENDPOINT: endpoint, S3_BUCKET: bucket, ...credentials });
    expect(fileStoreFromEnv(env)).toBeDefined();
  });
});

describe('uploads through the API into the bucket', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ S3_ENDPOINT: endpoint, S3_BUCKET: bucket, ...credentials });
  });
  afterAll(() => t.close());

  it('stores a vehicle icon and its thumbnail in the bucket and serves them by signed link', async () => {
    const admin = await clientFor(t.app, 'admin');
    const vehicle = await createVehicle(t.database.db, 'Darwin');
    const res = await admin.upload(`/dev/v1/vehicles/${vehicle.id}/icon`, await pngImage(64, 48));
    expect(res.statusCode).toBe(200);
    const icon = res.json<Vehicle>().vehicle_icon!;
    const served = await t.app.inject({ url: icon.url });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 64, height: 48 });
    const key = new URL(icon.url, 'http://x').pathname.slice('/files/'.length);
    const direct = await s3Store({
      endpoint,
      bucket,
      region: 'eu-west-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    }).read(key);
    expect(direct).not.toBeNull();
    direct?.destroy();
  });
});
