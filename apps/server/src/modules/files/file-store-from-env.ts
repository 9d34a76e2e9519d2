import path from 'node:path';
import type { Env } from '../../config/env.ts';
import { localDiskStore, type FileStore } from './file-store.ts';
import { s3Store } from './s3-store.ts';

/** The S3-compatible bucket when S3_ENDPOINT is set, else DATA_DIR/files on local disk. */
export function fileStoreFromEnv(env: Env): FileStore {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (S3_ENDPOINT === undefined) return localDiskStore(path.resolve(env.DATA_DIR, 'files'));
  if (S3_BUCKET === undefined || S3_ACCESS_KEY_ID === undefined || !S3_SECRET_ACCESS_KEY) {
    throw new Error('S3_ENDPOINT needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return s3Store({
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    region: env.S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
  });
}
