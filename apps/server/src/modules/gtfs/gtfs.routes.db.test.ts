import { PassThrough } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildPath,
  HARWELL_CAMPUS_LOOP,
  pointAt,
  projectOnPath,
  stopDistances,
  type ListResult,
  type LonLat,
  type Route,
  type Service,
} from '@shuttle-ops/domain';
import { clientFor, errorOf, type TestClient } from '../../test/auth-client.ts';
import { createBusStop, createCustomer, createRoute, customerIdOf } from '../../test/factories.ts';
import { eventually } from '../../test/graphql-client.ts';
import { campusLoop, markReported, SERVICES } from '../../test/services.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  connectedVehicle,
  listenForVehicles,
  publish,
  telemetryOf,
  topicOf,
  type TestVehicle,
} from '../../test/vehicles.ts';

const { transit_realtime: rt } = GtfsRealtimeBindings;
type Feed = GtfsRealtimeBindings.transit_realtime.FeedMessage;

let t: TestApp;
let operator: TestClient;
let content: TestClient;
let darwinId: string;
let campusId: string;
let loop: Route;
const logLines: { level: number; msg: string }[] = [];

beforeAll(async () => {
  const stream = new PassThrough();
  let buffered = '';
  stream.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    let end = buffered.indexOf('\n');
    while (end >= 0) {
      logLines.push(JSON.parse(buffered.slice(0, end)) as { level: number; msg: string });
      buffered = buffered.slice(end + 1);
      end = buffered.indexOf('\n');
    }
  });
  t = await createTestApp({ LOG_LEVEL: 'warn' }, { build: { logStream: stream } });
  operator = await clientFor(t.app, 'operator');
  content = await clientFor(t.app, 'content-manager');
  darwinId = await customerIdOf(t.database.db, 'Darwin');
  campusId = await customerIdOf(t.database.db, 'Campus Mobility');
  loop = await campusLoop(operator);
}, 120_000);
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/public/v1/${url}`, headers });

type Rows = Record<string, string>[];
type Gtfs = Record<string, Rows>;

/** Downloads gtfs.zip, unzips it and parses every file as CSV with a header row. */
async function downloadGtfs(query = ''): Promise<{ gtfs: Gtfs; etag: string }> {
  const res = await get(`gtfs.zip${query}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  const files = unzipSync(new Uint8Array(res.rawPayload));
  const gtfs: Gtfs = {};
  for (const [name, bytes] of Object.entries(files)) {
    gtfs[name] = parse<Record<string, string>>(new TextDecoder().decode(bytes), {
      columns: true,
      bom: true,
    });
  }
  return { gtfs, etag: String(res.headers.etag) };
}

const seconds = (time: string) => {
  const [h, m, s] = time.split(':').map(Number);
  return h! * 3600 + m! * 60 + s!;
};

