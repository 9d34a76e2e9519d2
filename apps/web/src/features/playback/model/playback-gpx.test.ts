import type { PlaybackItem } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import { playbackGpx, xmlText } from './playback-gpx.ts';

const sample = (t: string, lat: number, lon: number) => ({
  t,
  lat,
  lon,
  heading: null,
  speed: null,
  measures: {},
});
const item = (id: string, name: string, samples: PlaybackItem['samples']): PlaybackItem => ({
  Vehicle_ID: id,
  name,
  from: '2026-07-01T09:00:00.000Z',
  to: '2026-07-01T09:10:00.000Z',
  bucket_ms: 121,
  samples,
  events: [],
});
const RANGE = { from: '2026-07-01T09:00:00.000Z', to: '2026-07-01T09:10:00.000Z' };
const GPX = 'http://www.topografix.com/GPX/1/1';

describe('playbackGpx', () => {
  it('writes well-formed GPX 1.1, one track per vehicle, each point with its time', () => {
    const text = playbackGpx(
      [
        item('v-1', 'Shuttle <1> & "Co"', [
          sample('2026-07-01T09:00:00.000Z', 51.57, -1.31),
          sample('2026-07-01T09:00:01.000Z', 51.5701, -1.3101),
        ]),
        item('v-2', 'Shuttle\u0007 2', [sample('2026-07-01T09:00:00.000Z', 51.58, -1.32)]),
        // A vehicle with only events has no track.
        item('v-3', 'Shuttle 3', []),
      ],
      RANGE,
    );
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const root = doc.documentElement;
    expect([root.localName, root.namespaceURI, root.getAttribute('version')]).toEqual([
      'gpx',
      GPX,
      '1.1',
    ]);
    const tracks = [...doc.getElementsByTagNameNS(GPX, 'trk')];
    expect(tracks.map((t) => t.getElementsByTagNameNS(GPX, 'name')[0]?.textContent)).toEqual([
      'Shuttle <1> & "Co"',
      'Shuttle 2',
    ]);
    const points = [...tracks[0]!.getElementsByTagNameNS(GPX, 'trkpt')];
    expect(
      points.map((p) => [
        p.getAttribute('lat'),
        p.getAttribute('lon'),
        p.getElementsByTagNameNS(GPX, 'time')[0]?.textContent,
      ]),
    ).toEqual([
      ['51.57', '-1.31', '2026-07-01T09:00:00.000Z'],
      ['51.5701', '-1.3101', '2026-07-01T09:00:01.000Z'],
    ]);
    expect(doc.getElementsByTagNameNS(GPX, 'ele')).toHaveLength(0);
  });

  it('escapes markup and drops characters XML forbids', () => {
    expect(xmlText(`a<b>&'"\u0000c`)).toBe('a&lt;b&gt;&amp;&apos;&quot;c');
  });
});
