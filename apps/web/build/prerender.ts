import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
// Types only: the config's own bundle cannot load the domain package's TypeScript; its values come
// with the rendering module (src/app/prerender.tsx), which the server build bundles.
import type {
  FIRST_SCREEN,
  FirstScreenTemplates,
  PublicAnnouncementList,
} from '@shuttle-ops/domain';
import react from '@vitejs/plugin-react';
import { JSDOM } from 'jsdom';
import { build } from 'vite';
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';
import { criticalCss, latinFontFiles } from './critical-css.ts';
import { chunkClosure } from './screen-preload.ts';

export interface PrerenderOptions {
  /** The module that renders the page's first screen: `export function render(): string`. */
  entry: string;
  /** The page's lazily imported screen module: its stylesheets style the first screen too. */
  screen: string;
  /** The page's HTML, written beside index.html, e.g. `shuttle.html`. */
  output: string;
}

/** Beside the page, not served (a dot folder): the templates the server fills per request. */
export const PRERENDER_DIR = '.prerender';

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>\n?/g;
const ROOT = '<div id="root"></div>';

/** Marks the stylesheets the page loads without waiting for them (`app/deferred-styles.ts`). */
export const DEFERRED_STYLE = 'data-deferred-style';

/**
 * The page's HTML: index.html with the first screen's markup in #root and the CSS that styles it
 * inline. The full stylesheets stay where they were, in <head> (their order with Mantine's own
 * <style> in the body is part of the cascade), but as `media="print"`: they no longer hold back
 * the first paint, and the app switches them on once loaded, before it renders.
 */
export function pageHtml(
  index: string,
  markup: string,
  css: string,
  stylesheets: string[],
  fonts: string[] = [],
): string {
  if (!index.includes(ROOT)) throw new Error(`prerender: index.html has no ${ROOT}`);
  // A `print` stylesheet is fetched last of all; the preload keeps its place in the queue.
  const links = stylesheets.flatMap((href) => [
    `<link rel="preload" as="style" crossorigin href="${href}">`,
    `<link rel="stylesheet" crossorigin href="${href}" media="print" ${DEFERRED_STYLE}>`,
  ]);
  // The fonts first of all, before the scripts take the connections.
  const fontLinks = fonts.map(
    (href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">\n    `,
  );
  let first = true;
  const html = index
    .replace(/<script type="module"/, (tag) => `${fontLinks.join('')}${tag}`)
    .replace(STYLESHEET, () => {
      if (!first) return '';
      first = false;
      return `    <style data-first-screen>${css}</style>\n    ${links.join('\n    ')}\n`;
    })
    .replace(ROOT, () => `<div id="root">${markup}</div>`);
  if (first) throw new Error('prerender: index.html links no stylesheet');
  return html;
}

/**
 * From the first screen rendered with one sample announcement: the screen without it (a marker
 * where the announcements go) and the templates the server fills per request.
 */
export function cutTemplates(
  markup: string,
  slots: typeof FIRST_SCREEN,
): { markup: string; templates: FirstScreenTemplates } {
  const { document } = new JSDOM(`<!doctype html><body>${markup}</body>`).window;
  const section = document.querySelector('section[aria-label="Announcements"]');
  const items = section?.querySelectorAll('[data-testid="public-announcement"]') ?? [];
  const item = items[0];
  if (section === null || items.length !== 1 || item === undefined || item.id === '') {
    throw new Error('prerender: the sample announcement did not render as one item with an id');
  }
  const itemHtml = item.outerHTML;
  if (itemHtml.split(slots.textSlot).length !== 2) {
    throw new Error('prerender: the sample announcement shows its text other than once');
  }
  item.replaceWith(document.createTextNode(slots.itemsSlot));
  const sectionHtml = section.outerHTML;
  section.replaceWith(document.createComment(slots.announcementsMarker.slice(4, -3)));
  return {
    markup: document.body.innerHTML,
    templates: { section: sectionHtml, item: itemHtml, itemId: item.id },
  };
}

/** The stylesheets index.html links, in order. */
export function linkedStylesheets(index: string): string[] {
  return [...index.matchAll(STYLESHEET)].map((match) => match[1]!);
}

/**
 * For a page that must paint fast on a phone (the public page): at build time, renders its first
 * screen with react-dom/server (a separate server build of `entry`) and writes `output`, which the
 * server sends for that page instead of index.html. The browser paints the screen from the HTML
 * and its inline CSS alone; the app then renders the same screen in its place.
 */
export function prerender(options: PrerenderOptions): Plugin {
  let config: ResolvedConfig | undefined;
  let screenStyles: string[] = [];
  return {
    name: 'shuttle-ops:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle: Rolldown.OutputBundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const screenId = path.join(config!.root, options.screen);
      const screen = chunks.find((c) => c.facadeModuleId === screenId);
      if (screen === undefined) throw new Error(`prerender: no chunk for ${options.screen}`);
      screenStyles = chunkClosure(bundle, screen.fileName).flatMap((file) => {
        const chunk = bundle[file];
        return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
      });
    },
    async writeBundle() {
      const { root, mode, base, logger } = config!;
      const outDir = path.resolve(root, config!.build.outDir);
      const serverDir = path.join(root, 'node_modules/.cache/shuttle-ops-prerender');
      await build({
        configFile: false,
        root,
        mode,
        logLevel: 'warn',
        plugins: [react()],
        build: {
          ssr: options.entry,
          outDir: serverDir,
          emptyOutDir: true,
          copyPublicDir: false,
          minify: false,
          rolldownOptions: { output: { entryFileNames: 'render.mjs' } },
        },
      });
      const module = (await import(pathToFileURL(path.join(serverDir, 'render.mjs')).href)) as {
        render: (announcements?: PublicAnnouncementList) => Promise<string>;
        FIRST_SCREEN: typeof FIRST_SCREEN;
        SAMPLE_ANNOUNCEMENTS: PublicAnnouncementList;
      };
      // With a sample announcement: its CSS is then part of the first screen's, and the server
      // gets the markup to put the announcements shown now in its place.
      const sample = await module.render(module.SAMPLE_ANNOUNCEMENTS);
      const { markup, templates } = cutTemplates(sample, module.FIRST_SCREEN);

      const index = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const stylesheets = [
        ...new Set([...linkedStylesheets(index), ...screenStyles.map((f) => base + f)]),
      ];
      const sheets = await Promise.all(
        stylesheets.map((href) => readFile(path.join(outDir, href.slice(base.length)), 'utf8')),
      );
      const css = criticalCss(sheets.join('\n'), sample);
      // The text's font early: the first screen swaps to it sooner, with less to lay out again.
      const latinFonts = latinFontFiles(css);
      await writeFile(
        path.join(outDir, options.output),
        pageHtml(index, markup, css, stylesheets, latinFonts),
      );
      await mkdir(path.join(outDir, PRERENDER_DIR), { recursive: true });
      await writeFile(
        path.join(outDir, PRERENDER_DIR, `${path.basename(options.output, '.html')}.json`),
        JSON.stringify(templates),
      );
      logger.info(
        `prerendered ${options.output}: ${kB(markup.length)} markup, ${kB(css.length)} inline CSS`,
      );
    },
  };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
