import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** A JS chunk as the web build reports it (apps/web/build/chunk-report.ts). */
export interface BuiltChunk {
  source: string | null;
  imports: string[];
  dynamicImports: string[];
  css: string[];
  modules: { id: string; bytes: number }[];
}

const reportPath = fileURLToPath(new URL('../../apps/web/dist/.vite/chunks.json', import.meta.url));

/** Every JS chunk of the built console by file name (`assets/…js`). */
export function builtChunks(): Map<string, BuiltChunk> {
  const report = JSON.parse(readFileSync(reportPath, 'utf8')) as Record<string, BuiltChunk>;
  return new Map(Object.entries(report));
}
