import type { VehicleTelemetry } from '@shuttle-ops/domain';
import { describe, expect, it, vi } from 'vitest';
import type { RealtimeClient } from '../realtime/realtime-client.ts';
import type { GraphqlRequest, SubscriptionObserver } from '../realtime/realtime-types.ts';
import { createLiveFeed } from './live-feed.ts';
import { createLiveStore, type PublishScheduler } from './live-store.ts';

const A = '30000000-0000-4000-8000-00000000000a';
const B = '30000000-0000-4000-8000-00000000000b';
const CUSTOMER = '20000000-0000-4000-8000-000000000001';
const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 8, 0, s)).toISOString();

const snapshot = (
  vehicleId: string,
  s: number,
  measures: Record<string, number | string>,
): VehicleTelemetry => ({
  customer_id: CUSTOMER,
  vehicle_id: vehicleId,
  dt_canbus: at(s),
  dt_lambda: at(s),
  measure_values_list: Object.entries(measures).map(([measure_name, measure_value]) => ({
    measure_name,
    measure_value,
  })),
});

/** A scheduler the test runs by hand: how many publications were asked for, and run them. */
function manualScheduler() {
  const pending: (() => void)[] = [];
  const schedule: PublishScheduler = (publish) => {
    pending.push(publish);
    return () => pending.splice(pending.indexOf(publish), 1);
  };
  return { schedule, pending, run: () => pending.splice(0).forEach((publish) => publish()) };
}

describe('createLiveStore', () => {
  it('publishes the messages of an interval at once, each merged once', () => {
    const timer = manualScheduler();
    const store = createLiveStore(timer.schedule);
    const heard = vi.fn();
    store.subscribe(heard);
    store.telemetry(snapshot(A, 0, { SPEED: 10, BATTERY_STATUS_LEVEL: 90 }), 1_000);
    store.telemetry(snapshot(A, 1, { SPEED: 11 }), 2_000);
    store.telemetry(snapshot(B, 1, { SPEED: 3 }), 2_000);
    expect(timer.pending).toHaveLength(1);
    expect(store.vehicles().size).toBe(0);
    expect(heard).not.toHaveBeenCalled();

    timer.run();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(store.vehicle(A)).toMatchObject({ speed: 11, battery: 90, seenAt: 2_000 });
    expect(store.vehicle(B)).toMatchObject({ speed: 3 });
  });

  it('does not overwrite newer values with an older snapshot, nor publish for it', () => {
    const timer = manualScheduler();
    const store = createLiveStore(timer.schedule);
    store.telemetry(snapshot(A, 10, { SPEED: 8, BATTERY_STATUS_LEVEL: 60 }), 1_000);
    timer.run();
    const shown = store.vehicles();
    store.telemetry(snapshot(A, 5, { SPEED: 30, BATTERY_STATUS_LEVEL: 99 }), 2_000);
    expect(timer.pending).toHaveLength(0);
    store.flush();
    expect(store.vehicles()).toBe(shown);
    expect(store.vehicle(A)).toMatchObject({ speed: 8, battery: 60, seenAt: 1_000 });
  });

  it('keeps the object of a vehicle that did not change', () => {
    const store = createLiveStore(manualScheduler().schedule);
    store.telemetry(snapshot(A, 0, { SPEED: 1 }), 0);
    store.telemetry(snapshot(B, 0, { SPEED: 2 }), 0);
    store.flush();
    const a = store.vehicle(A);
    store.telemetry(snapshot(B, 1, { SPEED: 3 }), 1);
    store.flush();
    expect(store.vehicle(A)).toBe(a);
    expect(store.vehicle(B)?.speed).toBe(3);
  });

  it('lets a REST read older than the live data change nothing', () => {
    const store = createLiveStore(manualScheduler().schedule);
    store.telemetry(snapshot(A, 10, { SPEED: 8 }), 10_000);
    store.states(
      [
        {
          Vehicle_ID: A,
          Customer_ID: CUSTOMER,
          name: 'Pod',
          dt_canbus: at(5),
          received_at: at(5),
          lat: null,
          lon: null,
          heading: null,
          speed: 1,
          battery: 50,
          passengers: null,
          doors: null,
          modes: {
            VEHICLE_MODE: null,
            ROBOT_MODE: null,
            SUPERVISION_MODE: null,
            service_mode: null,
          },
          latest_alert: null,
          measures: { SPEED: 1, BATTERY_STATUS_LEVEL: 50 },
        },
      ],
      20_000,
    );
    store.flush();
    expect(store.vehicle(A)).toMatchObject({ speed: 8, battery: null });
  });
});

