import type { PlaybackItem } from '@shuttle-ops/domain';

/** Characters XML 1.0 does not allow at all (control characters but tab, line feed, return). */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe inside an element or a quoted attribute. */
export const xmlText = (text: string): string =>
  text.replace(FORBIDDEN, '').replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

const element = (name: string, text: string) => `<${name}>${xmlText(text)}</${name}>`;

/**
 * The loaded range as GPX 1.1: one track per vehicle (its name, its id as the description), one
 * segment of its samples in order, each point with its time (no elevation: the shuttles do not
 * send one). The samples are those loaded, thinned as on screen for a long range.
 */
export function playbackGpx(
  items: readonly PlaybackItem[],
  range: { from: string; to: string },
): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Shuttle Ops" xmlns="http://www.topografix.com/GPX/1/1" ' +
      'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ' +
      'xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">',
    `  <metadata>${element('name', `Trip playback ${range.from} to ${range.to}`)}${element('time', range.from)}</metadata>`,
  ];
  for (const item of items) {
    const points = item.samples.filter((s) => Number.isFinite(s.lat) && Number.isFinite(s.lon));
    if (points.length === 0) continue;
    lines.push(`  <trk>${element('name', item.name)}${element('desc', item.Vehicle_ID)}`);
    lines.push('    <trkseg>');
    for (const s of points) {
      lines.push(`      <trkpt lat="${s.lat}" lon="${s.lon}">${element('time', s.t)}</trkpt>`);
    }
    lines.push('    </trkseg>', '  </trk>');
  }
  lines.push('</gpx>');
  return lines.join('\n') + '\n';
}
