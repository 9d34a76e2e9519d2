import { describe, expect, it } from 'vitest';
import {
  FIRST_SCREEN,
  fillFirstScreen,
  firstScreenData,
  type FirstScreenData,
} from './first-screen.ts';

const page = `<html><body><div id="root"><h1>Track the shuttle</h1>${FIRST_SCREEN.announcementsMarker}<p>After</p></div>\n  </body></html>`;
const templates = {
  section: `<section aria-label="Announcements"><div>${FIRST_SCREEN.itemsSlot}</div></section>`,
  item: `<div id="r1" aria-describedby="r1-body"><p id="r1-body">${FIRST_SCREEN.textSlot}</p></div>`,
  itemId: 'r1',
};
const data = (texts: string[]): FirstScreenData => ({
  customer: null,
  announcements: {
    Items: texts.map((text, i) => ({
      id: `00000000-0000-4000-8000-00000000000${i}`,
      text,
      start_dt: '2026-01-01T00:00:00.000Z',
      end_dt: null,
    })),
    Count: texts.length,
    total: texts.length,
  },
});

describe('the public page with its announcements', () => {
  it('puts each announcement in its place, escaped, each with ids of its own', () => {
    const html = fillFirstScreen(page, templates, data(['Lift <b>out</b> & "closed"', '$& $1']));
    expect(html).toContain(
      '<h1>Track the shuttle</h1><section aria-label="Announcements"><div>' +
        '<div id="r1" aria-describedby="r1-body"><p id="r1-body">Lift &#60;b&#62;out&#60;/b&#62; &#38; &#34;closed&#34;</p></div>' +
        '<div id="r1-1" aria-describedby="r1-1-body"><p id="r1-1-body">$&#38; $1</p></div>' +
        '</div></section><p>After</p>',
    );
  });

  it('leaves the section out without announcements, and always adds the data for the page', () => {
    const html = fillFirstScreen(page, templates, data([]));
    expect(html).not.toContain('<section');
    expect(html).not.toContain(FIRST_SCREEN.announcementsMarker);
    const island =
      /<script type="application\/json" id="public-first-screen">(.*?)<\/script>\n {2}<\/body>/.exec(
        html,
      );
    expect(firstScreenData.parse(JSON.parse(island![1]!))).toEqual(data([]));
  });

  it('keeps a text from closing the data script', () => {
    const html = fillFirstScreen(page, templates, data(['</script><script>alert(1)</script>']));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const island = /id="public-first-screen">(.*?)<\/script>/.exec(html)![1]!;
    expect(firstScreenData.parse(JSON.parse(island)).announcements.Items[0]!.text).toBe(
      '</script><script>alert(1)</script>',
    );
  });
});
