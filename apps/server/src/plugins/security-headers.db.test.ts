import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testAppWith } from '../test/test-kit.ts';

const snippet = "document.documentElement.setAttribute('data-x', '1');";
const pageSnippet = "document.documentElement.setAttribute('data-page', '1');";
const webDist = mkdtempSync(path.join(tmpdir(), 'shuttle-ops-web-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  `<!doctype html><head><script>${snippet}</script><script type="module" src="/assets/a.js"></script></head>`,
);
// The public page's own HTML: the same snippet, and one of its own.
writeFileSync(
  path.join(webDist, 'shuttle.html'),
  `<!doctype html><head><script>${snippet}</script><script>${pageSnippet}</script></head>`,
);

const { t } = testAppWith({}, { env: { WEB_DIST: webDist } });

describe('security headers', () => {
  it.each([
    ['the console', '/dashboard'],
    ['an API answer', '/healthz'],
    ['an API error', '/dev/v1/customers'],
    ['an unknown path', '/dev/v1/nowhere'],
    ['the API docs', '/docs/static/index.html'],
    ['the public API', '/public/v1/site'],
  ])('are on %s', async (_name, url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self' ws: wss:");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("img-src 'self' data: blob:");
  });

  it("allows the console's inline snippet by hash, never 'unsafe-inline' scripts", async () => {
    const csp = String((await t.app.inject({ url: '/' })).headers['content-security-policy']);
    const scripts = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    const hash = (text: string) => createHash('sha256').update(text).digest('base64');
    expect(scripts).toBe(`'self' 'sha256-${hash(snippet)}' 'sha256-${hash(pageSnippet)}'`);
    expect(csp).toContain("script-src-attr 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});
