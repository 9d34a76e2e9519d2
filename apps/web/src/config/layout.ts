/** Spec §9: the side menu is 300 px wide. */
export const SIDE_MENU_WIDTH = 300;
export const HEADER_HEIGHT = 60;
export const FOOTER_HEIGHT = 40;
/** Below this width (a 768 px tablet) the side menu is a drawer over the page. */
export const COMPACT_MEDIA_QUERY = '(max-width: 61.99em)';
/**
 * Up to this width (a 1024 px tablet in landscape, and phones) the side menu is a drawer over the
 * page, so the screen gets the full width: 300 px would take 30% of a tablet.
 */
export const SIDE_MENU_DRAWER_QUERY = '(max-width: 64em)';
