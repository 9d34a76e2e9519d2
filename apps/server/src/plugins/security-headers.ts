import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { PRERENDERED_PAGES } from './web.ts';

export interface SecurityHeadersOptions {
  /** The built console; its inline scripts (the colour-scheme snippet) are allowed by hash. */
  webRoot: string;
  /** Further origins for an online map style (VITE_MAP_STYLE_URL): its tiles, glyphs, sprites. */
  extraSources?: readonly string[];
}

/**
 * `'sha256-…'` of every inline `<script>` (one without src) in the built index.html and in the
 * pages rendered ahead of time (shuttle.html), each once.
 */
export function inlineScriptHashes(webRoot: string): string[] {
  const hashes = new Set<string>();
  for (const file of ['index.html', ...Object.values(PRERENDERED_PAGES)]) {
    const page = path.join(webRoot, file);
    if (!existsSync(page)) continue;
    const html = readFileSync(page, 'utf8');
    for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
      const digest = createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64');
      hashes.add(`'sha256-${digest}'`);
    }
  }
  return [...hashes];
}

/**
 * The headers helmet sets for these options, worked out once: helmet's middleware run against
 * a response that only records them. (@fastify/helmet built the middleware again for every
 * request, parsing the policy each time: a tenth of a millisecond a request, refusals included.)
 */
export function securityHeaders(options: HelmetOptions): ReadonlyArray<[string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  // A bad option throws here, at start; the middleware itself only sets headers.
  helmet(options)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    recorder as unknown as Parameters<ReturnType<typeof helmet>>[1],
    () => undefined,
  );
  return [...headers];
}

/**
 * Security headers on every answer (console, API, /docs): a CSP without inline scripts except
 * the console's hashed colour-scheme snippet, no framing, nosniff, a strict referrer policy.
 * Styles keep 'unsafe-inline': Mantine and Swagger UI set style attributes at run time.
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  (app: FastifyInstance, { webRoot, extraSources = [] }) => {
    const headers = securityHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'", ...inlineScriptHashes(webRoot)],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'", "'unsafe-inline'", ...extraSources],
          // MapLibre draws markers and icons from blob: and data: URLs.
          imgSrc: ["'self'", 'data:', 'blob:', ...extraSources],
          fontSrc: ["'self'", 'data:', ...extraSources],
          // Live updates (GraphQL subscriptions, MQTT) over WebSocket to this server.
          connectSrc: ["'self'", 'ws:', 'wss:', ...extraSources],
          // MapLibre runs its tile workers from a blob: URL.
          workerSrc: ["'self'", 'blob:'],
          childSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          manifestSrc: ["'self'"],
        },
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Served over plain HTTP on a site network too; HSTS is for the TLS proxy in front to set.
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security-headers' },
);
