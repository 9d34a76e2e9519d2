import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Where MAP_FILES_DIR is served. */
export const MAP_FILES_PREFIX = '/map-files/';

/**
 * MAP_FILES_DIR, read-only at /map-files/: a self-hosted base map (a MapLibre style, its PMTiles
 * file, sprites and glyphs) for a deployment without internet. Byte ranges are answered, as a
 * PMTiles file is read in ranges. Anyone may read them, as anyone may see the public map.
 */
export const mapFilesPlugin = fp(
  async (app: FastifyInstance, { root }: { root: string }) => {
    const folder = path.resolve(root);
    if (!existsSync(folder)) {
      app.log.warn({ MAP_FILES_DIR: folder }, 'MAP_FILES_DIR does not exist; /map-files/ is empty');
    }
    await app.register(fastifyStatic, {
      root: folder,
      prefix: MAP_FILES_PREFIX,
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      acceptRanges: true,
      setHeaders(reply) {
        reply.header('cache-control', 'public, max-age=3600');
        reply.header('access-control-allow-origin', '*');
      },
    });
  },
  { name: 'map-files', dependencies: ['config'] },
);
