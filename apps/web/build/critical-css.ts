import { JSDOM } from 'jsdom';
import postcss from 'postcss';
import type { AtRule, ChildNode, Container } from 'postcss';

/**
 * Mantine's colour-scheme conditions (`[data-mantine-color-scheme=dark] .x`,
 * `:where([data-mantine-color-scheme=light]) .x`, `:root[…]`): the scheme is set on <html> by the
 * inline script only in the browser, so a rule for either scheme counts as used when the rest of
 * its selector matches.
 */
const COLOR_SCHEME =
  /:where\(\[data-mantine-color-scheme=['"]?\w+['"]?\]\)|\[data-mantine-color-scheme=['"]?\w+['"]?\]/g;
/** States and parts the markup cannot show ahead of time (a hover, a placeholder's text). */
const STATE_OR_PART =
  /::?-(?:webkit|moz|ms)-[\w-]+(?:\([^)]*\))?|::[\w-]+(?:\([^)]*\))?|:(?:hover|focus-visible|focus-within|focus|active|visited|link|target|autofill|placeholder-shown|before|after|first-line|first-letter)(?![\w-])/g;

/** The selector as the markup can be asked for it: either colour scheme, no states or parts. */
export function matchableSelector(selector: string): string | null {
  // Shadow-DOM hosts: the console has none.
  if (/:host\b/.test(selector)) return null;
  const plain = selector.replace(COLOR_SCHEME, ':root').replace(STATE_OR_PART, '').trim();
  return plain === '' ? null : plain;
}

function matches(document: Document, selector: string): boolean {
  const plain = matchableSelector(selector);
  if (plain === null) return false;
  try {
    return document.querySelector(plain) !== null;
  } catch {
    // A selector the DOM library cannot read: keep the rule rather than risk an unstyled paint.
    return true;
  }
}

/** At-rules kept whole: fonts, animations and the like, small and needed as soon as used. */
const KEEP_WHOLE = new Set(['font-face', 'keyframes', '-webkit-keyframes', 'property', 'charset']);
/** At-rules whose rules are filtered one by one. */
const FILTER_INSIDE = new Set(['media', 'supports', 'layer', 'container']);

function prune(container: Container, document: Document): void {
  container.each((node: ChildNode) => {
    if (node.type === 'rule') {
      if (!node.selectors.some((selector) => matches(document, selector))) node.remove();
    } else if (node.type === 'atrule') {
      const at: AtRule = node;
      const name = at.name.toLowerCase();
      if (KEEP_WHOLE.has(name)) return;
      if (FILTER_INSIDE.has(name) && at.nodes !== undefined) {
        prune(at, document);
        if (at.nodes.length === 0) at.remove();
        return;
      }
      // `@layer a, b;` (an order statement) stays; anything else unknown goes.
      if (!(name === 'layer' && at.nodes === undefined)) at.remove();
    } else if (node.type === 'comment') {
      node.remove();
    }
  });
}

/**
 * The part of `css` that styles `markup` (HTML of a page's first screen): the rules with a
 * selector that matches an element of the markup, for either colour scheme and ignoring states
 * such as :hover, with every font face, animation and media query they need. Inlined in the
 * page's HTML, it lets the browser paint that screen before the full stylesheets arrive.
 */
export function criticalCss(css: string, markup: string): string {
  const { document } = new JSDOM(`<!doctype html><html><body>${markup}</body></html>`).window;
  const root = postcss.parse(css);
  prune(root, document);
  return root.toString();
}

/**
 * The font files of the faces in `css` that cover Basic Latin: what the first screen's text is
 * drawn with, worth preloading with the HTML.
 */
export function latinFontFiles(css: string): string[] {
  const files: string[] = [];
  postcss.parse(css).walkAtRules('font-face', (face) => {
    let range = '';
    let src = '';
    face.walkDecls((decl) => {
      if (decl.prop === 'unicode-range') range = decl.value;
      if (decl.prop === 'src') src = decl.value;
    });
    const url = /url\(\s*['"]?([^'")]+)['"]?\s*\)/.exec(src)?.[1];
    // `U+0000-00FF`, or `U+??` once minified.
    if (url !== undefined && /(^|,)\s*U\+(?:0+-0*FF|\?\?)\s*(,|$)/i.test(range)) files.push(url);
  });
  return files;
}
