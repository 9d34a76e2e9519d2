/** The public page's service worker (apps/web/public/shuttle-sw.js) and the pages it serves. */
export const SERVICE_WORKER_URL = '/shuttle-sw.js';
export const SERVICE_WORKER_SCOPE = '/shuttle';

/** The built assets among resource timing entries (script chunks, styles, fonts), as paths. */
export function assetPaths(entries: readonly PerformanceEntry[]): string[] {
  const paths = new Set<string>();
  for (const entry of entries) {
    const url = new URL(entry.name, window.location.href);
    if (url.origin === window.location.origin && url.pathname.startsWith('/assets/')) {
      paths.add(url.pathname);
    }
  }
  return [...paths];
}

/** The built assets this page has loaded so far. */
export function loadedAssetPaths(): string[] {
  return assetPaths(performance.getEntriesByType('resource'));
}

/**
 * Registers the service worker that keeps the app shell for offline use, and tells it which
 * assets this page loaded before it took control (the lazily loaded page and map chunks).
 */
export async function registerShuttleServiceWorker(
  // Absent on plain HTTP other than localhost, and in older browsers.
  container: ServiceWorkerContainer | undefined = 'serviceWorker' in navigator
    ? navigator.serviceWorker
    : undefined,
): Promise<void> {
  if (container === undefined) return;
  const tell = (worker: ServiceWorker | null | undefined) =>
    worker?.postMessage({ type: 'cache-assets', urls: loadedAssetPaths() });
  container.addEventListener('controllerchange', () => tell(container.controller));
  await container.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
  const ready = await container.ready;
  tell(ready.active);
  // What loads later (the map and its worker, fetched before this worker controls the page on a
  // first visit) is told as it arrives.
  if (typeof PerformanceObserver === 'undefined') return;
  new PerformanceObserver((list) => {
    const urls = assetPaths(list.getEntries());
    if (urls.length > 0) ready.active?.postMessage({ type: 'cache-assets', urls });
  }).observe({ type: 'resource' });
}
