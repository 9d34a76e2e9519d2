import type { FastifyBaseLogger } from 'fastify';
import type { VehicleLiveState } from '@shuttle-ops/domain';
import { notFound } from '../../lib/http-error.ts';
import type { GtfsRepository } from './gtfs.repository.ts';
import {
  alertsFeed,
  tripUpdatesFeed,
  vehiclePositionsFeed,
  type FeedMessage,
  type RealtimeService,
} from './gtfs-realtime.ts';
import {
  buildGtfsStatic,
  GTFS_TIME_ZONE,
  zipGtfs,
  type GtfsTimetable,
  type GtfsTrip,
} from './gtfs-static.ts';

export interface GtfsDeps {
  repo: GtfsRepository;
  /** The latest state of a vehicle, in memory (updated on every vehicle message). */
  liveState: (customerId: string, vehicleId: string) => VehicleLiveState | undefined;
  platformOwner: string;
  timetable: GtfsTimetable;
  /** The agency's web address; otherwise the address the feed was asked for. */
  agencyUrl: string | undefined;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/** A customer's static feed as last built: its zip, content hash and when that content appeared. */
export interface GtfsArchive {
  zip: Uint8Array;
  hash: string;
  lastModified: Date;
  trips: ReadonlyMap<string, GtfsTrip>;
}

export type RealtimeFeedName = 'vehicle-positions' | 'trip-updates' | 'alerts';

/** `HH:MM-HH:MM` (GTFS_SERVICE_HOURS) and minutes apart as the frequencies' timetable. */
export function timetableOf(hours: string, headwayMinutes: number): GtfsTimetable {
  const [start = 0, end = 0] = hours.split('-').map((part) => {
    const [h = 0, m = 0] = part.split(':').map(Number);
    return h * 3600 + m * 60;
  });
  return {
    startS: start,
    endS: end > start ? end : start + 24 * 3600,
    headwayS: headwayMinutes * 60,
  };
}

/** This year's first day to next year's last, local: a calendar that changes once a year. */
function periodAround(now: Date) {
  const year = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: GTFS_TIME_ZONE, year: 'numeric' }).format(now),
  );
  return { start: `${year}0101`, end: `${year + 1}1231` };
}

/** GTFS and GTFS-Realtime of a customer, rebuilt from the live data at every request. */
export function gtfsService(deps: GtfsDeps) {
  const {
    repo,
    liveState,
    platformOwner,
    timetable,
    agencyUrl,
    log,
    now = () => new Date(),
  } = deps;
  const archives = new Map<string, GtfsArchive>();
  const warned = new Set<string>();

  async function customerOf(named: string | undefined) {
    const found = named ? await repo.customerById(named) : await repo.customerByName(platformOwner);
    if (!found)
      throw notFound(named ? 'Customer not found' : 'The site has no public customer yet');
    return found;
  }

  /** The static feed of the customer, zipped again only when its content changed. */
  async function archive(customer: { id: string; name: string }, origin: string) {
    const routes = await repo.routes(customer.id);
    const routeStops = await repo.routeStops(
      customer.id,
      routes.map((r) => r.id),
    );
    const [stops, wheelchairSpace] = await Promise.all([
      repo.stops([...new Set(routeStops.map((s) => s.busStopId))]),
      repo.wheelchairSpace(customer.id),
    ]);
    const at = now();
    const url = agencyUrl ?? `${origin}/`;
    const feed = buildGtfsStatic({
      agency: { id: customer.id, name: customer.name, url },
      routes,
      stops,
      routeStops,
      wheelchairSpace,
      timetable,
      period: periodAround(at),
    });
    for (const warning of feed.warnings) {
      // Once per process and problem: the feed is rebuilt at every request.
      if (warned.has(`${customer.id}:${warning}`)) continue;
      warned.add(`${customer.id}:${warning}`);
      log.warn({ customerId: customer.id }, `GTFS feed: ${warning}`);
    }
    // One archive per customer (the agency URL is in its hash), however many hosts ask.
    const cached = archives.get(customer.id);
    if (cached?.hash === feed.hash) return cached;
    const built: GtfsArchive = {
      zip: zipGtfs(feed.files),
      hash: feed.hash,
      // Whole seconds, as Last-Modified and If-Modified-Since have them.
      lastModified: new Date(Math.floor(at.getTime() / 1000) * 1000),
      trips: new Map(feed.trips.map((trip) => [trip.routeId, trip])),
    };
    archives.set(customer.id, built);
    return built;
  }

  async function realtimeServices(customerId: string): Promise<RealtimeService[]> {
    const services = await repo.activeServices(customerId);
    return services.map((service) => ({
      service,
      state: liveState(customerId, service.Vehicle_ID),
    }));
  }

  return {
    /** The zipped static feed of the customer named (or the platform owner's). */
    async staticFeed(named: string | undefined, origin: string): Promise<GtfsArchive> {
      return archive(await customerOf(named), origin);
    },

    async realtimeFeed(
      name: RealtimeFeedName,
      named: string | undefined,
      origin: string,
    ): Promise<FeedMessage> {
      const customer = await customerOf(named);
      const at = now();
      if (name === 'alerts') {
        return alertsFeed(await repo.currentPublicAnnouncements(customer.id, at), customer.id, at);
      }
      const { trips } = await archive(customer, origin);
      const services = await realtimeServices(customer.id);
      return name === 'vehicle-positions'
        ? vehiclePositionsFeed(services, trips, at)
        : tripUpdatesFeed(services, trips, at);
    },
  };
}

export type GtfsService = ReturnType<typeof gtfsService>;
