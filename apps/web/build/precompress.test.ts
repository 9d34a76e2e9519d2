import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

function builtFolder() {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  mkdirSync(path.join(dir, 'assets'));
  const script = `export const stops = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Stop ${i}`))};`;
  writeFileSync(path.join(dir, 'assets/index-Ab12Cd34.js'), script);
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html>${'<p>Harwell</p>'.repeat(200)}`);
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // Already compressed formats: left alone.
  writeFileSync(path.join(dir, 'assets/inter-latin.woff2'), Buffer.alloc(4096, 7));
  // Random bytes do not shrink: no copy is kept that is larger than the file.
  writeFileSync(path.join(dir, 'assets/noise.json'), randomBytes(4096));
  return { dir, script };
}

describe('precompressDir', () => {
  it('writes brotli and gzip copies beside each text file that decompress to the file', async () => {
    const { dir, script } = builtFolder();
    const done = await precompressDir(dir);
    const js = path.join(dir, 'assets/index-Ab12Cd34.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(existsSync(path.join(dir, 'index.html.br'))).toBe(true);
    const entry = done.find((f) => f.file === js);
    expect(entry?.br).toBeLessThan(entry?.gzip ?? 0);
    expect(entry?.gzip).toBeLessThan(script.length);
  });

  it('leaves small files, binary formats and files that would not shrink as they are', async () => {
    const { dir } = builtFolder();
    await precompressDir(dir);
    expect(existsSync(path.join(dir, 'favicon.svg.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets/inter-latin.woff2.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets/noise.json.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets/noise.json.gz'))).toBe(false);
  });

  it('does not compress its own copies again when run twice', async () => {
    const { dir } = builtFolder();
    await precompressDir(dir);
    await precompressDir(dir);
    expect(existsSync(path.join(dir, 'index.html.br.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'index.html.gz.gz'))).toBe(false);
  });
});
