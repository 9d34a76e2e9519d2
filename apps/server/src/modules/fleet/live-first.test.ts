import { describe, expect, it } from 'vitest';
import { alertOf } from '../../test/vehicles.ts';
import type { IngestMessage } from './ingest-message.ts';
import { LiveFirst } from './live-first.ts';

const vehicle = { vehicleId: 'v1', customerId: 'c1', name: 'Shuttle 1' };
const at = (second: number) => new Date(Date.UTC(2026, 2, 2, 9, 0, second)).toISOString();
const telemetry = (seq: number, second = seq): IngestMessage => ({
  kind: 'telemetry',
  vehicle,
  receivedAt: at(0),
  payload: {
    vehicle_id: 'v1',
    customer_id: 'c1',
    dt_canbus: at(second),
    seq,
    measure_values_list: [],
  },
});

describe('which messages the consoles see before they are stored', () => {
  it('shows telemetry newer than its vehicle’s last on arrival, the rest once stored', () => {
    const live = new LiveFirst();
    expect(live.showOnArrival(telemetry(2))).toBe(true);
    // Older, or as old (another seq at the same time): after the commit, if stored now.
    expect(live.showOnArrival(telemetry(1))).toBe(false);
    expect(live.showOnArrival(telemetry(3, 2))).toBe(false);
    expect(live.settled(telemetry(1), true)).toBe(true);
    expect(live.settled(telemetry(3, 2), false)).toBe(false);
    // Shown on arrival: not again at its commit.
    expect(live.settled(telemetry(2), true)).toBe(false);
    expect(live.unsettled).toBe(0);
  });

  it('shows a message whose store failed once, when its redelivery is stored', () => {
    const live = new LiveFirst();
    expect(live.showOnArrival(telemetry(5))).toBe(true);
    // The store failed: nothing settles it; the vehicle sends it again.
    expect(live.showOnArrival(telemetry(5))).toBe(false);
    expect(live.settled(telemetry(5), true)).toBe(false);
    expect(live.unsettled).toBe(0);
  });

  it('remembers a bounded number of unsettled messages', () => {
    const live = new LiveFirst(3);
    for (let seq = 1; seq <= 10; seq++) expect(live.showOnArrival(telemetry(seq))).toBe(true);
    expect(live.unsettled).toBe(3);
    // Forgotten: a late first store of it is shown (the ADR's limit).
    expect(live.settled(telemetry(1), true)).toBe(true);
    expect(live.settled(telemetry(10), true)).toBe(false);
  });

  it('shows alerts and mission events only once they are stored', () => {
    const live = new LiveFirst();
    const alert: IngestMessage = {
      kind: 'alerts',
      vehicle,
      receivedAt: at(0),
      payload: alertOf({ ...vehicle, id: 'v1', username: 'v1', password: 'x' }, 1),
      flags: [],
    };
    expect(live.showOnArrival(alert)).toBe(false);
    expect(live.settled(alert, true)).toBe(true);
    expect(live.settled(alert, false)).toBe(false);
  });
});
