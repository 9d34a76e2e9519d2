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

/** Resolves once the page has loaded and the browser is idle: the worker's downloads come last. */
export function afterPageLoad(): Promise<void> {
  const idle = () =>
    new Promise<void>((resolve) => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve());
      else setTimeout(resolve, 200);
    });
  if (document.readyState === 'complete') return idle();
  return new Promise((resolve) => {
    window.addEventListener('load', () => void idle().then(resolve), { once: true });
  });
}

/**
 * Registers the service worker that keeps the app shell for offline use, and tells it which
 * assets this page loaded before it took control (the lazily loaded page and map chunks), each
 * once. It starts after the page has loaded, so that its install (which fetches the shell and its
 * assets) never competes with the page's own first paint on a slow phone network.
 */
export async function registerShuttleServiceWorker(
  // Absent on plain HTTP other than localhost, and in older browsers.
  container: ServiceWorkerContainer | undefined = 'serviceWorker' in navigator
    ? navigator.serviceWorker
    : undefined,
  ready: () => Promise<void> = afterPageLoad,
): Promise<void> {
  if (container === undefined) return;
  await ready();
  const told = new Set<string>();
  const tell = (worker: ServiceWorker | null | undefined, paths: readonly string[]) => {
    const urls = paths.filter((path) => !told.has(path));
    if (worker === null || worker === undefined || urls.length === 0) return;
    for (const url of urls) told.add(url);
    worker.postMessage({ type: 'cache-assets', urls });
  };
  await container.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
  const registration = await container.ready;
  tell(registration.active, loadedAssetPaths());
  // What loads later (the map and its worker) is told as it arrives.
  if (typeof PerformanceObserver === 'undefined') return;
  new PerformanceObserver((list) => {
    tell(registration.active, assetPaths(list.getEntries()));
  }).observe({ type: 'resource' });
}
