const SVG = 'http://www.w3.org/2000/svg';

/** A small inline SVG of one or more paths, for map markers built outside React. */
export function svgIcon(
  viewBox: string,
  size: number,
  paths: readonly string[],
  fill: string,
): SVGSVGElement {
  const root = document.createElementNS(SVG, 'svg');
  root.setAttribute('viewBox', viewBox);
  root.setAttribute('width', String(size));
  root.setAttribute('height', String(size));
  for (const d of paths) {
    const path = document.createElementNS(SVG, 'path');
    path.setAttribute('d', d);
    path.setAttribute('fill', fill);
    root.append(path);
  }
  return root;
}

/** A small shuttle seen from the side (viewBox 0 0 24 24). */
export const SHUTTLE_PATHS = [
  'M5 4h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2h-1a2 2 0 0 1-4 0h-4a2 2 0 0 1-4 0H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm0 2v5h6V6H5zm8 0v5h6V6h-6z',
] as const;

/** The heading arrow on a marker's rim (viewBox 0 0 52 52, pointing north). */
export const HEADING_ARROW_PATHS = ['M26 1 L32 11 L20 11 Z'] as const;

/** The standard shuttle glyph of a marker's body. */
export const shuttleGlyph = (): SVGSVGElement =>
  svgIcon('0 0 24 24', 16, SHUTTLE_PATHS, 'currentColor');

/** The heading arrow of a marker. */
export const headingArrow = (): SVGSVGElement =>
  svgIcon('0 0 52 52', 52, HEADING_ARROW_PATHS, '#1a1b1e');
