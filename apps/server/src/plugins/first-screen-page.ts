import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import {
  fillFirstScreen,
  firstScreenTemplates,
  type FirstScreenTemplates,
  type PublicAnnouncementList,
} from '@shuttle-ops/domain';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The announcements shown now for a customer (none named: the platform owner's). */
export type PublicAnnouncementsNow = (
  customer: string | undefined,
) => Promise<PublicAnnouncementList>;

export interface Encoded {
  body: Buffer;
  encoding: 'br' | 'gzip' | null;
}

/** The encoding to send: brotli, else gzip, else none, as the browser accepts. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(?:\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** Distinct pages kept compressed: the announcements change rarely, the page is asked often. */
const CACHED_PAGES = 16;
/** One read of a customer's announcements serves the page this long (a crowd opening it). */
export const ANNOUNCEMENTS_FRESH_MS = 5_000;
/** The page does not wait longer for them: it then goes without and asks the API itself. */
export const ANNOUNCEMENTS_WAIT_MS = 500;

const timeout = (ms: number) =>
  new Promise<never>((_resolve, reject) => {
    setTimeout(() => reject(new Error('announcements took too long')), ms).unref();
  });

/**
 * A page the web build rendered ahead of time (shuttle.html) with the templates it left beside
 * it (`.prerender/<page>.json`): per request, the announcements shown now go into their place and
 * the page's JSON island, so they paint with the HTML. A customer's announcements are read at
 * most every few seconds, and waited for half a second at most; each distinct page is compressed
 * once (off the event loop) and kept.
 */
export function firstScreenPage(
  root: string,
  file: string,
  announcementsNow: PublicAnnouncementsNow,
  now: () => number = Date.now,
) {
  const html = readFileSync(path.join(root, file), 'utf8');
  const templatesFile = path.join(root, '.prerender', `${path.basename(file, '.html')}.json`);
  let templates: FirstScreenTemplates | null = null;
  if (existsSync(templatesFile)) {
    const parsed = firstScreenTemplates.safeParse(JSON.parse(readFileSync(templatesFile, 'utf8')));
    if (parsed.success) templates = parsed.data;
  }
  const compressed = new Map<string, Promise<{ br: Buffer; gzip: Buffer }>>();
  const read = new Map<string, { at: number; answer: Promise<PublicAnnouncementList> }>();

  const announcementsOf = (customer: string | undefined) => {
    const key = customer ?? '';
    const known = read.get(key);
    if (known !== undefined && now() - known.at < ANNOUNCEMENTS_FRESH_MS) return known.answer;
    const answer = announcementsNow(customer);
    // A failed read is not kept; nor are the reads of many customers.
    answer.catch(() => read.delete(key));
    if (read.size >= CACHED_PAGES) read.delete(read.keys().next().value!);
    read.set(key, { at: now(), answer });
    return answer;
  };

  const compress = (page: string) => {
    const known = compressed.get(page);
    if (known !== undefined) return known;
    const content = Buffer.from(page);
    const made = Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    ]).then(([br, gz]) => ({ br, gzip: gz }));
    if (compressed.size >= CACHED_PAGES) compressed.delete(compressed.keys().next().value!);
    compressed.set(page, made);
    return made;
  };

  return {
    /** Whether the page can take the announcements (the build left its templates). */
    fillable: templates !== null,
    /** The page for `customer`, in the encoding the browser accepts. */
    async render(
      customer: string | undefined,
      acceptEncoding: string | undefined,
    ): Promise<Encoded> {
      let page = html;
      if (templates !== null) {
        try {
          const announcements = await Promise.race([
            announcementsOf(customer),
            timeout(ANNOUNCEMENTS_WAIT_MS),
          ]);
          page = fillFirstScreen(html, templates, {
            customer: customer ?? null,
            announcements,
          });
        } catch {
          // An unknown customer, a slow or absent database: the page without them; it asks the
          // API itself.
        }
      }
      const encoding = pickEncoding(acceptEncoding);
      if (encoding === null) return { body: Buffer.from(page), encoding };
      return { body: (await compress(page))[encoding], encoding };
    },
  };
}
