import type { CDPSession, Page } from '@playwright/test';

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
  encoding: string | null;
}

function kindOf(resourceType: string | undefined, mimeType: string, url: string): TransferKind {
  if (resourceType === 'Script' || /javascript/.test(mimeType) || /\.m?js$/.test(url)) return 'js';
  if (resourceType === 'Stylesheet' || mimeType === 'text/css') return 'css';
  if (resourceType === 'Font' || /^font\//.test(mimeType)) return 'font';
  if (resourceType === 'Document') return 'document';
  if (resourceType === 'Fetch' || resourceType === 'XHR') return 'data';
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
 * Records every finished HTTP transfer of the page from CDP (`Network.loadingFinished`'s
 * `encodedDataLength`: what crossed the wire); WebSocket frames are not counted.
 */
export function recordTransfers(cdp: CDPSession) {
  const pending = new Map<string, Omit<Transfer, 'bytes'> & { type?: string }>();
  const done: Transfer[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();

  cdp.on('Network.requestWillBeSent', (event) => {
    if (!pending.has(event.requestId)) inFlight += 1;
    pending.set(event.requestId, {
      url: event.request.url,
      kind: 'other',
      encoding: null,
      type: event.type,
    });
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = pending.get(event.requestId);
    if (request === undefined) return;
    const headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    request.kind = kindOf(event.type, event.response.mimeType, new URL(request.url).pathname);
    request.encoding = headers['content-encoding'] ?? null;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = pending.get(event.requestId);
    if (request === undefined) return;
    pending.delete(event.requestId);
    inFlight -= 1;
    lastActivity = Date.now();
    done.push({
      url: request.url,
      kind: request.kind,
      bytes: event.encodedDataLength,
      encoding: request.encoding,
    });
  });
  cdp.on('Network.loadingFailed', (event) => {
    if (pending.delete(event.requestId)) inFlight -= 1;
    lastActivity = Date.now();
  });

  return {
    transfers: (): readonly Transfer[] => done,
    /** Resolves once no HTTP request has been open for `quietMs`. */
    async settled(quietMs = 1500, timeoutMs = 60_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (inFlight > 0 || Date.now() - lastActivity < quietMs) {
        if (Date.now() > deadline) throw new Error(`${inFlight} request(s) still open`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

export function bytesByKind(
  transfers: readonly Transfer[],
): Record<TransferKind | 'total', number> {
  const sums = { js: 0, css: 0, font: 0, document: 0, data: 0, other: 0, total: 0 };
  for (const t of transfers) {
    sums[t.kind] += t.bytes;
    sums.total += t.bytes;
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
