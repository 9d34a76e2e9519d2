import { z } from 'zod';
import { publicAnnouncementList } from '../announcements/announcement.ts';

/**
 * The public page's first screen comes in its HTML (shuttle.html, rendered at build time). The
 * server adds to it, per request, what the page shows first from its data: the announcements
 * shown now. The build leaves the templates below for that; the page takes the same data from
 * the JSON island, so its first render matches what the browser already painted.
 */
export const FIRST_SCREEN = {
  /** Where the announcements go in the prerendered markup (an HTML comment). */
  announcementsMarker: '<!--first-screen:announcements-->',
  /** In the section's template: where its items go. */
  itemsSlot: '{{first-screen:items}}',
  /** In an item's template: its text (HTML-escaped). */
  textSlot: '{{first-screen:text}}',
  /** The id of the JSON island the page reads its first data from. */
  islandId: 'public-first-screen',
} as const;

/** What the build leaves beside shuttle.html for the server (`.prerender/shuttle.json`). */
export const firstScreenTemplates = z.object({
  /** The announcements' section, its items replaced by `itemsSlot`. */
  section: z.string(),
  /** One announcement, its text replaced by `textSlot`. */
  item: z.string(),
  /** An id the item's markup repeats (an element's and its ARIA references): made unique per item. */
  itemId: z.string(),
});
export type FirstScreenTemplates = z.infer<typeof firstScreenTemplates>;

/**
 * The JSON island: the announcements as `GET /public/v1/announcements` answered. No time of its
 * own, so one page serves every passenger until the announcements change (the server keeps it
 * compressed); the page reads them again at once.
 */
export const firstScreenData = z.object({
  customer: z.string().nullable(),
  announcements: publicAnnouncementList,
});
export type FirstScreenData = z.infer<typeof firstScreenData>;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The prerendered page with the announcements in their place and the JSON island before
 * `</body>`; without announcements the section is left out (as the page renders none).
 */
export function fillFirstScreen(
  page: string,
  templates: FirstScreenTemplates,
  data: FirstScreenData,
): string {
  // The first item keeps the id the page's own render gives it; the others get one of their own.
  const items = data.announcements.Items.map((announcement, i) =>
    (i === 0
      ? templates.item
      : templates.item.replaceAll(templates.itemId, `${templates.itemId}-${i}`)
    ).replace(FIRST_SCREEN.textSlot, () => escapeHtml(announcement.text)),
  ).join('');
  const section =
    items === '' ? '' : templates.section.replace(FIRST_SCREEN.itemsSlot, () => items);
  // `<` escaped, so no text can close the script element or open a comment.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const island = `<script type="application/json" id="${FIRST_SCREEN.islandId}">${json}</script>`;
  return page
    .replace(FIRST_SCREEN.announcementsMarker, () => section)
    .replace('</body>', () => `${island}\n  </body>`);
}
