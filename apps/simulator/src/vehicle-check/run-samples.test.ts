import type { VehicleLiveState, VehicleRefusal } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import type { VehiclePublishKind } from '../mqtt-link.ts';
import { runSamples } from './run-samples.ts';
import type { Sample } from './sample.ts';
import { standardSamples } from './samples.ts';
import type { VehicleView } from './server-api.ts';
import type { PublishOutcome, VehicleConnection } from './vehicle-connection.ts';

const vehicle = {
  vehicleId: '375f8a16-6310-4766-99ac-176a750494e6',
  customerId: '0b9f3a2e-5c1d-4e8f-9a7b-2c3d4e5f6a7b',
};
const timing = { settleMs: 30, pollMs: 5, refusalGapMs: 0 };

/**
 * A pretend server: `judge` says what becomes of each message body; a refusal lands in the
 * log, a stored snapshot or alert in the live state.
 */
function fakeServer(judge: (kind: VehiclePublishKind, body: string) => PublishOutcome | string) {
  const log: VehicleRefusal[] = [];
  let state: VehicleLiveState | null = null;
  const topicOf = (kind: VehiclePublishKind) =>
    `fleet/${vehicle.customerId}/${vehicle.vehicleId}/${kind}`;
  const connection: VehicleConnection = {
    topicOf,
    publish(kind, body) {
      const outcome = judge(kind, body);
      if (typeof outcome === 'string') {
        const split = outcome.indexOf(': ');
        const reason = outcome.slice(0, split);
        const message = outcome.slice(split + 2);
        log.unshift({
          received_at: new Date().toISOString(),
          reason: reason as VehicleRefusal['reason'],
          topic: topicOf(kind),
          message,
        });
        return Promise.resolve({ puback: true });
      }
      const parsed = JSON.parse(body) as { dt_canbus?: string; id?: string };
      const base =
        state ?? ({ dt_canbus: null, latest_alert: null } as unknown as VehicleLiveState);
      if (kind === 'telemetry') state = { ...base, dt_canbus: parsed.dt_canbus ?? null };
      if (kind === 'alerts') {
        state = { ...base, latest_alert: { id: parsed.id } } as unknown as VehicleLiveState;
      }
      return Promise.resolve(outcome);
    },
    close: () => Promise.resolve(),
  };
  const view: VehicleView = {
    refusals: () => Promise.resolve([...log]),
    liveState: () => Promise.resolve(state),
  };
  return { connection, view };
}

const accepting = (kind: VehiclePublishKind, body: string): PublishOutcome | string => {
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    if (kind === 'telemetry' && parsed.vehicle_id !== vehicle.vehicleId) {
      return 'OWNER: the payload names another customer or vehicle than its topic';
    }
    if (kind === 'telemetry' && parsed.dt_canbus === undefined) {
      return 'SCHEMA: dt_canbus: Invalid input';
    }
    if (kind === 'commands/ack') return 'NONCE: not the nonce of the command it answers';
    return { puback: true };
  } catch {
    return 'JSON: Unexpected end of JSON input';
  }
};

describe('runSamples', () => {
  it('passes a server that stores the good samples and refuses the wrong ones', async () => {
    const { connection, view } = fakeServer(accepting);
    const results = await runSamples(standardSamples(vehicle), connection, view, timing);
    expect(results.map((r) => [r.name, r.verdict, r.reason, r.pass])).toEqual([
      ['telemetry without seq', 'ACCEPTED', null, true],
      ['telemetry with seq', 'ACCEPTED', null, true],
      ["alert in the product's words", 'ACCEPTED', null, true],
      ["alert in another vendor's words", 'ACCEPTED', null, true],
      ['alert with string ids of its own', 'ACCEPTED', null, true],
      ['alert with numeric ids', 'ACCEPTED', null, true],
      ['mission event', 'ACCEPTED', null, true],
      ['not JSON (wrong)', 'REFUSED', 'JSON', true],
      ['another vehicle id in the body (wrong)', 'REFUSED', 'OWNER', true],
      ['telemetry without dt_canbus (wrong)', 'REFUSED', 'SCHEMA', true],
      ['command ack without a nonce (wrong)', 'REFUSED', 'NONCE', true],
      ['command ack with a made-up nonce (wrong)', 'REFUSED', 'NONCE', true],
    ]);
    expect(results[0]?.detail).toBe('seen in the live state');
    expect(results[6]?.detail).toBe('no refusal within 30 ms');
    expect(results[7]?.detail).toBe('Unexpected end of JSON input');
  });

  it("fails a sample the server refuses, with the server's reason", async () => {
    const { connection, view } = fakeServer((kind, body) =>
      body.includes('OBSTACLE_DETECTED')
        ? 'SCHEMA: event_name: Invalid option'
        : accepting(kind, body),
    );
    const results = await runSamples(standardSamples(vehicle), connection, view, timing);
    const vendor = results.find((r) => r.name === "alert in another vendor's words");
    expect(vendor).toMatchObject({
      verdict: 'REFUSED',
      reason: 'SCHEMA',
      detail: 'event_name: Invalid option',
      pass: false,
    });
    expect(results.filter((r) => !r.pass)).toHaveLength(1);
  });

  it('fails a server that wants UUIDs for the alert ids of the vehicle’s making', async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const { connection, view } = fakeServer((kind, body) => {
      if (kind !== 'alerts') return accepting(kind, body);
      const { id } = JSON.parse(body) as { id: unknown };
      return typeof id === 'string' && uuid.test(id)
        ? accepting(kind, body)
        : 'SCHEMA: id: must be a UUID';
    });
    const results = await runSamples(standardSamples(vehicle), connection, view, timing);
    expect(results.filter((r) => !r.pass).map((r) => [r.name, r.reason])).toEqual([
      ['alert with string ids of its own', 'SCHEMA'],
      ['alert with numeric ids', 'SCHEMA'],
    ]);
  });

  it('fails a wrong sample the server stores, and one the broker never acknowledges', async () => {
    const sample = (name: string, body: unknown, refused: boolean): Sample => ({
      name,
      kind: 'missions',
      body,
      expect: refused ? { outcome: 'refused', reason: 'SCHEMA' } : { outcome: 'accepted' },
    });
    const { connection, view } = fakeServer((_, body) =>
      body.includes('lost')
        ? { puback: false, error: 'no PUBACK within 5000 ms' }
        : { puback: true },
    );
    const results = await runSamples(
      [sample('stored though wrong', { a: 1 }, true), sample('lost', { lost: true }, false)],
      connection,
      view,
      timing,
    );
    expect(results.map((r) => [r.verdict, r.puback, r.pass])).toEqual([
      ['ACCEPTED', true, false],
      ['NO_PUBACK', false, false],
    ]);
    expect(results[1]?.detail).toBe('no PUBACK within 5000 ms');
  });

  it('leaves a gap after a refusal, so that the next one is kept by the server', async () => {
    const { connection, view } = fakeServer(accepting);
    const wrong = standardSamples(vehicle).filter((s) => s.expect.outcome === 'refused');
    const started = Date.now();
    const results = await runSamples(wrong.slice(0, 2), connection, view, {
      ...timing,
      refusalGapMs: 150,
    });
    expect(results.every((r) => r.pass)).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });
});
