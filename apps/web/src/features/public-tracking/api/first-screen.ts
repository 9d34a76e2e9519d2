import { FIRST_SCREEN, firstScreenData, type FirstScreenData } from '@shuttle-ops/domain';

/**
 * The data the server put into the page's HTML with its first screen (the announcements shown
 * now), for `customer`; null when the HTML has none (another page, no server data, outside a
 * browser) or holds another customer's.
 */
export function readFirstScreenData(
  customer: string | null,
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): FirstScreenData | null {
  const island = doc?.getElementById(FIRST_SCREEN.islandId);
  if (island === null || island === undefined) return null;
  try {
    const parsed = firstScreenData.safeParse(JSON.parse(island.textContent ?? ''));
    return parsed.success && parsed.data.customer === customer ? parsed.data : null;
  } catch {
    return null;
  }
}
