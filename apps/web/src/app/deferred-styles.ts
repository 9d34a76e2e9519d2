/** The attribute build/prerender.ts gives the stylesheets the page loads without waiting. */
const DEFERRED = 'link[rel="stylesheet"][data-deferred-style]';

/**
 * Switches on the stylesheets that a prerendered page (shuttle.html) loads as `media="print"`,
 * so they do not hold back its first paint; resolves once each has loaded (or failed), so the
 * app renders with every rule in place. Nothing to wait for on the other pages.
 */
export function applyDeferredStyles(doc: Document = document): Promise<void> {
  const links = [...doc.querySelectorAll<HTMLLinkElement>(DEFERRED)];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          const apply = () => {
            link.media = 'all';
            resolve();
          };
          if (link.sheet !== null) return apply();
          link.addEventListener('load', apply, { once: true });
          // Without the full sheet the first screen's own CSS still holds.
          link.addEventListener('error', apply, { once: true });
        }),
    ),
  ).then(() => undefined);
}
