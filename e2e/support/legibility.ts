import type { Locator, Page } from '@playwright/test';

/**
 * Cells that may end in "…" by rule, their whole text in their title: a route's and a stop's
 * name in the dashboard's dense list. Everything else (names, states, levels, times) must show
 * whole.
 */
const MAY_ABBREVIATE = '[data-field="route"], [data-field="next-stop"]';

/**
 * The texts on the screen that are cut: an element that hides what overflows it (or ends it in
 * "…") whose text is wider than its box, and a page that scrolls sideways. Each is described as
 * `tag[field] "text" needed>had`.
 */
export function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate((mayAbbreviate) => {
    const found: string[] = [];
    const roots = document.querySelectorAll('main, [data-testid="wall-view"]');
    for (const root of roots) {
      for (const el of root.querySelectorAll<HTMLElement>('*')) {
        if (el.offsetParent === null || el.clientWidth <= 2) continue;
        if (el.closest('.mantine-VisuallyHidden-root, .maplibregl-map, canvas, svg')) continue;
        if (el.closest(mayAbbreviate)) continue;
        const style = getComputedStyle(el);
        if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
        if (style.overflowX === 'visible' && style.textOverflow !== 'ellipsis') continue;
        const text = el.innerText.trim();
        if (text === '' || el.children.length > 2) continue;
        if (el.scrollWidth > el.clientWidth + 1) {
          const field = el.closest<HTMLElement>('[data-field]')?.dataset['field'] ?? '';
          found.push(
            `${el.tagName.toLowerCase()}[${field}] "${text.replace(/\s+/g, ' ').slice(0, 40)}" ${el.scrollWidth}>${el.clientWidth}`,
          );
        }
      }
    }
    const page = document.scrollingElement;
    if (page && page.scrollWidth > window.innerWidth + 1) {
      found.push(`the page scrolls sideways: ${page.scrollWidth}>${window.innerWidth}`);
    }
    return found;
  }, MAY_ABBREVIATE);
}

/**
 * Map markers that the page's own styles took out of MapLibre's absolute placement: such a
 * marker sits below the marker before it instead of on its position.
 */
export function misplacedMarkers(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.maplibregl-marker')]
      .filter((marker) => getComputedStyle(marker).position !== 'absolute')
      .map((marker) => `a map marker is ${getComputedStyle(marker).position}: ${marker.innerText}`),
  );
}

/** Map labels drawn over each other (a label hidden because it would cover another is fine). */
export function overlappingLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = [...document.querySelectorAll<HTMLElement>('[data-map-label]')].filter(
      (label) => getComputedStyle(label).visibility !== 'hidden',
    );
    const found: string[] = [];
    shown.forEach((label, i) => {
      const a = label.getBoundingClientRect();
      for (const other of shown.slice(i + 1)) {
        const b = other.getBoundingClientRect();
        if (a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top) {
          found.push(`map labels "${label.innerText}" and "${other.innerText}" overlap`);
        }
      }
    });
    return found;
  });
}

/**
 * The map labels shown inside `map` (a map's container) that do not lie whole inside its frame:
 * a view fitted to a route keeps every stop label it shows in the frame.
 */
export function labelsOutsideMap(map: Locator): Promise<string[]> {
  return map.evaluate((frame) => {
    const bounds = frame.getBoundingClientRect();
    return [...frame.querySelectorAll<HTMLElement>('[data-map-label]')]
      .filter((label) => getComputedStyle(label).visibility !== 'hidden')
      .filter((label) => {
        const at = label.getBoundingClientRect();
        return (
          at.left < bounds.left ||
          at.right > bounds.right ||
          at.top < bounds.top ||
          at.bottom > bounds.bottom
        );
      })
      .map((label) => `the map label "${label.innerText}" runs out of the map`);
  });
}

/** The map labels shown inside `map`. */
export function shownLabels(map: Locator): Promise<number> {
  return map
    .locator('[data-map-label]')
    .evaluateAll(
      (labels) => labels.filter((label) => getComputedStyle(label).visibility !== 'hidden').length,
    );
}
