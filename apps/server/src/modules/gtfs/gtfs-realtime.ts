import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import {
  haversineMetres,
  LIVE_STATE_THRESHOLDS,
  stopsAhead,
  type Service,
  type VehicleLiveState,
} from '@shuttle-ops/domain';
import { GTFS_TIME_ZONE, type GtfsTrip } from './gtfs-static.ts';

/**
 * The GTFS-Realtime feeds of one customer: vehicle positions and trip updates of its active
 * services, alerts from its public announcements. Ids are those of the static feed: a service's
 * trip is its route's trip (frequency based, so the trip is named with its start date and time),
 * its stops the route's stop_sequence and stop_id.
 */

const { transit_realtime: rt } = GtfsRealtimeBindings;
export type FeedMessage = GtfsRealtimeBindings.transit_realtime.FeedMessage;
type FeedEntity = GtfsRealtimeBindings.transit_realtime.IFeedEntity;
type TripDescriptor = GtfsRealtimeBindings.transit_realtime.ITripDescriptor;
type StopTimeUpdate = GtfsRealtimeBindings.transit_realtime.TripUpdate.IStopTimeUpdate;

const Status = rt.VehiclePosition.VehicleStopStatus;
const Occupancy = rt.VehiclePosition.OccupancyStatus;
const StopRelationship = rt.TripUpdate.StopTimeUpdate.ScheduleRelationship;

/** A vehicle this close to a stop it has reached (and not yet left) is standing at it. */
export const AT_STOP_M = 30;
/** A vehicle silent longer than this is no longer in the realtime feeds at all. */
export const SILENT_AFTER_S = LIVE_STATE_THRESHOLDS.silentAfterS;

export interface RealtimeService {
  service: Service;
  state: VehicleLiveState | undefined;
}

const seconds = (iso: string | null | undefined) =>
  iso ? Math.floor(Date.parse(iso) / 1000) : undefined;

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: GTFS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The service's start as GTFS names a frequency-based trip: YYYYMMDD and HH:MM:SS, local. */
function startOf(iso: string | null): { startDate?: string; startTime?: string } {
  if (!iso) return {};
  const p = Object.fromEntries(
    londonParts.formatToParts(new Date(iso)).map((x) => [x.type, x.value]),
  );
  return {
    startDate: `${p.year}${p.month}${p.day}`,
    startTime: `${p.hour}:${p.minute}:${p.second}`,
  };
}

/** GTFS-Realtime's occupancy words for a share of the seats taken. */
export function occupancyStatusOf(occupancy: number, max: number) {
  if (occupancy <= 0) return Occupancy.EMPTY;
  const share = occupancy / max;
  if (share < 0.5) return Occupancy.MANY_SEATS_AVAILABLE;
  if (share < 0.9) return Occupancy.FEW_SEATS_AVAILABLE;
  if (share < 1) return Occupancy.STANDING_ROOM_ONLY;
  return Occupancy.FULL;
}

const header = (now: Date) => ({
  gtfsRealtimeVersion: '2.0',
  incrementality: rt.FeedHeader.Incrementality.FULL_DATASET,
  timestamp: Math.floor(now.getTime() / 1000),
});

/** The services the realtime feeds speak of: on a route of the static feed, vehicle not silent. */
export function servicesInFeed(
  services: readonly RealtimeService[],
  trips: ReadonlyMap<string, GtfsTrip>,
  now: Date,
): RealtimeService[] {
  return services.filter(({ service, state }) => {
    if (!trips.has(service.Route_ID)) return false;
    const received = state?.received_at ? Date.parse(state.received_at) : Number.NaN;
    if (!Number.isFinite(received) || state?.lat == null || state.lon == null) return false;
    return now.getTime() - received <= SILENT_AFTER_S * 1000;
  });
}

function tripOf(service: Service, trip: GtfsTrip): TripDescriptor {
  return {
    tripId: trip.tripId,
    routeId: trip.routeId,
    ...startOf(service.start_dt),
    scheduleRelationship: rt.TripDescriptor.ScheduleRelationship.SCHEDULED,
  };
}

/** The static stop_sequence of a service's stop `No`, if the route still has that stop there. */
function sequenceOf(trip: GtfsTrip, no: number, stopId: string): number | undefined {
  const found = trip.stops.find((s) => s.stopSequence === no);
  return found && found.stopId === stopId ? found.stopSequence : undefined;
}

/** Where the vehicle is against its stops: standing at one it reached, or on its way to the next. */
function stopStatus(service: Service, trip: GtfsTrip, state: VehicleLiveState) {
  const stops = service.stops ?? [];
  const reached = stops
    .filter((s) => s.eta === null && s.arrived_at !== null)
    .sort((a, b) => Date.parse(b.arrived_at!) - Date.parse(a.arrived_at!))[0];
  if (
    reached &&
    state.lat !== null &&
    state.lon !== null &&
    haversineMetres([state.lon, state.lat], [reached.lon, reached.lat]) <= AT_STOP_M
  ) {
    const sequence = sequenceOf(trip, reached.No, reached.BS_ID);
    if (sequence !== undefined)
      return {
        currentStatus: Status.STOPPED_AT,
        currentStopSequence: sequence,
        stopId: reached.BS_ID,
      };
  }
  const next = stopsAhead(stops)[0];
  const sequence = next ? sequenceOf(trip, next.No, next.BS_ID) : undefined;
  if (!next || sequence === undefined) return {};
  return { currentStatus: Status.IN_TRANSIT_TO, currentStopSequence: sequence, stopId: next.BS_ID };
}