/** The references of a GTFS feed, checked as a validator would; answers the problems found. */
function gtfsProblems(gtfs: Gtfs): string[] {
  const problems: string[] = [];
  const ids = (file: string, column: string) => new Set((gtfs[file] ?? []).map((r) => r[column]));
  const agencies = ids('agency.txt', 'agency_id');
  const routeIds = ids('routes.txt', 'route_id');
  const tripIds = ids('trips.txt', 'trip_id');
  const stopIds = ids('stops.txt', 'stop_id');
  const serviceIds = ids('calendar.txt', 'service_id');
  const shapeIds = ids('shapes.txt', 'shape_id');
  for (const route of gtfs['routes.txt']!) {
    if (!agencies.has(route.agency_id)) problems.push(`route ${route.route_id}: unknown agency`);
    if (!route.route_long_name && !route.route_short_name)
      problems.push(`route ${route.route_id}: no name`);
  }
  for (const trip of gtfs['trips.txt']!) {
    if (!routeIds.has(trip.route_id)) problems.push(`trip ${trip.trip_id}: unknown route`);
    if (!serviceIds.has(trip.service_id)) problems.push(`trip ${trip.trip_id}: unknown service`);
    if (!shapeIds.has(trip.shape_id)) problems.push(`trip ${trip.trip_id}: unknown shape`);
  }
  for (const stop of gtfs['stops.txt']!) {
    const lat = Number(stop.stop_lat);
    const lon = Number(stop.stop_lon);
    if (!(Math.abs(lat) <= 90 && Math.abs(lon) <= 180 && (lat !== 0 || lon !== 0)))
      problems.push(`stop ${stop.stop_id}: bad coordinates`);
  }
  const byTrip = new Map<string, Rows>();
  for (const st of gtfs['stop_times.txt']!) {
    if (!tripIds.has(st.trip_id)) problems.push(`stop_time: unknown trip ${st.trip_id}`);
    if (!stopIds.has(st.stop_id)) problems.push(`stop_time: unknown stop ${st.stop_id}`);
    byTrip.set(st.trip_id!, [...(byTrip.get(st.trip_id!) ?? []), st]);
  }
  for (const [tripId, times] of byTrip) {
    if (times.length < 2) problems.push(`trip ${tripId}: fewer than two stop times`);
    for (let i = 1; i < times.length; i++) {
      const [a, b] = [times[i - 1]!, times[i]!];
      if (Number(b.stop_sequence) <= Number(a.stop_sequence))
        problems.push(`trip ${tripId}: stop_sequence does not increase`);
      if (seconds(b.arrival_time!) < seconds(a.departure_time!))
        problems.push(`trip ${tripId}: time goes back at ${b.stop_sequence}`);
      if (Number(b.shape_dist_traveled) < Number(a.shape_dist_traveled))
        problems.push(`trip ${tripId}: shape distance goes back at ${b.stop_sequence}`);
    }
  }
  for (const tripId of tripIds) {
    if (!byTrip.has(tripId!)) problems.push(`trip ${tripId}: no stop times`);
  }
  for (const f of gtfs['frequencies.txt']!) {
    if (!tripIds.has(f.trip_id)) problems.push(`frequency: unknown trip ${f.trip_id}`);
    if (!(Number(f.headway_secs) > 0)) problems.push(`frequency ${f.trip_id}: no headway`);
  }
  const shapeSeq = new Map<string, number>();
  for (const point of gtfs['shapes.txt']!) {
    const last = shapeSeq.get(point.shape_id!) ?? 0;
    if (Number(point.shape_pt_sequence) <= last)
      problems.push(`shape ${point.shape_id}: sequence does not increase`);
    shapeSeq.set(point.shape_id!, Number(point.shape_pt_sequence));
  }
  return problems;
}

