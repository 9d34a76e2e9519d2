import { describe, expect, it } from 'vitest';
import { decodeFleetPayload } from './decode-fleet-payload.ts';
import { FLEET_PAYLOAD_MAX_BYTES } from './fleet-fields.ts';
import {
  ackFixture,
  alertFixture,
  CID,
  commandFixture,
  missionEventFixture,
  OTHER_ID,
  telemetryFixture,
  VID,
} from './fleet-payloads.fixture.ts';
import { fleetTopic, type FleetTopicKind } from './topics.ts';

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
const reasonOf = (topic: string, body: Uint8Array | string) => {
  const result = decodeFleetPayload(topic, body);
  return result.ok ? 'OK' : result.reason;
};

describe('decodeFleetPayload', () => {
  it.each([
    ['telemetry', telemetryFixture()],
    ['alerts', alertFixture()],
    ['missions', missionEventFixture()],
    ['commands', commandFixture()],
    ['commands/ack', ackFixture()],
  ] as [FleetTopicKind, unknown][])('accepts a valid %s message', (kind, payload) => {
    const result = decodeFleetPayload(fleetTopic(CID, VID, kind), bytes(payload));
    expect(result).toEqual({
      ok: true,
      kind,
      topic: { customerId: CID, vehicleId: VID, kind },
      payload,
    });
  });

  it('refuses a topic outside the fleet', () => {
    expect(reasonOf('fleet/x/y/telemetry', bytes(telemetryFixture()))).toBe('TOPIC');
  });

  it('refuses an oversized payload before parsing it', () => {
    const body = `{"pad":"${'x'.repeat(FLEET_PAYLOAD_MAX_BYTES)}"}`;
    expect(reasonOf(fleetTopic(CID, VID, 'telemetry'), body)).toBe('TOO_LARGE');
  });

  it('refuses bytes that are not JSON or not UTF-8', () => {
    expect(reasonOf(fleetTopic(CID, VID, 'telemetry'), '{"vehicle_id":')).toBe('JSON');
    expect(reasonOf(fleetTopic(CID, VID, 'telemetry'), new Uint8Array([0x7b, 0xff, 0x7d]))).toBe(
      'JSON',
    );
  });

  it('refuses a payload that does not fit the schema of its topic', () => {
    const result = decodeFleetPayload(fleetTopic(CID, VID, 'alerts'), bytes(telemetryFixture()));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.reason).toBe('SCHEMA');
      expect(result.message).toMatch(/Source_ID/);
    }
  });

  it.each([
    ['telemetry of another vehicle', 'telemetry', telemetryOf({ vehicle_id: OTHER_ID })],
    ['telemetry of another customer', 'telemetry', telemetryOf({ customer_id: OTHER_ID })],
    [
      'an alert of another vehicle',
      'alerts',
      { ...alertFixture(), source_id: OTHER_ID, Source_ID: OTHER_ID },
    ],
    [
      'a mission event of another customer',
      'missions',
      { ...missionEventFixture(), Customer_ID: OTHER_ID },
    ],
    ['an ack of another vehicle', 'commands/ack', { ...ackFixture(), vehicle_id: OTHER_ID }],
  ] as [string, FleetTopicKind, unknown][])('refuses %s', (_, kind, payload) => {
    expect(reasonOf(fleetTopic(CID, VID, kind), bytes(payload))).toBe('OWNER');
  });
});

/** A valid snapshot of another vehicle or customer (its vehicle_id measure agrees). */
function telemetryOf(change: { vehicle_id?: string; customer_id?: string }) {
  const payload = { ...telemetryFixture(), ...change };
  payload.measure_values_list = payload.measure_values_list.map((measure) =>
    measure.measure_name === 'vehicle_id'
      ? { ...measure, measure_value: payload.vehicle_id }
      : measure,
  );
  return payload;
}
