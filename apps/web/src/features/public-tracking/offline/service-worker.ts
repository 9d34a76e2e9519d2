/** The public page's service worker (apps/web/public/shuttle-sw.js) and the pages it serves. */
export const SERVICE_WORKER_URL = '/shuttle-sw.js';
export const SERVICE_WORKER_SCOPE = '/shuttle';

/** The built assets this page loaded (script chunks, styles, fonts), as paths. */
export function loadedAssetPaths(): string[] {
  const paths = new Set<string>();
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name, window.location.href);
    if (url.origin === window.location.origin && url.pathname.startsWith('/assets/')) {
      paths.add(url.pathname);
    }
  }
  return [...paths];
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
}