/** VehiclePositions: where each running shuttle is, how full, and on which trip. */
export function vehiclePositionsFeed(
  services: readonly RealtimeService[],
  trips: ReadonlyMap<string, GtfsTrip>,
  now: Date,
): FeedMessage {
  const entity: FeedEntity[] = servicesInFeed(services, trips, now).map(({ service, state }) => {
    const trip = trips.get(service.Route_ID)!;
    const live = state!;
    const max = service.maxOccupancy;
    return {
      id: service.Vehicle_ID,
      vehicle: {
        trip: tripOf(service, trip),
        vehicle: { id: service.Vehicle_ID, label: service.vehicleName },
        position: {
          latitude: live.lat!,
          longitude: live.lon!,
          ...(live.heading !== null && Number.isFinite(live.heading)
            ? { bearing: ((live.heading % 360) + 360) % 360 }
            : {}),
          ...(live.speed !== null && Number.isFinite(live.speed) && live.speed >= 0
            ? { speed: live.speed / 3.6 }
            : {}),
        },
        ...stopStatus(service, trip, live),
        timestamp: seconds(live.received_at),
        ...(max > 0
          ? {
              occupancyStatus: occupancyStatusOf(service.occupancy, max),
              occupancyPercentage: Math.round((100 * Math.max(0, service.occupancy)) / max),
            }
          : {}),
      },
    };
  });
  return rt.FeedMessage.fromObject({ header: header(now), entity });
}

/**
 * A service's predictions in stop_sequence order for the lap under way: the stops ahead, soonest
 * first, up to the end of the trip (on a loop, its first stop again). A stop without a prediction
 * (`unknown`: the shuttle is not reporting) is NO_DATA; a held shuttle's (`delayed`) keeps its
 * growing estimate with its margin as the uncertainty.
 */
function stopTimeUpdates(service: Service, trip: GtfsTrip): StopTimeUpdate[] {
  const updates: StopTimeUpdate[] = [];
  let last = 0;
  const closing = trip.loop ? trip.stops[trip.stops.length - 1] : undefined;
  for (const stop of stopsAhead(service.stops ?? [])) {
    let sequence = sequenceOf(trip, stop.No, stop.BS_ID);
    if (sequence === undefined) break;
    if (sequence <= last) {
      // The loop starts over: its first stop closes this lap's trip, and the rest is the next.
      if (!closing || stop.BS_ID !== closing.stopId || sequence !== trip.stops[0]?.stopSequence)
        break;
      sequence = closing.stopSequence;
    }
    last = sequence;
    if (stop.etaStatus === 'unknown') {
      updates.push({
        stopSequence: sequence,
        stopId: stop.BS_ID,
        scheduleRelationship: StopRelationship.NO_DATA,
      });
    } else {
      updates.push({
        stopSequence: sequence,
        stopId: stop.BS_ID,
        arrival: {
          time: seconds(stop.etaExpected)!,
          ...(stop.etaMargin != null ? { uncertainty: stop.etaMargin } : {}),
        },
        scheduleRelationship: StopRelationship.SCHEDULED,
      });
    }
    if (sequence === closing?.stopSequence) break;
  }
  return updates;
}

/** TripUpdates: each running service's predicted arrivals at the stops ahead. */
export function tripUpdatesFeed(
  services: readonly RealtimeService[],
  trips: ReadonlyMap<string, GtfsTrip>,
  now: Date,
): FeedMessage {
  const entity: FeedEntity[] = servicesInFeed(services, trips, now).map(({ service, state }) => {
    const trip = trips.get(service.Route_ID)!;
    return {
      id: service.Service_ID,
      tripUpdate: {
        trip: tripOf(service, trip),
        vehicle: { id: service.Vehicle_ID, label: service.vehicleName },
        stopTimeUpdate: stopTimeUpdates(service, trip),
        timestamp: seconds(state?.received_at),
      },
    };
  });
  return rt.FeedMessage.fromObject({ header: header(now), entity });
}

export interface RealtimeAnnouncement {
  id: string;
  text: string;
  startAt: Date;
  endAt: Date | null;
}

/** The first line of an announcement, cut to a headline's length. */
const headlineOf = (text: string) => {
  const line = text.split('\n', 1)[0]!.trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
};

/** Alerts: the customer's public announcements shown now, for the whole agency. */
export function alertsFeed(
  announcements: readonly RealtimeAnnouncement[],
  agencyId: string,
  now: Date,
): FeedMessage {
  const entity: FeedEntity[] = announcements.map((a) => ({
    id: a.id,
    alert: {
      activePeriod: [
        {
          start: Math.floor(a.startAt.getTime() / 1000),
          ...(a.endAt ? { end: Math.floor(a.endAt.getTime() / 1000) } : {}),
        },
      ],
      informedEntity: [{ agencyId }],
      cause: rt.Alert.Cause.UNKNOWN_CAUSE,
      effect: rt.Alert.Effect.UNKNOWN_EFFECT,
      headerText: { translation: [{ text: headlineOf(a.text), language: 'en' }] },
      descriptionText: { translation: [{ text: a.text, language: 'en' }] },
    },
  }));
  return rt.FeedMessage.fromObject({ header: header(now), entity });
}

/** The protocol buffer of a feed. */
export const encodeFeed = (feed: FeedMessage): Uint8Array => rt.FeedMessage.encode(feed).finish();

/** A FeedMessage as JSON, in GTFS-Realtime's own (snake_case) field names. */
export interface FeedJson {
  header: { gtfs_realtime_version: string; [field: string]: unknown };
  entity: { id: string; [field: string]: unknown }[];
}

/** The feed as JSON (field names in GTFS-Realtime's snake_case), for reading by eye. */
export function feedAsJson(feed: FeedMessage): FeedJson {
  const object = rt.FeedMessage.toObject(feed, { longs: Number, enums: String, arrays: true });
  return snakeCase(object) as FeedJson;
}

function snakeCase(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeCase);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
      snakeCase(v),
    ]),
  );
}
