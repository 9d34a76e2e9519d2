import { createHash } from 'node:crypto';
import { stringify } from 'csv-stringify/sync';
import { zipSync } from 'fflate';
import {
  buildPath,
  DEFAULT_SCHEDULED_SPEED_KMH,
  SCHEDULED_DWELL_S,
  scheduleStops,
  type LonLat,
} from '@shuttle-ops/domain';

/**
 * The GTFS static feed of one customer, built from its routes and stops (ADR 0023). Every id is
 * one of ours (route, stop and customer UUIDs), so a journey planner keeps them across
 * regenerations; a route's one trip and its shape take the route's id. Routes have no timetable
 * table: each route's trip repeats at the configured headway over the configured service hours
 * (`frequencies.txt`, `exact_times=0`), and its stop times follow the services' own timetable
 * (scheduled speed plus a dwell at each stop, as `BSt` is computed).
 */

export const GTFS_TIME_ZONE = 'Europe/London';
/** The one calendar of the feed: every day of the week. */
export const GTFS_SERVICE_ID = 'every-day';
/** GTFS route_type of a bus (a shuttle on the road). */
const ROUTE_TYPE_BUS = 3;

export interface GtfsAgency {
  id: string;
  name: string;
  url: string;
}

export interface GtfsRouteSource {
  id: string;
  name: string;
  routeType: 'loop' | 'line';
  color: string | null;
  path: { coordinates: readonly (readonly number[])[] };
}

export interface GtfsStopSource {
  BS_ID: string;
  name: string;
  label: string | null;
  direction: string | null;
  lat: number;
  lon: number;
}

export interface GtfsRouteStop {
  routeId: string;
  /** Position on the route, 1..n; also the stop_sequence in stop_times.txt. */
  No: number;
  busStopId: string;
}

export interface GtfsTimetable {
  /** Seconds after midnight of the first and the last departure (end may pass 24:00). */
  startS: number;
  endS: number;
  headwayS: number;
}

export interface GtfsStaticSource {
  agency: GtfsAgency;
  routes: readonly GtfsRouteSource[];
  stops: readonly GtfsStopSource[];
  routeStops: readonly GtfsRouteStop[];
  /** Whether a wheelchair user can board some of the customer's shuttles. */
  wheelchairSpace: boolean;
  timetable: GtfsTimetable;
  /** The calendar's first and last dates, YYYYMMDD. */
  period: { start: string; end: string };
}

/** One stop of a route's trip as stop_times.txt has it (the sequences realtime feeds name). */
export interface GtfsTripStop {
  stopSequence: number;
  stopId: string;
}

/** A route that made it into the feed: its trip's stops in order and its shape. */
export interface GtfsTrip {
  routeId: string;
  tripId: string;
  loop: boolean;
  stops: GtfsTripStop[];
  /** The shape's points, [lon, lat]; a loop's ends where it starts. */
  shape: LonLat[];
}

export interface GtfsStaticFeed {
  /** File name → CSV text. */
  files: Record<string, string>;
  /** Content hash of the files (hex): the ETag and `feed_version`. */
  hash: string;
  trips: GtfsTrip[];
  /** What was left out, one sentence each (logged as warnings). */
  warnings: string[];
}

const validLatLon = (lat: number, lon: number) =>
  Number.isFinite(lat) &&
  Number.isFinite(lon) &&
  Math.abs(lat) <= 90 &&
  Math.abs(lon) <= 180 &&
  !(lat === 0 && lon === 0);

