import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildGtfsStatic, gtfsTime, zipGtfs, type GtfsStaticSource } from './gtfs-static.ts';

const ids = {
  agency: '0b6a3c1e-0000-4000-8000-000000000001',
  loop: '0b6a3c1e-0000-4000-8000-0000000000a1',
  line: '0b6a3c1e-0000-4000-8000-0000000000a2',
  s1: '0b6a3c1e-0000-4000-8000-0000000000b1',
  s2: '0b6a3c1e-0000-4000-8000-0000000000b2',
  s3: '0b6a3c1e-0000-4000-8000-0000000000b3',
};

const square: [number, number][] = [
  [-1.31, 51.57],
  [-1.3, 51.57],
  [-1.3, 51.576],
  [-1.31, 51.576],
];

const source = (over: Partial<GtfsStaticSource> = {}): GtfsStaticSource => ({
  agency: { id: ids.agency, name: 'Darwin', url: 'https://example.test/' },
  routes: [
    {
      id: ids.loop,
      name: 'Loop',
      routeType: 'loop',
      color: '#1f6feb',
      path: { coordinates: square },
    },
    {
      id: ids.line,
      name: 'Line',
      routeType: 'line',
      color: null,
      path: { coordinates: square.slice(0, 2) },
    },
  ],
  stops: [
    { BS_ID: ids.s1, name: 'Gate, North', label: 'H1', direction: null, lat: 51.57, lon: -1.31 },
    { BS_ID: ids.s2, name: '=Lab', label: null, direction: 'east', lat: 51.57, lon: -1.3 },
    { BS_ID: ids.s3, name: 'Park', label: null, direction: null, lat: 51.576, lon: -1.3 },
  ],
  routeStops: [
    { routeId: ids.loop, No: 1, busStopId: ids.s1 },
    { routeId: ids.loop, No: 2, busStopId: ids.s2 },
    { routeId: ids.loop, No: 3, busStopId: ids.s3 },
    { routeId: ids.line, No: 1, busStopId: ids.s1 },
    { routeId: ids.line, No: 2, busStopId: ids.s2 },
  ],
  wheelchairSpace: true,
  timetable: { startS: 7 * 3600, endS: 19 * 3600, headwayS: 600 },
  period: { start: '20260101', end: '20271231' },
  ...over,
});

const rows = (text: string | undefined) =>
  parse<Record<string, string>>(text ?? '', { columns: true });

describe('the GTFS static feed', () => {
  it('closes a loop at its first stop, one lap later, and ends a line at its last', () => {
    const feed = buildGtfsStatic(source());
    const times = rows(feed.files['stop_times.txt']);
    const loop = times.filter((st) => st.trip_id === ids.loop);
    expect(loop.map((st) => [st.stop_sequence, st.stop_id])).toEqual([
      ['1', ids.s1],
      ['2', ids.s2],
      ['3', ids.s3],
      ['4', ids.s1],
    ]);
    expect(loop[0]).toMatchObject({ arrival_time: '07:00:00', departure_time: '07:00:20' });
    // About 2.2 km at 12 km/h plus 20 s at each of three stops: a lap of about 12 minutes.
    const lapEnd = loop[3]!.arrival_time!.split(':').map(Number);
    const lapS = lapEnd[0]! * 3600 + lapEnd[1]! * 60 + lapEnd[2]! - 7 * 3600;
    expect(lapS).toBeGreaterThan(600);
    expect(lapS).toBeLessThan(900);
    expect(loop[3]!.arrival_time).toBe(loop[3]!.departure_time);
    const line = times.filter((st) => st.trip_id === ids.line);
    expect(line.map((st) => st.stop_id)).toEqual([ids.s1, ids.s2]);
    expect(feed.trips.find((trip) => trip.tripId === ids.loop)?.stops).toHaveLength(4);
    // The loop's shape comes back to where it starts.
    const shape = rows(feed.files['shapes.txt']).filter((p) => p.shape_id === ids.loop);
    expect(shape).toHaveLength(5);
    expect([shape[4]!.shape_pt_lat, shape[4]!.shape_pt_lon]).toEqual(['51.57', '-1.31']);
    expect(Number(loop[3]!.shape_dist_traveled)).toBe(Number(shape[4]!.shape_dist_traveled));
  });

  it('writes names as they are (quoted where CSV needs it) and colours as GTFS has them', () => {
    const feed = buildGtfsStatic(source());
    expect(feed.files['stops.txt']).toContain('"Gate, North"');
    expect(rows(feed.files['stops.txt']).map((s) => s.stop_name)).toEqual([
      'Gate, North',
      '=Lab',
      'Park',
    ]);
    expect(rows(feed.files['routes.txt'])[0]).toMatchObject({
      route_color: '1F6FEB',
      route_text_color: 'FFFFFF',
    });
    expect(rows(feed.files['routes.txt'])[1]).toMatchObject({ route_color: '' });
    expect(rows(feed.files['trips.txt'])[0]).toMatchObject({ wheelchair_accessible: '1' });
    const without = buildGtfsStatic(source({ wheelchairSpace: false }));
    expect(rows(without.files['stops.txt'])[0]).toMatchObject({ wheelchair_boarding: '2' });
  });

  it('has the same hash and zip for the same data, and another when a route changes', () => {
    const a = buildGtfsStatic(source());
    const b = buildGtfsStatic(source());
    expect(b.hash).toBe(a.hash);
    expect(zipGtfs(b.files)).toEqual(zipGtfs(a.files));
    const renamed = source();
    const changed = buildGtfsStatic({
      ...renamed,
      routes: renamed.routes.map((r) => (r.id === ids.line ? { ...r, name: 'Line 2' } : r)),
    });
    expect(changed.hash).not.toBe(a.hash);
    expect(rows(a.files['feed_info.txt'])[0]?.feed_version).toBe(a.hash.slice(0, 16));
    expect(Object.keys(unzipSync(zipGtfs(a.files))).sort()).toEqual(Object.keys(a.files).sort());
  });

  it('leaves out what has no valid coordinates and says so', () => {
    const base = source();
    const feed = buildGtfsStatic({
      ...base,
      stops: base.stops.map((s) => (s.BS_ID === ids.s2 ? { ...s, lat: Number.NaN } : s)),
    });
    expect(rows(feed.files['stops.txt']).map((s) => s.stop_id)).toEqual([ids.s1, ids.s3]);
    // The line is left with one stop: out; the loop keeps two.
    expect(rows(feed.files['routes.txt']).map((r) => r.route_id)).toEqual([ids.loop]);
    expect(feed.warnings).toEqual([
      `Bus stop ${ids.s2} (=Lab) has no valid coordinates: left out.`,
      `Route ${ids.line} (Line) has fewer than two stops with coordinates: left out.`,
    ]);
    const empty = buildGtfsStatic({ ...base, routes: [] });
    expect(rows(empty.files['trips.txt'])).toEqual([]);
    expect(empty.files['trips.txt']).toMatch(/^route_id,service_id,trip_id/);
  });

  it('writes times past midnight as GTFS does', () => {
    expect(gtfsTime(0)).toBe('00:00:00');
    expect(gtfsTime(25 * 3600 + 61)).toBe('25:01:01');
  });
});
