// Page weight of the built web console. Run: npm run bench:web -w bench (or npx tsx
// bench/web-weight.ts) after `npm run build -w apps/web`.
// For each page: the JS and CSS a first visit downloads before the screen renders (the entry and
// everything it imports, then the screen's lazily loaded chunk and its imports), and after it
// what the screen loads later (the map), in bytes as sent: brotli (.br beside each file), gzip,
// plain. Figures of the build only; the browser test e2e/tests/public-page-weight.spec.ts
// measures the same page on a throttled phone with its LCP.
//   WEB_DIST (apps/web/dist)
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

interface Chunk {
  isEntry: boolean;
  source: string | null;
  imports: string[];
  dynamicImports: string[];
  css: string[];
  assets: string[];
}

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = process.env.WEB_DIST ?? path.join(here, '../apps/web/dist');
const reportFile = path.join(dist, '.vite/chunks.json');
if (!existsSync(reportFile)) {
  console.error(`No build report at ${reportFile}: run \`npm run build -w apps/web\` first.`);
  process.exit(1);
}
const chunks = JSON.parse(readFileSync(reportFile, 'utf8')) as Record<string, Chunk>;

/** The screens measured: the lazily loaded page module, and what it loads after its first render. */
const PAGES: { path: string; screen: string; later?: string[] }[] = [
  {
    path: '/shuttle',
    screen: 'src/features/public-tracking/public-tracking-page.tsx',
    later: ['src/features/public-tracking/components/tracking-map.tsx'],
  },
  { path: '/', screen: 'src/features/home/home-page.tsx' },
  { path: '/admin/vehicle', screen: 'src/features/admin/vehicles/vehicles-page.tsx' },
  {
    path: '/servicedashboard',
    screen: 'src/features/dashboard/service-dashboard-page.tsx',
  },
];

interface Size {
  plain: number;
  gzip: number;
  br: number;
}

/** A file's size as sent: its precompressed copy when the build wrote one, else compressed here. */
function sizeOf(file: string): Size {
  const full = path.join(dist, file);
  const plain = statSync(full).size;
  const copy = (ext: string, compress: (b: Buffer) => Buffer) =>
    existsSync(full + ext)
      ? statSync(full + ext).size
      : Math.min(plain, compress(readFileSync(full)).length);
  return { plain, gzip: copy('.gz', gzipSync), br: copy('.br', brotliCompressSync) };
}

const add = (a: Size, b: Size): Size => ({
  plain: a.plain + b.plain,
  gzip: a.gzip + b.gzip,
  br: a.br + b.br,
});
const none: Size = { plain: 0, gzip: 0, br: 0 };

/** The chunk, its static imports (loaded with it) and their CSS and assets (the map's worker). */
function closure(start: string[], seen = new Set<string>()): { js: string[]; css: string[] } {
  const css = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const chunk = chunks[file];
    if (chunk === undefined) return;
    chunk.css.forEach((f) => css.add(f));
    chunk.assets.filter((f) => /\.m?js$/.test(f)).forEach((f) => visit(f));
    chunk.imports.forEach(visit);
  };
  start.forEach(visit);
  return { js: [...seen].filter((f) => /\.m?js$/.test(f)), css: [...css] };
}

const chunkOf = (source: string) => {
  const found = Object.entries(chunks).find(([, c]) => c.source === source);
  if (found === undefined) throw new Error(`no chunk starts from ${source}`);
  return found[0];
};

const total = (files: string[]) => files.map(sizeOf).reduce(add, none);
const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;
const cell = (s: Size) => `${kB(s.br)} br (${kB(s.gzip)} gz, ${kB(s.plain)})`;

const entries = Object.keys(chunks).filter((file) => chunks[file]?.isEntry);
const rows: string[][] = [];
for (const page of PAGES) {
  const seen = new Set<string>();
  const first = closure([...entries, chunkOf(page.screen)], seen);
  const later = closure((page.later ?? []).map(chunkOf), new Set(seen));
  const laterJs = later.js.filter((f) => !first.js.includes(f));
  const laterCss = later.css.filter((f) => !first.css.includes(f));
  rows.push([
    page.path,
    `${cell(total(first.js))}, ${first.js.length} files`,
    laterJs.length === 0 ? '–' : `+ ${cell(total(laterJs))}, ${laterJs.length} files`,
    cell(total([...first.css, ...laterCss])),
  ]);
}

const header = ['page', 'JS before the screen renders', 'JS loaded after (map)', 'CSS'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
console.log(`Web build ${dist}`);
console.log(line(header));
console.log(line(widths.map((w) => '-'.repeat(w))));
rows.forEach((r) => console.log(line(r)));
