import { createReadStream } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live. Local disk is the default; an S3-compatible store implements the
 * same three calls and is chosen by env (docs/decisions/0004-admin-api.md).
 */
export interface FileStore {
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes, or null when there is no such file. */
  read(key: string): Promise<Readable | null>;
  /** Removing a missing file is not an error. */
  delete(key: string): Promise<void>;
}

/**
 * Keys the server makes: `<customer id>/<kind>/<file id>[-thumb].<ext>`, and the parts of an
 * unfinished upload, `<customer id>/<kind>/<upload id>-p<n>.part`.
 */
export const STORAGE_KEY =
  /^[0-9a-f-]{36}\/[a-z_]{1,32}\/[0-9a-f-]{36}(-thumb|-p[0-9]{1,4})?\.(png|jpg|webp|gif|pdf|mp4|mov|webm|part)$/;
/** The parts of unfinished uploads: stored, never served. */
export const isPartKey = (key: string): boolean => key.endsWith('.part');

export function localDiskStore(root: string): FileStore {
  const resolve = (key: string): string => {
    if (!STORAGE_KEY.test(key)) throw new Error(`invalid storage key ${key}`);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside, then renamed: a reader sees the old bytes or the new, never half of them
      // (a part sent again while its upload is read).
      const aside = `${file}.${randomUUID()}.tmp`;
      try {
        await writeFile(aside, data);
        await rename(aside, file);
      } catch (error) {
        await rm(aside, { force: true });
        throw error;
      }
    },
    async read(key) {
      const file = resolve(key);
      const found = await stat(file).catch(() => null);
      return found?.isFile() ? createReadStream(file) : null;
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
