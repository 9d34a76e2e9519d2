import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { telemetry } from '../dashboard-test-kit.tsx';
import { createFleetStore, FLEET_NOTIFY_MS } from './fleet-store.ts';

describe('fleet store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('applies every event at once and tells listeners once per 100 ms', () => {
    const store = createFleetStore();
    const listener = vi.fn();
    store.subscribe(listener);
    for (let second = 0; second < 5; second++) {
      store.dispatch({
        type: 'telemetry',
        telemetry: telemetry('v1', `2026-11-22T10:00:0${second}.000Z`, { SPEED: second }),
        receivedAt: second,
      });
    }
    expect(store.getSnapshot().get('v1')?.speed).toBe(4);
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(FLEET_NOTIFY_MS);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stays quiet when an event changes nothing, and after dispose', () => {
    const store = createFleetStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.dispatch({
      type: 'alert',
      alert: {
        id: 'a',
        level: 'INFO',
        message: 'm',
        time: '2026-11-22T10:00:00.000Z',
        Source_ID: 'unknown',
        event_name: 'ALERT_RAISED',
        alerts: [],
      },
    });
    vi.advanceTimersByTime(FLEET_NOTIFY_MS);
    expect(listener).not.toHaveBeenCalled();
    store.dispatch({
      type: 'telemetry',
      telemetry: telemetry('v1', '2026-11-22T10:00:00.000Z', { SPEED: 1 }),
      receivedAt: 1,
    });
    store.dispose();
    vi.advanceTimersByTime(FLEET_NOTIFY_MS);
    expect(listener).not.toHaveBeenCalled();
  });
});
