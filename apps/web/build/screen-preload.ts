import path from 'node:path';
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

export interface ScreenPreloadOptions {
  /** The page path whose screen code the HTML should start loading at once, e.g. `/shuttle`. */
  path: string;
  /** The screen's lazily imported module, relative to the web app's root. */
  screen: string;
}

/** The chunk files a chunk loads with it (its static imports, transitively), itself first. */
export function chunkClosure(bundle: Rolldown.OutputBundle, file: string): string[] {
  const chunkOf = (name: string) => {
    const chunk = bundle[name];
    return chunk?.type === 'chunk' ? chunk : undefined;
  };
  const seen = new Set<string>();
  const stack = [file];
  while (stack.length > 0) {
    const name = stack.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    stack.push(...(chunkOf(name)?.imports ?? []));
  }
  return [...seen];
}

/**
 * The inline script that, on the screen's path only, adds `<link rel="modulepreload">` and
 * stylesheet links for the screen's chunks while the HTML is parsed. The server allows it by its
 * hash (security-headers.ts reads every inline script of the built index.html).
 */
export function preloadScript(pagePath: string, scripts: string[], styles: string[]): string {
  return [
    `if(location.pathname===${JSON.stringify(pagePath)}){`,
    `for(const h of ${JSON.stringify(scripts)}){const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)}`,
    `for(const h of ${JSON.stringify(styles)}){const l=document.createElement('link');l.rel='stylesheet';l.crossOrigin='';l.href=h;document.head.appendChild(l)}`,
    '}',
  ].join('');
}

/**
 * For a page that must paint fast from a deep link (the public page): the built index.html starts
 * loading the screen's chunks on its path while the HTML is parsed, in parallel with the app's
 * own, instead of after the app has started, fetched its settings and matched the route.
 */
export function screenPreload(options: ScreenPreloadOptions): Plugin {
  let root = process.cwd();
  let base = '/';
  const screenId = () => path.join(root, options.screen);

  return {
    name: 'shuttle-ops:screen-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx): HtmlTagDescriptor[] {
        const bundle = ctx.bundle;
        if (bundle === undefined) return [];
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        const screen = chunks.find((c) => c.facadeModuleId === screenId());
        if (entry === undefined || screen === undefined) {
          throw new Error(`screen-preload: no chunk for the entry or for ${options.screen}`);
        }
        const loaded = new Set(chunkClosure(bundle, entry.fileName));
        const files = chunkClosure(bundle, screen.fileName).filter((f) => !loaded.has(f));
        const styles = files.flatMap((f) => {
          const chunk = bundle[f];
          return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
        });
        return [
          {
            tag: 'script',
            children: preloadScript(
              options.path,
              files.map((f) => base + f),
              styles.map((f) => base + f),
            ),
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