/** `HH:MM:SS` of seconds after midnight; GTFS lets hours pass 24 for trips after midnight. */
export function gtfsTime(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** `#1f6feb` or `1F6FEB` → `1F6FEB`; anything else → empty (the planner's default). */
function gtfsColor(color: string | null): string {
  const hex = /^#?([0-9a-f]{6})$/i.exec(color ?? '')?.[1];
  return hex ? hex.toUpperCase() : '';
}

/** Black or white text, whichever reads better on the route colour. */
function textColorOn(color: string): string {
  if (!color) return '';
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(color.slice(i, i + 2), 16));
  return 0.299 * r! + 0.587 * g! + 0.114 * b! > 150 ? '000000' : 'FFFFFF';
}

const csv = (columns: string[], rows: Record<string, string | number>[]) =>
  stringify(rows, { header: true, columns, record_delimiter: 'unix' });

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** The customer's GTFS static feed; a route or stop without valid coordinates is left out. */
export function buildGtfsStatic(source: GtfsStaticSource): GtfsStaticFeed {
  const warnings: string[] = [];
  const { timetable } = source;
  const stopsById = new Map(source.stops.map((stop) => [stop.BS_ID, stop]));
  const badStops = new Set<string>();
  for (const stop of source.stops) {
    if (!validLatLon(stop.lat, stop.lon)) {
      badStops.add(stop.BS_ID);
      warnings.push(`Bus stop ${stop.BS_ID} (${stop.name}) has no valid coordinates: left out.`);
    }
  }

  const trips: GtfsTrip[] = [];
  const routeRows: Record<string, string | number>[] = [];
  const tripRows: Record<string, string | number>[] = [];
  const stopTimeRows: Record<string, string | number>[] = [];
  const shapeRows: Record<string, string | number>[] = [];
  const frequencyRows: Record<string, string | number>[] = [];
  const usedStops = new Set<string>();

  for (const route of source.routes) {
    const coordinates = route.path.coordinates;
    const pathOk =
      coordinates.length >= 2 &&
      coordinates.every((c) => c.length >= 2 && validLatLon(c[1]!, c[0]!));
    if (!pathOk) {
      warnings.push(`Route ${route.id} (${route.name}) has no valid path: left out.`);
      continue;
    }
    const onRoute = source.routeStops
      .filter((s) => s.routeId === route.id)
      .sort((a, b) => a.No - b.No)
      .flatMap((s) => {
        const stop = stopsById.get(s.busStopId);
        return stop && !badStops.has(stop.BS_ID) ? [{ No: s.No, stop }] : [];
      });
    if (onRoute.length < 2) {
      warnings.push(
        `Route ${route.id} (${route.name}) has fewer than two stops with coordinates: left out.`,
      );
      continue;
    }
    const loop = route.routeType === 'loop';
    const points = coordinates.map((c) => [c[0]!, c[1]!] as LonLat);
    const first = points[0]!;
    const last = points[points.length - 1]!;
    const shape =
      loop && (first[0] !== last[0] || first[1] !== last[1]) ? [...points, first] : points;
    const shapePath = buildPath(shape);

    // The services' timetable (schedule.ts), relative to the first stop.
    const plan = scheduleStops(
      0,
      points,
      onRoute.map(({ stop }) => stop),
    );
    const offsetS = (index: number) => (plan[index]!.bstMs - plan[0]!.bstMs) / 1000;
    const tripStops: GtfsTripStop[] = [];
    let previous = -1;
    const addStopTime = (
      stopId: string,
      sequence: number,
      atS: number,
      distM: number,
      last: boolean,
    ) => {
      const arrival = Math.max(previous, Math.round(atS));
      const departure = last ? arrival : arrival + SCHEDULED_DWELL_S;
      previous = departure;
      stopTimeRows.push({
        trip_id: route.id,
        arrival_time: gtfsTime(timetable.startS + arrival),
        departure_time: gtfsTime(timetable.startS + departure),
        stop_id: stopId,
        stop_sequence: sequence,
        timepoint: 0,
        shape_dist_traveled: round(Math.min(distM, shapePath.length), 1),
      });
      tripStops.push({ stopSequence: sequence, stopId });
      usedStops.add(stopId);
    };
    onRoute.forEach(({ No, stop }, index) =>
      addStopTime(
        stop.BS_ID,
        No,
        offsetS(index),
        plan[index]!.distanceM,
        !loop && index === onRoute.length - 1,
      ),
    );
    if (loop) {
      // A lap ends where it began: the first stop again, one lap after it.
      const metresPerS = (DEFAULT_SCHEDULED_SPEED_KMH * 1000) / 3600;
      const lapS =
        (shapePath.length - plan[0]!.distanceM) / metresPerS + onRoute.length * SCHEDULED_DWELL_S;
      addStopTime(
        onRoute[0]!.stop.BS_ID,
        onRoute[onRoute.length - 1]!.No + 1,
        lapS,
        shapePath.length,
        true,
      );
    }

    const color = gtfsColor(route.color);
    routeRows.push({
      route_id: route.id,
      agency_id: source.agency.id,
      route_short_name: '',
      route_long_name: route.name,
      route_type: ROUTE_TYPE_BUS,
      route_color: color,
      route_text_color: textColorOn(color),
    });
    tripRows.push({
      route_id: route.id,
      service_id: GTFS_SERVICE_ID,
      trip_id: route.id,
      trip_headsign: loop ? route.name : onRoute[onRoute.length - 1]!.stop.name,
      direction_id: 0,
      shape_id: route.id,
      wheelchair_accessible: source.wheelchairSpace ? 1 : 2,
    });
    shape.forEach(([lon, lat], index) =>
      shapeRows.push({
        shape_id: route.id,
        shape_pt_lat: round(lat, 7),
        shape_pt_lon: round(lon, 7),
        shape_pt_sequence: index + 1,
        shape_dist_traveled: round(shapePath.cumulative[index]!, 1),
      }),
    );
    frequencyRows.push({
      trip_id: route.id,
      start_time: gtfsTime(timetable.startS),
      end_time: gtfsTime(timetable.endS),
      headway_secs: timetable.headwayS,
      exact_times: 0,
    });
    trips.push({ routeId: route.id, tripId: route.id, loop, stops: tripStops, shape });
  }

  const stopRows = source.stops
    .filter((stop) => usedStops.has(stop.BS_ID))
    .map((stop) => ({
      stop_id: stop.BS_ID,
      stop_code: stop.label ?? '',
      stop_name: stop.name,
      stop_desc: stop.direction ?? '',
      stop_lat: round(stop.lat, 7),
      stop_lon: round(stop.lon, 7),
      location_type: 0,
      wheelchair_boarding: source.wheelchairSpace ? 1 : 2,
    }));

  const files: Record<string, string> = {
    'agency.txt': csv(
      ['agency_id', 'agency_name', 'agency_url', 'agency_timezone', 'agency_lang'],
      [
        {
          agency_id: source.agency.id,
          agency_name: source.agency.name,
          agency_url: source.agency.url,
          agency_timezone: GTFS_TIME_ZONE,
          agency_lang: 'en',
        },
      ],
    ),
    'stops.txt': csv(
      [
        'stop_id',
        'stop_code',
        'stop_name',
        'stop_desc',
        'stop_lat',
        'stop_lon',
        'location_type',
        'wheelchair_boarding',
      ],
      stopRows,
    ),
    'routes.txt': csv(
      [
        'route_id',
        'agency_id',
        'route_short_name',
        'route_long_name',
        'route_type',
        'route_color',
        'route_text_color',
      ],
      routeRows,
    ),
    'trips.txt': csv(
      [
        'route_id',
        'service_id',
        'trip_id',
        'trip_headsign',
        'direction_id',
        'shape_id',
        'wheelchair_accessible',
      ],
      tripRows,
    ),
    'stop_times.txt': csv(
      [
        'trip_id',
        'arrival_time',
        'departure_time',
        'stop_id',
        'stop_sequence',
        'timepoint',
        'shape_dist_traveled',
      ],
      stopTimeRows,
    ),
    'calendar.txt': csv(
      [
        'service_id',
        'monday',
        'tuesday',
        'wednesday',
        'thursday',
        'friday',
        'saturday',
        'sunday',
        'start_date',
        'end_date',
      ],
      [
        {
          service_id: GTFS_SERVICE_ID,
          monday: 1,
          tuesday: 1,
          wednesday: 1,
          thursday: 1,
          friday: 1,
          saturday: 1,
          sunday: 1,
          start_date: source.period.start,
          end_date: source.period.end,
        },
      ],
    ),
    'frequencies.txt': csv(
      ['trip_id', 'start_time', 'end_time', 'headway_secs', 'exact_times'],
      frequencyRows,
    ),
    'shapes.txt': csv(
      ['shape_id', 'shape_pt_lat', 'shape_pt_lon', 'shape_pt_sequence', 'shape_dist_traveled'],
      shapeRows,
    ),
  };
  const digest = createHash('sha256');
  for (const [name, text] of Object.entries(files)) digest.update(`${name}\n${text}\n`);
  const hash = digest.digest('hex');
  files['feed_info.txt'] = csv(
    [
      'feed_publisher_name',
      'feed_publisher_url',
      'feed_lang',
      'feed_start_date',
      'feed_end_date',
      'feed_version',
    ],
    [
      {
        feed_publisher_name: source.agency.name,
        feed_publisher_url: source.agency.url,
        feed_lang: 'en',
        feed_start_date: source.period.start,
        feed_end_date: source.period.end,
        feed_version: hash.slice(0, 16),
      },
    ],
  );
  return { files, hash, trips, warnings };
}

/** A fixed date in every entry, so the same files always make the same zip (and ETag). */
const ZIP_TIME = new Date(Date.UTC(2020, 0, 1));

/** The feed's files as a zip archive. */
export function zipGtfs(files: Record<string, string>): Uint8Array {
  const encoder = new TextEncoder();
  return zipSync(
    Object.fromEntries(
      Object.entries(files).map(([name, text]) => [
        name,
        [encoder.encode(text), { mtime: ZIP_TIME }],
      ]),
    ),
    { level: 6 },
  );
}
