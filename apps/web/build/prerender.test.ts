import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN } from '@shuttle-ops/domain';
import { cutTemplates, linkedStylesheets, pageHtml } from './prerender.ts';

const index = `<!doctype html>
<html>
  <head>
    <script>/* colour scheme */</script>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/mantine-1.css">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
    <script>/* screen preload */</script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('the prerendered page', () => {
  it('lists the stylesheets index.html links, in order', () => {
    expect(linkedStylesheets(index)).toEqual(['/assets/mantine-1.css', '/assets/index-1.css']);
  });

  it('holds the screen, its CSS inline and the full stylesheets in place without holding back the paint', () => {
    const html = pageHtml(index, '<h1>Track the shuttle</h1>', 'h1{font-size:2rem}', [
      '/assets/mantine-1.css',
      '/assets/index-1.css',
      '/assets/page-1.css',
    ]);
    expect(html).toContain('<div id="root"><h1>Track the shuttle</h1></div>');
    const head = html.slice(0, html.indexOf('</head>'));
    // Where the stylesheets were, before the screen-preload script, the inline CSS first.
    expect(head.indexOf('<style data-first-screen>h1{font-size:2rem}</style>')).toBeLessThan(
      head.indexOf('/assets/mantine-1.css'),
    );
    expect(head.indexOf('/assets/page-1.css')).toBeLessThan(head.indexOf('screen preload'));
    expect(html.match(/<link rel="preload" as="style"[^>]*>/g)).toHaveLength(3);
    expect(html.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/mantine-1.css" media="print" data-deferred-style>',
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css" media="print" data-deferred-style>',
      '<link rel="stylesheet" crossorigin href="/assets/page-1.css" media="print" data-deferred-style>',
    ]);
    // The inline scripts are those of index.html, unchanged (the server allows them by hash).
    expect(html).toContain('<script>/* colour scheme */</script>');
  });

  it('keeps `$` sequences of the markup as they are', () => {
    expect(pageHtml(index, '<p>$& $1</p>', '', ['/a.css'])).toContain('<p>$& $1</p>');
  });

  it('refuses an index.html without a root or stylesheets', () => {
    expect(() => pageHtml('<body></body>', '', '', [])).toThrow(/no <div id="root">/);
    expect(() => pageHtml('<div id="root"></div>', '', '', [])).toThrow(/no stylesheet/);
  });
});

describe('the announcements cut from the sample', () => {
  const sample =
    '<main><h1>Track the shuttle</h1><section aria-label="Announcements"><div class="stack">' +
    `<div id="r1" data-testid="public-announcement" aria-describedby="r1-body"><p id="r1-body">${FIRST_SCREEN.textSlot}</p></div>` +
    '</div></section><p>Choose your stop</p></main>';

  it('leaves a marker in the screen and the section and item as templates', () => {
    const { markup, templates } = cutTemplates(sample, FIRST_SCREEN);
    expect(markup).toBe(
      `<main><h1>Track the shuttle</h1>${FIRST_SCREEN.announcementsMarker}<p>Choose your stop</p></main>`,
    );
    expect(templates).toEqual({
      section: `<section aria-label="Announcements"><div class="stack">${FIRST_SCREEN.itemsSlot}</div></section>`,
      item: `<div id="r1" data-testid="public-announcement" aria-describedby="r1-body"><p id="r1-body">${FIRST_SCREEN.textSlot}</p></div>`,
      itemId: 'r1',
    });
  });

  it('fails the build when the page no longer renders the sample as expected', () => {
    expect(() => cutTemplates('<main></main>', FIRST_SCREEN)).toThrow(/sample announcement/);
  });
});
