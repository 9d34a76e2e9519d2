import type { BrowserContext, CDPSession, Page, Request } from '@playwright/test';

/**
 * A mid-range phone on a slow mobile network, as Lighthouse's mobile profile: 4× slower CPU,
 * 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip.
 */
export const MID_RANGE_PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
} as const;

export type TransferKind = 'js' | 'css' | 'font' | 'document' | 'data' | 'other';

export interface Transfer {
  url: string;
  kind: TransferKind;
  /** Bytes on the wire: headers and the body as sent (compressed). */
  bytes: number;
  /** The body as sent (compressed when it was). */
  body: number;
  encoding: string | null;
  /** From the request's start to the response's last byte. */
  ms: number;
}

function kindOf(resourceType: string, contentType: string, path: string): TransferKind {
  if (resourceType === 'script' || /javascript/.test(contentType) || /\.m?js$/.test(path)) {
    return 'js';
  }
  if (resourceType === 'stylesheet' || contentType.startsWith('text/css')) return 'css';
  if (resourceType === 'font' || contentType.startsWith('font/')) return 'font';
  if (resourceType === 'document') return 'document';
  if (resourceType === 'fetch' || resourceType === 'xhr') return 'data';
  return 'other';
}

/** Throttles the page's CPU and network through CDP and starts from an empty cache. */
export async function emulateMidRangePhone(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MID_RANGE_PHONE.latencyMs,
    downloadThroughput: MID_RANGE_PHONE.downloadBytesPerSecond,
    uploadThroughput: MID_RANGE_PHONE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MID_RANGE_PHONE.cpuSlowdown });
}

/**
 * Records every finished HTTP transfer of the context: headers plus the body as it crossed the
 * wire (Playwright's `request.sizes()`, from CDP's `encodedDataLength`). Unlike a page's own CDP
 * session it also sees the requests of the page's workers (the map's worker script); WebSocket
 * frames are not counted.
 */
export function recordTransfers(context: BrowserContext) {
  const done: Transfer[] = [];
  const open = new Set<Request>();
  const measuring = new Set<Promise<void>>();
  let lastActivity = Date.now();
  const isHttp = (request: Request) => /^https?:/.test(request.url());

  const measure = async (request: Request) => {
    const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
    // Taken from the browser's cache, not the network: the service worker filling its own cache
    // with the files the page has just loaded. The browser reports such a body as 0 bytes less
    // its headers; counting it would subtract from the total.
    if (sizes.responseBodySize < 0) return;
    const headers = response?.headers() ?? {};
    // A worker's own script is loaded outside the page: the browser reports no body size for it.
    const body = sizes.responseBodySize || Number(headers['content-length'] ?? 0);
    done.push({
      url: request.url(),
      kind: kindOf(
        request.resourceType(),
        headers['content-type'] ?? '',
        new URL(request.url()).pathname,
      ),
      bytes: sizes.responseHeadersSize + body,
      body,
      encoding: headers['content-encoding'] ?? null,
      ms: Math.round(request.timing().responseEnd),
    });
  };

  context.on('request', (request) => {
    if (!isHttp(request)) return;
    open.add(request);
    lastActivity = Date.now();
  });
  context.on('requestfinished', (request) => {
    if (!open.delete(request)) return;
    lastActivity = Date.now();
    const pending = measure(request).finally(() => measuring.delete(pending));
    measuring.add(pending);
  });
  context.on('requestfailed', (request) => {
    open.delete(request);
    lastActivity = Date.now();
  });

  return {
    transfers: (): readonly Transfer[] => done,
    /** Resolves once no HTTP request has been open for `quietMs`, with every size read. */
    async settled(quietMs = 1500, timeoutMs = 30_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (open.size > 0 || Date.now() - lastActivity < quietMs) {
        if (Date.now() > deadline) {
          const urls = [...open].map((r) => r.url()).join(', ');
          throw new Error(`${open.size} request(s) still open: ${urls}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await Promise.all(measuring);
    },
  };
}

/** Sums per kind of `bytes` (on the wire, with headers) or `body` (compressed bodies only). */
export function bytesByKind(
  transfers: readonly Transfer[],
  measure: 'bytes' | 'body' = 'bytes',
): Record<TransferKind | 'total', number> {
  const sums = { js: 0, css: 0, font: 0, document: 0, data: 0, other: 0, total: 0 };
  for (const t of transfers) {
    sums[t.kind] += t[measure];
    sums.total += t[measure];
  }
  return sums;
}

export interface LargestPaint {
  /** Milliseconds from navigation start. */
  startTime: number;
  element: string;
  size: number;
}

/** Observes largest-contentful-paint from the first byte; read it with `readLargestPaint`. */
export async function observeLargestPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __largestPaint?: LargestPaint };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        element: Element | null;
        size: number;
      })[]) {
        const element = entry.element;
        const text = element?.textContent?.trim().slice(0, 40) ?? '';
        w.__largestPaint = {
          startTime: entry.startTime,
          element: element === null ? '(removed)' : `<${element.localName}> ${text}`,
          size: entry.size,
        };
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

export async function readLargestPaint(page: Page): Promise<LargestPaint | null> {
  return page.evaluate(
    () => (window as unknown as { __largestPaint?: LargestPaint }).__largestPaint ?? null,
  );
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
