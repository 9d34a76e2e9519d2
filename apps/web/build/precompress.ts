import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images, fonts (woff2) and maps are left as they are. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|wasm)$/i;

/** Below this the response headers outweigh the saving. */
export const MIN_BYTES = 1024;

export interface CompressedFile {
  file: string;
  bytes: number;
  br: number | null;
  gzip: number | null;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `<file>.br` and `<file>.gz` beside a file, each only when smaller than the file. */
async function compressFile(file: string): Promise<CompressedFile> {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const keep = async (packed: Buffer, extension: string) => {
    if (packed.length >= content.length) return null;
    await writeFile(`${file}${extension}`, packed);
    return packed.length;
  };
  return { file, bytes: content.length, br: await keep(br, '.br'), gzip: await keep(gz, '.gz') };
}

/**
 * Compresses every text file under `dir` once, at build time, so the server sends the smallest
 * encoding the browser accepts without compressing on each request.
 */
export async function precompressDir(dir: string): Promise<CompressedFile[]> {
  const files = await filesUnder(dir);
  const candidates: string[] = [];
  for (const file of files) {
    if (!COMPRESSIBLE.test(file)) continue;
    if ((await stat(file)).size < MIN_BYTES) continue;
    candidates.push(file);
  }
  return Promise.all(candidates.map(compressFile));
}

/** Vite plugin: after the build (and the copy of `public/`), precompress the output folder. */
export function precompress(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'shuttle-ops:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle(error?: Error) {
      if (config === undefined || error !== undefined) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const done = await precompressDir(outDir);
      const raw = done.reduce((sum, f) => sum + f.bytes, 0);
      const br = done.reduce((sum, f) => sum + (f.br ?? f.bytes), 0);
      config.logger.info(
        `precompressed ${done.length} files: ${kB(raw)} → ${kB(br)} brotli (.br and .gz beside each)`,
      );
    },
  };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