function fakeClient() {
  const subscriptions: {
    request: GraphqlRequest;
    observer: SubscriptionObserver;
    ended: boolean;
  }[] = [];
  const client: RealtimeClient = {
    subscribe(request, observer) {
      const held = { request, observer, ended: false };
      subscriptions.push(held);
      return () => {
        held.ended = true;
      };
    },
    socketState: () => 'ready',
    onSocketState: () => () => undefined,
    dispose: () => undefined,
  };
  return { client, subscriptions };
}

describe('createLiveFeed', () => {
  it('subscribes once for every screen that holds it, and ends when the last lets go', () => {
    const { client, subscriptions } = fakeClient();
    const feed = createLiveFeed(client, { kind: 'console' });
    const first = feed.retain();
    const second = feed.retain();
    expect(subscriptions.map((s) => s.request.query.match(/subscription (\w+)/)?.[1])).toEqual([
      'OnVehicleTelemetryData',
      'OnCreateAlert',
    ]);
    first();
    first();
    expect(subscriptions.some((s) => s.ended)).toBe(false);
    second();
    expect(subscriptions.every((s) => s.ended)).toBe(true);
  });

  it('merges telemetry and alerts into the store and drops data of another shape', () => {
    const { client, subscriptions } = fakeClient();
    const store = createLiveStore(manualScheduler().schedule);
    const feed = createLiveFeed(client, { kind: 'console' }, store, () => 7_000);
    feed.retain();
    const [telemetry, alerts] = subscriptions;
    telemetry?.observer.next({ onVehicleTelemetryData: snapshot(A, 0, { SPEED: 5 }) });
    telemetry?.observer.next({ onVehicleTelemetryData: { vehicle_id: 'not a snapshot' } });
    alerts?.observer.next({
      onCreateAlert: {
        id: 'x1',
        level: 'CRITICAL',
        message: 'Door fault',
        time: at(1),
        Source_ID: A,
        event_name: 'ALERT_RAISED',
        alerts: [{ code: 'DOOR' }],
      },
    });
    store.flush();
    expect(store.vehicles().size).toBe(1);
    expect(store.vehicle(A)).toMatchObject({
      speed: 5,
      seenAt: 7_000,
      latestAlert: { message: 'Door fault', codes: ['DOOR'], event_name: 'ALERT_RAISED' },
    });
  });

  it('combines the states of its subscriptions', () => {
    const { client, subscriptions } = fakeClient();
    const feed = createLiveFeed(client, { kind: 'console' });
    feed.retain();
    const heard = vi.fn();
    feed.onStatus(heard);
    subscriptions[0]?.observer.state('connected', null);
    expect(feed.status().state).toBe('pending');
    subscriptions[1]?.observer.state('connected', null);
    expect(feed.status().state).toBe('connected');
    const error = { message: 'Live updates failed' as never, details: [] };
    subscriptions[1]?.observer.state('failed', error);
    expect(feed.status()).toEqual({ state: 'failed', error });
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('follows the public positions of one customer', () => {
    const { client, subscriptions } = fakeClient();
    const store = createLiveStore(manualScheduler().schedule);
    const feed = createLiveFeed(client, { kind: 'public', customer: CUSTOMER }, store, () => 1);
    feed.retain();
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]?.request.variables).toEqual({ customer: CUSTOMER });
    subscriptions[0]?.observer.next({
      onCreateBusLocation: {
        Customer_ID: null,
        cav_id: A,
        lat: 51.5,
        lon: -1.3,
        name: 'Pod',
        dt_iot: at(0),
      },
    });
    store.flush();
    expect(store.vehicle(A)).toMatchObject({ lat: 51.5, lon: -1.3, seenAt: 1 });
  });
});
