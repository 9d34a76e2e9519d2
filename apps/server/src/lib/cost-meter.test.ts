import { describe, expect, it } from 'vitest';
import { createInProcessBus } from '../events/event-bus.ts';
import { CostMeter, costsBetween } from './cost-meter.ts';

describe('CostMeter', () => {
  it('sums time and calls by part, also for a call that throws', () => {
    const meter = new CostMeter();
    meter.add('decode', 2);
    meter.add('decode', 3);
    meter.add('store', 10, 4);
    expect(() =>
      meter.measure('fails', () => {
        throw new Error('no');
      }),
    ).toThrow('no');
    expect(meter.measure('works', () => 42)).toBe(42);
    const parts = meter.snapshot();
    expect(parts.slice(0, 2)).toEqual([
      { part: 'store', ms: 10, calls: 4 },
      { part: 'decode', ms: 5, calls: 2 },
    ]);
    expect(parts.find((p) => p.part === 'fails')?.calls).toBe(1);
    expect(parts.find((p) => p.part === 'works')?.calls).toBe(1);
  });

  it('answers what each part spent between two snapshots, leaving out idle parts', () => {
    const meter = new CostMeter();
    meter.add('a', 1);
    meter.add('b', 1);
    const before = meter.snapshot();
    meter.add('a', 4, 2);
    meter.add('c', 1);
    expect(costsBetween(before, meter.snapshot())).toEqual([
      { part: 'a', ms: 4, calls: 2 },
      { part: 'c', ms: 1, calls: 1 },
    ]);
  });

  it('times each bus consumer under its name, and a failing one too', async () => {
    const meter = new CostMeter();
    const bus = createInProcessBus({ error: () => undefined }, meter);
    await bus.subscribe('*', () => undefined, 'bus: alarm rules');
    await bus.subscribe('c1', () => {
      throw new Error('broken');
    });
    const event = { type: 'telemetry', customerId: 'c1', vehicleId: 'v1', payload: {} };
    bus.publish(event as never);
    bus.publish(event as never);
    const calls = Object.fromEntries(meter.snapshot().map((p) => [p.part, p.calls]));
    expect(calls).toEqual({ 'bus: alarm rules': 2, 'bus: other consumers': 2 });
  });
});
