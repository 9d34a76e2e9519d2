import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { FIRST_SCREEN, type PublicAnnouncementList } from '@shuttle-ops/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  ANNOUNCEMENTS_FRESH_MS,
  ANNOUNCEMENTS_WAIT_MS,
  firstScreenPage,
  pickEncoding,
} from './first-screen-page.ts';

const page = `<html><body><div id="root"><h1>Track the shuttle</h1>${FIRST_SCREEN.announcementsMarker}</div>\n  </body></html>`;
const answer = (text: string): PublicAnnouncementList => ({
  Items: [
    {
      id: '00000000-0000-4000-8000-000000000000',
      text,
      start_dt: '2026-01-01T00:00:00.000Z',
      end_dt: null,
    },
  ],
  Count: 1,
  total: 1,
});

function built(withTemplates: boolean) {
  const root = mkdtempSync(path.join(tmpdir(), 'shuttle-ops-first-screen-'));
  writeFileSync(path.join(root, 'shuttle.html'), page);
  if (withTemplates) {
    mkdirSync(path.join(root, '.prerender'));
    writeFileSync(
      path.join(root, '.prerender/shuttle.json'),
      JSON.stringify({
        section: `<section aria-label="Announcements">${FIRST_SCREEN.itemsSlot}</section>`,
        item: `<p id="r1">${FIRST_SCREEN.textSlot}</p>`,
        itemId: 'r1',
      }),
    );
  }
  return root;
}

describe('the public page with the announcements shown now', () => {
  it('puts them into the page for the customer asked, compressed as the browser accepts', async () => {
    const now = vi.fn((customer: string | undefined) =>
      Promise.resolve(answer(`News for ${customer ?? 'everyone'}`)),
    );
    const shuttle = firstScreenPage(built(true), 'shuttle.html', now);
    expect(shuttle.fillable).toBe(true);

    const br = await shuttle.render('acme', 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    const html = brotliDecompressSync(br.body).toString();
    expect(html).toContain(
      '<section aria-label="Announcements"><p id="r1">News for acme</p></section>',
    );
    expect(html).toContain('"customer":"acme"');
    expect(now).toHaveBeenCalledWith('acme');

    // The same announcements: the same page, compressed once.
    const again = await shuttle.render('acme', 'br');
    expect(again.body).toBe(br.body);

    const gz = await shuttle.render(undefined, 'gzip');
    expect(gunzipSync(gz.body).toString()).toContain('News for everyone');
    const plain = await shuttle.render(undefined, undefined);
    expect(plain.encoding).toBeNull();
    expect(plain.body.toString()).toContain('"customer":null');
  });

  it('sends the page without them when they cannot be read', async () => {
    const shuttle = firstScreenPage(built(true), 'shuttle.html', () =>
      Promise.reject(new Error('no such customer')),
    );
    const { body } = await shuttle.render('nobody', undefined);
    expect(body.toString()).toBe(page);
  });

  it('reads a customer’s announcements once for a crowd, and does not wait long for them', async () => {
    let clock = 0;
    const now = vi.fn(() => Promise.resolve(answer('Lift out of order')));
    const shuttle = firstScreenPage(built(true), 'shuttle.html', now, () => clock);
    await shuttle.render(undefined, undefined);
    await shuttle.render(undefined, undefined);
    expect(now).toHaveBeenCalledTimes(1);
    clock += ANNOUNCEMENTS_FRESH_MS;
    await shuttle.render(undefined, undefined);
    expect(now).toHaveBeenCalledTimes(2);

    const never = firstScreenPage(built(true), 'shuttle.html', () => new Promise(() => undefined));
    const started = Date.now();
    expect((await never.render(undefined, undefined)).body.toString()).toBe(page);
    expect(Date.now() - started).toBeGreaterThanOrEqual(ANNOUNCEMENTS_WAIT_MS - 50);
  });

  it('is a plain page without the build’s templates', async () => {
    const now = vi.fn(() => Promise.resolve(answer('x')));
    const shuttle = firstScreenPage(built(false), 'shuttle.html', now);
    expect(shuttle.fillable).toBe(false);
    expect((await shuttle.render(undefined, undefined)).body.toString()).toBe(page);
    expect(now).not.toHaveBeenCalled();
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip;q=1.0, br;q=0', 'gzip'],
    ['identity', null],
    [undefined, null],
  ])('picks the encoding for %s', (accept, encoding) => {
    expect(pickEncoding(accept)).toBe(encoding);
  });
});
