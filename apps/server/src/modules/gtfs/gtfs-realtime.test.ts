import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import { describe, expect, it } from 'vitest';
import type { Service, ServiceStop, VehicleLiveState } from '@shuttle-ops/domain';
import {
  alertsFeed,
  encodeFeed,
  feedAsJson,
  occupancyStatusOf,
  tripUpdatesFeed,
  vehiclePositionsFeed,
} from './gtfs-realtime.ts';
import type { GtfsTrip } from './gtfs-static.ts';

const { transit_realtime: rt } = GtfsRealtimeBindings;
const NOW = new Date('2026-07-01T09:00:00.000Z');
const ROUTE = '0b6a3c1e-0000-4000-8000-0000000000a1';
const VEHICLE = '0b6a3c1e-0000-4000-8000-0000000000c1';
const stopId = (n: number) => `0b6a3c1e-0000-4000-8000-0000000000b${n}`;

const trip: GtfsTrip = {
  routeId: ROUTE,
  tripId: ROUTE,
  loop: true,
  stops: [1, 2, 3, 1].map((n, i) => ({ stopSequence: i + 1, stopId: stopId(n) })),
  shape: [],
};
const trips = new Map([[ROUTE, trip]]);

const at = (s: number) => new Date(NOW.getTime() + s * 1000).toISOString();

function stop(No: number, over: Partial<ServiceStop>): ServiceStop {
  return {
    No,
    BS_ID: stopId(No),
    BSLabel: null,
    BSName: `Stop ${No}`,
    Direction: null,
    lat: 51.57 + No / 1000,
    lon: -1.31,
    BSt: at(0),
    etaInitial: at(0),
    etaExpected: at(0),
    eta: 0,
    arrived_at: null,
    etaStatus: 'predicted',
    etaMargin: 30,
    ...over,
  };
}

const service = (stops: ServiceStop[], occupancy = 3): Service =>
  ({
    Service_ID: '0b6a3c1e-0000-4000-8000-0000000000d1',
    Vehicle_ID: VEHICLE,
    vehicleName: 'Shuttle 1',
    Route_ID: ROUTE,
    occupancy,
    maxOccupancy: 12,
    start_dt: '2026-07-01T08:30:00.000Z',
    stops,
  }) as Service;

const state = (over: Partial<VehicleLiveState> = {}): VehicleLiveState =>
  ({
    received_at: at(-2),
    lat: 51.5725,
    lon: -1.31,
    heading: 370,
    speed: 18,
    ...over,
  }) as VehicleLiveState;

describe('GTFS-Realtime feeds', () => {
  it('name a running service as a frequency trip started at the service’s start, local time', () => {
    const feed = vehiclePositionsFeed(
      [
        {
          service: service([
            stop(1, { eta: null, arrived_at: at(-60) }),
            stop(2, { eta: 30 }),
            stop(3, { eta: 90 }),
          ]),
          state: state(),
        },
      ],
      trips,
      NOW,
    );
    const vp = feed.entity[0]!.vehicle!;
    expect(vp.trip).toMatchObject({
      tripId: ROUTE,
      routeId: ROUTE,
      startDate: '20260701',
      startTime: '09:30:00',
    });
    expect(vp.position).toMatchObject({ bearing: 10, speed: 5 });
    expect(vp.currentStatus).toBe(rt.VehiclePosition.VehicleStopStatus.IN_TRANSIT_TO);
    expect(vp.stopId).toBe(stopId(2));
    expect(vp.occupancyPercentage).toBe(25);
    expect(vp.occupancyStatus).toBe(rt.VehiclePosition.OccupancyStatus.MANY_SEATS_AVAILABLE);
    expect(Number(vp.timestamp)).toBe(NOW.getTime() / 1000 - 2);
  });

  it('predict to the end of the lap, the first stop closing it, and NO_DATA without a prediction', () => {
    // At stop 2; stop 3 next; stop 1 closes the lap; stop 2 of the next lap is not this trip's.
    const feed = tripUpdatesFeed(
      [
        {
          service: service([
            stop(1, { eta: 200, etaExpected: at(200), etaStatus: 'unknown' }),
            stop(2, { eta: 400, etaExpected: at(400) }),
            stop(3, { eta: 100, etaExpected: at(100), etaMargin: 20 }),
          ]),
          state: state(),
        },
      ],
      trips,
      NOW,
    );
    const updates = feed.entity[0]!.tripUpdate!.stopTimeUpdate!;
    expect(updates.map((u) => [u.stopSequence, u.stopId])).toEqual([
      [3, stopId(3)],
      [4, stopId(1)],
    ]);
    expect(updates[0]).toMatchObject({
      arrival: { uncertainty: 20 },
      scheduleRelationship: rt.TripUpdate.StopTimeUpdate.ScheduleRelationship.SCHEDULED,
    });
    expect(Number(updates[0]!.arrival!.time)).toBe(NOW.getTime() / 1000 + 100);
    expect(updates[1]!.arrival).toBeFalsy();
    expect(updates[1]!.scheduleRelationship).toBe(
      rt.TripUpdate.StopTimeUpdate.ScheduleRelationship.NO_DATA,
    );
  });

  it('leave out a silent vehicle from both feeds, and decode as they were built', () => {
    const silent = [
      { service: service([stop(1, { eta: 10 })]), state: state({ received_at: at(-31) }) },
    ];
    expect(vehiclePositionsFeed(silent, trips, NOW).entity).toEqual([]);
    expect(tripUpdatesFeed(silent, trips, NOW).entity).toEqual([]);
    const alerts = alertsFeed(
      [{ id: 'a1', text: 'Line one\nLine two', startAt: NOW, endAt: null }],
      'agency',
      NOW,
    );
    const decoded = rt.FeedMessage.decode(encodeFeed(alerts));
    expect(decoded.entity[0]!.alert!.headerText!.translation![0]!.text).toBe('Line one');
    // No end: the field is not sent at all.
    expect(Object.hasOwn(decoded.entity[0]!.alert!.activePeriod![0]!, 'end')).toBe(false);
    expect(feedAsJson(alerts)).toMatchObject({
      header: { gtfs_realtime_version: '2.0', incrementality: 'FULL_DATASET' },
      entity: [{ id: 'a1', alert: { informed_entity: [{ agency_id: 'agency' }] } }],
    });
  });

  it('say how full a shuttle is in GTFS-Realtime’s words', () => {
    const S = rt.VehiclePosition.OccupancyStatus;
    expect([0, 5, 6, 11, 12, 14].map((n) => occupancyStatusOf(n, 12))).toEqual([
      S.EMPTY,
      S.MANY_SEATS_AVAILABLE,
      S.FEW_SEATS_AVAILABLE,
      S.STANDING_ROOM_ONLY,
      S.FULL,
      S.FULL,
    ]);
  });
});
