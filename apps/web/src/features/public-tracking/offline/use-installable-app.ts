import { useEffect } from 'react';
import { registerShuttleServiceWorker } from './service-worker.ts';

const LINKS = [
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/icon-192.png' },
];

/**
 * Makes /shuttle an installable app: links the web app manifest (this page only, not the staff
 * console) and registers the service worker that lets it open offline. Not in development,
 * where Vite serves unbundled modules a cache would only get in the way of.
 */
export function useInstallableApp(): void {
  useEffect(() => {
    const added = LINKS.map(({ rel, href }) => {
      const link = document.createElement('link');
      link.rel = rel;
      link.href = href;
      document.head.append(link);
      return link;
    });
    if (!import.meta.env.DEV) {
      registerShuttleServiceWorker().catch(() => {
        // Without a service worker the page works as before, only not offline.
      });
    }
    return () => {
      for (const link of added) link.remove();
    };
  }, []);
}
