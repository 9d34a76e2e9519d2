import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { firstScreenPage, type PublicAnnouncementsNow } from './first-screen-page.ts';

const API_PREFIXES = [
  '/auth/',
  '/dev/',
  '/public/',
  '/graphql',
  '/docs',
  '/healthz',
  '/readyz',
  '/metrics',
  '/.well-known/',
  '/mqtt',
  '/files/',
];

export interface WebPluginOptions {
  /** The built console (apps/web/dist); absent in API-only runs. */
  root: string;
  /** The announcements shown now: the public page's HTML comes with them (first-screen-page.ts). */
  publicAnnouncements?: PublicAnnouncementsNow;
}

const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * Pages whose first screen the web build renders into an HTML file of their own
 * (apps/web/build/prerender.ts): the browser paints it before any script has run. Sent for the
 * page's path when the build wrote it; every other page path gets index.html.
 */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = { '/shuttle': 'shuttle.html' };

/** Hashed file names (Vite's `assets/`) never change content: cache them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon, manifest, service worker) is revalidated on each use. */
export const REVALIDATE = 'no-cache';

const isHashedAsset = (filePath: string, root: string) =>
  path.relative(root, filePath).split(path.sep)[0] === 'assets';

/**
 * Serves the built console; unknown page paths get index.html (or the page's own prerendered
 * HTML) so the client router decides.
 * The build writes `.br` and `.gz` beside each text file; the smallest encoding the browser
 * accepts is sent (with `Vary: Accept-Encoding`), the plain file otherwise.
 */
export const webPlugin = fp<WebPluginOptions>(
  async (app: FastifyInstance, options) => {
    const root = path.resolve(options.root);
    const index = path.join(root, 'index.html');
    const hasWeb = existsSync(index);
    const pageFiles = new Map(
      Object.entries(PRERENDERED_PAGES).filter(([, file]) => existsSync(path.join(root, file))),
    );
    const pageOf = (url: string) => url.replace(/(.)\/$/, '$1');
    const pageFile = (url: string) => pageFiles.get(pageOf(url)) ?? 'index.html';
    const { publicAnnouncements } = options;
    const filled = new Map(
      publicAnnouncements === undefined
        ? []
        : [...pageFiles].map(([page, file]) => [
            page,
            firstScreenPage(root, file, publicAnnouncements),
          ]),
    );
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        preCompressed: true,
        // The compressed copies are found beside their file; they need no routes of their own.
        globIgnore: ['**/*.br', '**/*.gz'],
        setHeaders(reply, filePath) {
          reply.header('cache-control', isHashedAsset(filePath, root) ? IMMUTABLE : REVALIDATE);
        },
      });
    } else {
      app.log.warn({ root }, 'web console not built; run `npm run build` to serve it');
    }

    app.setNotFoundHandler(async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (hasWeb && wantsPage && !isApiPath(url) && !path.extname(url)) {
        const page = filled.get(pageOf(url));
        if (page?.fillable === true) {
          const query = request.query as Record<string, unknown>;
          const customer = typeof query['customer'] === 'string' ? query['customer'] : '';
          const { body, encoding } = await page.render(
            customer === '' ? undefined : customer,
            request.headers['accept-encoding'],
          );
          if (encoding !== null) reply.header('content-encoding', encoding);
          return reply
            .header('content-type', 'text/html; charset=utf-8')
            .header('cache-control', REVALIDATE)
            .header('vary', 'accept-encoding')
            .send(body);
        }
        return reply.sendFile(pageFile(url));
      }
      const allowed = app.hasDecorator('allowedMethods') ? app.allowedMethods(url) : [];
      if (allowed.length > 0) {
        return reply
          .status(405)
          .header('allow', allowed.join(', '))
          .send({
            error: {
              code: 'METHOD_NOT_ALLOWED',
              message: `${request.method} is not allowed on ${url}; use ${allowed.join(', ')}`,
            },
          });
      }
      return reply.status(404).send({
        error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${url}` },
      });
    });
  },
  { name: 'web' },
);
