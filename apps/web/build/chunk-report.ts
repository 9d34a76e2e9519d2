import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;

/** Where the report lands in the output folder (a dot folder: the server does not serve it). */
export const CHUNK_REPORT_FILE = '.vite/chunks.json';

/** One JS chunk of the build: what it loads with it, what it may load later, what it holds. */
export interface ChunkReportEntry {
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** The module a (dynamic) entry chunk starts from, e.g. `src/features/admin/…-page.tsx`. */
  source: string | null;
  imports: string[];
  dynamicImports: string[];
  css: string[];
  assets: string[];
  /** Modules in the chunk, `src/…` for ours and `<package>/…` for libraries, with their size. */
  modules: { id: string; bytes: number }[];
}

export type ChunkReport = Record<string, ChunkReportEntry>;

/** `src/app/app.tsx` for the app's modules, `react-dom/cjs/…` for a library's. */
export function moduleName(id: string, root: string): string {
  const clean = id.replace(/\?.*$/, '');
  const inPackage = clean.lastIndexOf('node_modules/');
  if (inPackage >= 0) return clean.slice(inPackage + 'node_modules/'.length);
  if (!path.isAbsolute(clean)) return clean;
  return path.relative(root, clean).split(path.sep).join('/');
}

export function chunkReport(bundle: OutputBundle, root: string): ChunkReport {
  const report: ChunkReport = {};
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk') continue;
    report[chunk.fileName] = {
      isEntry: chunk.isEntry,
      isDynamicEntry: chunk.isDynamicEntry,
      source: chunk.facadeModuleId === null ? null : moduleName(chunk.facadeModuleId, root),
      imports: chunk.imports,
      dynamicImports: chunk.dynamicImports,
      css: [...(chunk.viteMetadata?.importedCss ?? [])],
      assets: [...(chunk.viteMetadata?.importedAssets ?? [])],
      modules: Object.entries(chunk.modules)
        .map(([id, module]) => ({ id: moduleName(id, root), bytes: module.renderedLength }))
        .filter((module) => module.bytes > 0),
    };
  }
  return report;
}

/**
 * Writes which modules went into which chunk and how chunks load each other, so a test or a
 * benchmark can tell what a page downloads (the public page must not carry console code).
 */
export function chunkReportPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'shuttle-ops:chunk-report',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: CHUNK_REPORT_FILE,
        source: JSON.stringify(chunkReport(bundle, root), null, 1),
      });
    },
  };
}
