import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';

/**
 * Starts downloading the code of the screens at `pathname` now, beside the start-up's request
 * for the server's settings, instead of after the first render: on a slow phone network that
 * saves a round trip and more before a deep link (e.g. /shuttle) shows its text. The router's
 * own `lazy()` call later finds the modules already loaded.
 */
export function preloadScreen(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    // A failed download is the router's to report when it loads the screen itself.
    if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
  }
}
