/* global self, caches */
// The public tracking page's service worker (scope /shuttle): keeps the app shell so /shuttle
// opens without a network, where the page shows the last known arrivals it saved. Live data
// (/public/v1, /graphql) always goes to the network; the page handles its absence itself.

const SHELL_CACHE = 'shuttle-shell-v1';
const ASSET_CACHE = 'shuttle-assets-v1';
const SHELL_URL = '/shuttle';
/** Small files the installed app needs besides the built assets. */
const EXTRA_URLS = [
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/maskable-512.png',
];
/** Read through the network first, from the cache when offline. */
const NETWORK_FIRST = new Set(['/config.json', ...EXTRA_URLS]);

/** The built assets an HTML shell names (entry script, styles, preloads). */
function assetsNamedIn(html) {
  const urls = new Set();
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) urls.add(match[1]);
  return [...urls];
}

/** Fetches into the cache the files it does not hold yet (built assets never change). */
async function cacheAll(cacheName, urls) {
  const cache = await caches.open(cacheName);
  await Promise.all(
    urls.map(async (url) => {
      if ((await cache.match(url)) !== undefined) return;
      await cache.add(url).catch(() => {
        // One missing file (an asset of an older build) must not stop the others.
      });
    }),
  );
}

/**
 * Stores a fresh shell; when it names other assets than the stored one (a new release), the
 * assets of the old release are dropped and the new ones fetched.
 */
async function storeShell(response) {
  const html = await response.clone().text();
  const shell = await caches.open(SHELL_CACHE);
  const previous = await shell.match(SHELL_URL);
  const before = previous ? await previous.text() : null;
  await shell.put(SHELL_URL, response);
  if (before === html) return;
  if (before !== null) await caches.delete(ASSET_CACHE);
  await cacheAll(ASSET_CACHE, assetsNamedIn(html));
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const response = await fetch(SHELL_URL, { cache: 'no-store' });
      if (response.ok) await storeShell(response);
      await cacheAll(SHELL_CACHE, [...NETWORK_FIRST]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([SHELL_CACHE, ASSET_CACHE]);
      for (const name of await caches.keys()) {
        if (name.startsWith('shuttle-') && !keep.has(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

// The page lists the assets it loaded before this worker took control (its lazy chunks).
self.addEventListener('message', (event) => {
  const data = event.data;
  if (data === null || typeof data !== 'object' || data.type !== 'cache-assets') return;
  if (!Array.isArray(data.urls)) return;
  const urls = data.urls.filter((url) => typeof url === 'string' && url.startsWith('/assets/'));
  event.waitUntil(cacheAll(ASSET_CACHE, urls));
});

async function shellFor(request) {
  try {
    const response = await fetch(request);
    if (response.ok && (response.headers.get('content-type') ?? '').includes('text/html')) {
      await storeShell(response.clone());
    }
    return response;
  } catch (error) {
    const cached = await caches.match(SHELL_URL, { cacheName: SHELL_CACHE });
    if (cached) return cached;
    throw error;
  }
}

async function assetFor(request) {
  const cached = await caches.match(request, { cacheName: ASSET_CACHE });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(ASSET_CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

async function networkFirst(request) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const cache = await caches.open(SHELL_CACHE);
      await cache.put(request, response.clone());
    }
    return response;
  } catch (error) {
    const cached = await caches.match(request, { cacheName: SHELL_CACHE });
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(shellFor(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(assetFor(request));
  } else if (NETWORK_FIRST.has(url.pathname)) {
    event.respondWith(networkFirst(request));
  }
});