async function realtime(name: string, query = ''): Promise<Feed> {
  const res = await get(`gtfs-rt/${name}${query}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/x-protobuf');
  expect(res.headers['cache-control']).toBe('public, max-age=5');
  return rt.FeedMessage.decode(new Uint8Array(res.rawPayload));
}

const num = (value: unknown) => Number(value ?? 0);

describe('GET /public/v1/gtfs.zip', () => {
  it('holds every file of the feed, each reference valid, ids our own', async () => {
    const { gtfs } = await downloadGtfs();
    expect(Object.keys(gtfs).sort()).toEqual([
      'agency.txt',
      'calendar.txt',
      'feed_info.txt',
      'frequencies.txt',
      'routes.txt',
      'shapes.txt',
      'stop_times.txt',
      'stops.txt',
      'trips.txt',
    ]);
    expect(gtfsProblems(gtfs)).toEqual([]);
    expect(gtfs['agency.txt']).toEqual([
      expect.objectContaining({
        agency_id: darwinId,
        agency_name: 'Darwin',
        agency_timezone: 'Europe/London',
      }),
    ]);
    const route = gtfs['routes.txt']!.find((r) => r.route_id === loop.Route_ID);
    expect(route).toMatchObject({ route_long_name: HARWELL_CAMPUS_LOOP.name, route_type: '3' });
    // The loop's trip: its eight stops in order, then the first again to close the lap.
    const times = gtfs['stop_times.txt']!.filter((st) => st.trip_id === loop.Route_ID);
    const stopIds = loop.busstops!.map((s) => s.BS_ID);
    expect(times.map((st) => st.stop_id)).toEqual([...stopIds, stopIds[0]]);
    expect(times.map((st) => Number(st.stop_sequence))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(gtfs['frequencies.txt']).toContainEqual({
      trip_id: loop.Route_ID,
      start_time: '07:00:00',
      end_time: '19:00:00',
      headway_secs: '600',
      exact_times: '0',
    });
    const stop = gtfs['stops.txt']!.find((s) => s.stop_id === stopIds[0]);
    expect(stop).toMatchObject({ stop_name: 'Main Gate' });
    expect(['1', '2']).toContain(stop?.wheelchair_boarding);
    const shape = gtfs['shapes.txt']!.filter((p) => p.shape_id === loop.Route_ID);
    expect(shape.length).toBeGreaterThanOrEqual(HARWELL_CAMPUS_LOOP.path.coordinates.length);
  });

  it('keeps its ETag while nothing changes, answers 304 to it, and a new one when a route changes', async () => {
    const first = await get('gtfs.zip');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(first.headers['last-modified']).toBeDefined();
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const again = await get('gtfs.zip');
    expect(again.headers.etag).toBe(etag);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);

    const unchanged = await get('gtfs.zip', { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    const since = await get('gtfs.zip', {
      'if-modified-since': String(first.headers['last-modified']),
    });
    expect(since.statusCode).toBe(304);
    expect((await get('gtfs.zip', { 'if-none-match': '"other"' })).statusCode).toBe(200);

    const a = await createBusStop(t.database.db, 'Darwin');
    const b = await createBusStop(t.database.db, 'Darwin');
    const added = await createRoute(t.database.db, 'Darwin', {
      name: 'Science Park Link',
      stopIds: [a.id, b.id],
    });
    const changed = await get('gtfs.zip', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const { gtfs } = await downloadGtfs();
    expect(gtfsProblems(gtfs)).toEqual([]);
    expect(gtfs['trips.txt']!.map((trip) => trip.trip_id)).toContain(added.id);
    // The loop's ids did not move.
    expect(gtfs['trips.txt']!.map((trip) => trip.trip_id)).toContain(loop.Route_ID);
  });

  it('leaves out a route or stop without valid coordinates, with a warning, and stays valid', async () => {
    const lost = await createBusStop(t.database.db, 'Darwin', { lat: Number.NaN, name: 'Lost' });
    const good = await createBusStop(t.database.db, 'Darwin');
    const other = await createBusStop(t.database.db, 'Darwin');
    const noStops = await createRoute(t.database.db, 'Darwin', {
      name: 'Lost Stop Line',
      stopIds: [lost.id, good.id],
    });
    const noPath = await createRoute(t.database.db, 'Darwin', {
      name: 'No Path Line',
      stopIds: [good.id, other.id],
    });
    // A path of one position (the routes API would refuse it; older data may hold one).
    const onePoint = JSON.stringify({ type: 'LineString', coordinates: [[-1.31, 51.57]] });
    await t.database.db.execute(
      sql`update routes set path = ${onePoint}::jsonb where id = ${noPath.id}`,
    );

    const { gtfs } = await downloadGtfs();
    expect(gtfsProblems(gtfs)).toEqual([]);
    const routeIds = gtfs['routes.txt']!.map((r) => r.route_id);
    expect(routeIds).not.toContain(noStops.id);
    expect(routeIds).not.toContain(noPath.id);
    expect(routeIds).toContain(loop.Route_ID);
    expect(gtfs['stops.txt']!.map((s) => s.stop_id)).not.toContain(lost.id);
    const warnings = logLines.filter((line) => line.level === 40).map((line) => line.msg);
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`Bus stop ${lost.id} (Lost) has no valid coordinates`),
        expect.stringContaining(`Route ${noPath.id} (No Path Line) has no valid path`),
        expect.stringContaining(`Route ${noStops.id} (Lost Stop Line) has fewer than two stops`),
      ]),
    );
  });

  it('answers another customer’s feed with ?customer=, 404 for an unknown one, 400 for a bad id', async () => {
    const { gtfs } = await downloadGtfs(`?customer=${campusId}`);
    expect(gtfs['agency.txt']![0]?.agency_id).toBe(campusId);
    expect(gtfs['trips.txt']!.map((trip) => trip.trip_id)).not.toContain(loop.Route_ID);
    const unknown = await get('gtfs.zip?customer=00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('NOT_FOUND');
    const bad = await get('gtfs-rt/vehicle-positions?customer=darwin');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual(['querystring.customer']);
    const format = await get('gtfs-rt/alerts?format=xml');
    expect(format.statusCode).toBe(400);
    expect(errorOf(format).fields).toEqual(['querystring.format']);
    for (const feed of ['vehicle-positions', 'trip-updates', 'alerts']) {
      const res = await get(`gtfs-rt/${feed}?customer=00000000-0000-4000-8000-000000000000`);
      expect(res.statusCode).toBe(404);
    }
  });

  it('is open by default and documented so', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json<{
      paths: Record<string, { get?: { security?: unknown } }>;
    }>();
    for (const path of [
      'gtfs.zip',
      'gtfs-rt/vehicle-positions',
      'gtfs-rt/trip-updates',
      'gtfs-rt/alerts',
    ]) {
      expect(doc.paths[`/public/v1/${path}`]?.get?.security).toEqual([]);
    }
  });
});

describe('GTFS-Realtime', () => {
  it('answers valid empty feeds when no service runs', async () => {
    const quiet = await createCustomer(t.database.db);
    for (const name of ['vehicle-positions', 'trip-updates', 'alerts']) {
      const feed = await realtime(name, `?customer=${quiet.id}`);
      expect(feed.header.gtfsRealtimeVersion).toBe('2.0');
      expect(feed.header.incrementality).toBe(rt.FeedHeader.Incrementality.FULL_DATASET);
      expect(Math.abs(num(feed.header.timestamp) - Date.now() / 1000)).toBeLessThan(65);
      expect(feed.entity).toEqual([]);
    }
  });

  describe('while a shuttle runs the loop', () => {
    const path = buildPath(HARWELL_CAMPUS_LOOP.path.coordinates);
    const stopsAt = stopDistances(path, HARWELL_CAMPUS_LOOP.stops);
    let shuttle: TestVehicle;
    let link: MqttClient;
    let service: Service;
    let seq = 0;

    /**
     * Publishes positions along the loop a second apart, then stands `standS` seconds at `to`.
     * The vehicle's clock ends now, as a live vehicle's does.
     */
    async function drive(from: number, to: number, standS: number) {
      const along: number[] = [];
      for (let d = from; d < to; d += 6) along.push(d);
      for (let i = 0; i <= standS; i++) along.push(to);
      let delivered = 0;
      const stopListening = await t.app.bus.subscribe('*', (event) => {
        if (event.type === 'busLocation' && event.vehicleId === shuttle.id) {
          delivered = Math.max(delivered, Date.parse(event.payload.dt_iot));
        }
      });
      let last = 0;
      for (const [second, d] of along.entries()) {
        const p = pointAt(path, d);
        // A second apart at least, the last one now: never ahead of the server's clock.
        const at = new Date(Date.now() - (along.length - 1 - second) * 1000).toISOString();
        last = Date.parse(at);
        await publish(link, topicOf(shuttle, 'telemetry'), {
          ...telemetryOf(shuttle, ++seq, {
            LATITUDE: p.lat,
            LONGITUDE: p.lon,
            SPEED: d === to ? 0 : 21.6,
            COURSE: p.bearing,
            PASSENGERS_COUNT: 3,
            dt_canbus: at,
          }),
          dt_canbus: at,
        });
      }
      await eventually(() => delivered >= last, 10_000);
      stopListening();
      await t.app.eta.writeEtas();
      await t.app.eta.writeEtas();
    }

    beforeAll(async () => {
      const url = await listenForVehicles(t.app);
      ({ vehicle: shuttle, link } = await connectedVehicle(t.database.db, url));
      markReported(t, shuttle);
      const res = await operator.post(SERVICES, {
        Vehicle_ID: shuttle.id,
        Route_ID: loop.Route_ID,
      });
      expect(res.statusCode).toBe(201);
      service = res.json<Service>();
      // From the Main Gate to the third stop, standing there.
      await drive(0, stopsAt[2]!, 10);
    }, 60_000);
    afterAll(async () => {
      await link.endAsync();
    });

    it('decode with the official bindings and pass the validator’s rules', async () => {
      const { gtfs } = await downloadGtfs();
      const [positions, updates] = [
        await realtime('vehicle-positions'),
        await realtime('trip-updates'),
      ];
      const now = Date.now() / 1000;
      const tripIds = new Set(gtfs['trips.txt']!.map((trip) => trip.trip_id));
      const routeIds = new Set(gtfs['routes.txt']!.map((route) => route.route_id));
      const stopIds = new Set(gtfs['stops.txt']!.map((stop) => stop.stop_id));
      const shapes = new Map<string, LonLat[]>();
      for (const p of gtfs['shapes.txt']!) {
        shapes.set(p.shape_id!, [
          ...(shapes.get(p.shape_id!) ?? []),
          [Number(p.shape_pt_lon), Number(p.shape_pt_lat)],
        ]);
      }
      const shapeOfTrip = new Map(gtfs['trips.txt']!.map((trip) => [trip.trip_id, trip.shape_id]));

      for (const feed of [positions, updates]) {
        const header = num(feed.header.timestamp);
        expect(Math.abs(header - now)).toBeLessThan(65);
        for (const entity of feed.entity) {
          const item = entity.vehicle ?? entity.tripUpdate!;
          // Timestamps: not after the header's, and not stale.
          expect(num(item.timestamp)).toBeLessThanOrEqual(header);
          expect(header - num(item.timestamp)).toBeLessThan(65);
          // E003: the trip is in the static feed; its route too.
          expect(tripIds.has(item.trip!.tripId!)).toBe(true);
          expect(routeIds.has(item.trip!.routeId!)).toBe(true);
          // W009: the schedule relationship is given; a frequency trip has its start.
          expect(item.trip!.scheduleRelationship).toBe(
            rt.TripDescriptor.ScheduleRelationship.SCHEDULED,
          );
          expect(item.trip!.startDate).toMatch(/^\d{8}$/);
          expect(item.trip!.startTime).toMatch(/^\d{2}:\d{2}:\d{2}$/);
          // W002: the vehicle id.
          expect(item.vehicle?.id).toBeTruthy();
        }
      }

      const mine = positions.entity.find((e) => e.vehicle?.vehicle?.id === shuttle.id)?.vehicle;
      expect(mine).toBeDefined();
      expect(mine!.trip!.tripId).toBe(loop.Route_ID);
      // E029: within 200 m of the trip's shape.
      const shape = buildPath(shapes.get(shapeOfTrip.get(mine!.trip!.tripId!)!)!);
      const { offset } = projectOnPath(shape, {
        lat: mine!.position!.latitude,
        lon: mine!.position!.longitude,
      });
      expect(offset).toBeLessThan(200);
      expect(mine!.position!.speed).toBe(0);
      expect(mine!.position!.bearing).toBeGreaterThanOrEqual(0);
      // Standing at the third stop.
      expect(stopIds.has(mine!.stopId!)).toBe(true);
      expect(mine!.currentStatus).toBe(rt.VehiclePosition.VehicleStopStatus.STOPPED_AT);
      expect(mine!.stopId).toBe(loop.busstops![2]!.BS_ID);
      expect(mine!.currentStopSequence).toBe(3);
      const now2 = (await operator.get(`${SERVICES}?Service_ID=${service.Service_ID}`)).json<
        ListResult<Service>
      >().Items[0]!;
      expect(mine!.occupancyPercentage).toBe(
        Math.round((100 * now2.occupancy) / now2.maxOccupancy),
      );
      expect(mine!.occupancyStatus).toBeDefined();

      // W003: the same vehicles and trips in both feeds.
      const pairs = (feed: Feed) =>
        feed.entity
          .map((e) => {
            const item = e.vehicle ?? e.tripUpdate!;
            return `${item.vehicle!.id}/${item.trip!.tripId}/${item.trip!.startTime}`;
          })
          .sort();
      expect(pairs(updates)).toEqual(pairs(positions));

      const update = updates.entity.find(
        (e) => e.tripUpdate?.vehicle?.id === shuttle.id,
      )!.tripUpdate!;
      const stus = update.stopTimeUpdate ?? [];
      expect(stus.length).toBeGreaterThan(0);
      // Predictions from the next stop on, to the end of the lap.
      expect(stus[0]!.stopSequence).toBe(4);
      expect(stus.some((stu) => stu.arrival?.time)).toBe(true);
      const sequences = new Map(
        gtfs['stop_times.txt']!.filter((st) => st.trip_id === loop.Route_ID).map((st) => [
          Number(st.stop_sequence),
          st.stop_id,
        ]),
      );
      let lastSeq = 0;
      let lastTime = 0;
      for (const stu of stus) {
        // E002 and E022: in stop_sequence order, times not going back; ids as the static feed.
        expect(stu.stopSequence!).toBeGreaterThan(lastSeq);
        lastSeq = stu.stopSequence!;
        expect(sequences.get(stu.stopSequence!)).toBe(stu.stopId);
        // W009: every stop time update says how it relates to the schedule.
        expect(stu.scheduleRelationship).toBeDefined();
        if (stu.scheduleRelationship === rt.TripUpdate.StopTimeUpdate.ScheduleRelationship.NO_DATA)
          continue;
        const time = num(stu.arrival!.time);
        expect(time).toBeGreaterThanOrEqual(lastTime);
        lastTime = time;
      }
    });

    it('has a JSON view of the same feed', async () => {
      const res = await get('gtfs-rt/vehicle-positions?format=json');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const body = res.json<{
        header: { gtfs_realtime_version: string };
        entity: { id: string; vehicle: { vehicle: { id: string }; trip: { trip_id: string } } }[];
      }>();
      expect(body.header.gtfs_realtime_version).toBe('2.0');
      const mine = body.entity.find((e) => e.vehicle.vehicle.id === shuttle.id);
      expect(mine?.vehicle.trip.trip_id).toBe(loop.Route_ID);
    });
  });

  it('carries the public announcements as alerts with their period, for the agency', async () => {
    const post = async (body: object) => {
      const res = await content.post('/dev/v1/announcements', body);
      expect(res.statusCode).toBe(201);
      return res.json<{ id: string }>().id;
    };
    const end = new Date(Date.now() + 3_600_000);
    const forPublic = await post({
      text: 'The loop runs every 10 minutes\nfrom the Main Gate.',
      audience: 'public',
      end_dt: end.toISOString(),
    });
    const forStaff = await post({ text: 'Staff briefing at 9', audience: 'operators' });
    const feed = await realtime('alerts');
    const ids = feed.entity.map((e) => e.id);
    expect(ids).toContain(forPublic);
    expect(ids).not.toContain(forStaff);
    const alert = feed.entity.find((e) => e.id === forPublic)!.alert!;
    expect(alert.informedEntity).toEqual([expect.objectContaining({ agencyId: darwinId })]);
    const [period] = alert.activePeriod ?? [];
    expect(num(period?.end)).toBe(Math.floor(end.getTime() / 1000));
    expect(num(period?.start)).toBeLessThanOrEqual(Date.now() / 1000);
    expect(alert.headerText?.translation?.[0]?.text).toBe('The loop runs every 10 minutes');
    expect(alert.descriptionText?.translation?.[0]?.text).toContain('from the Main Gate.');
  });
});
