import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { vehicleCreated } from '@shuttle-ops/domain';
import { fileSample, runVehicleCheck, type VehicleCheckOptions } from '@shuttle-ops/simulator';
import { clientFor } from '../../test/auth-client.ts';
import { DEMO_PASSWORD } from '../../test/test-app.ts';
import { testAppWith } from '../../test/test-kit.ts';

// The integrators' conformance kit (`npm run vehicle:check`) against a real server.
const { t } = testAppWith({});
let check: Omit<VehicleCheckOptions, 'samples'>;
let wsUrl: string;

beforeAll(async () => {
  await t.app.mqtt.listen({ port: 0, host: '127.0.0.1' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  wsUrl = `ws://127.0.0.1:${port}/mqtt`;

  const admin = await clientFor(t.app, 'customer-admin');
  const res = await admin.post('/dev/v1/vehicles', {
    operation: 'CREATE',
    name: 'Gateway Under Test',
    registration: null,
    status_flag: 'active',
    maxOccupancy: 12,
    max_wheelchair_occupancy: 1,
  });
  expect(res.statusCode).toBe(201);
  const created = vehicleCreated.parse(res.json());
  check = {
    mqttUrl: `mqtt://127.0.0.1:${t.app.mqtt.port}`,
    vehicleId: created.Vehicle_ID,
    customerId: created.Customer_ID,
    password: created.mqtt.password,
    apiUrl: `http://127.0.0.1:${port}`,
    user: 'customer-admin',
    userPassword: DEMO_PASSWORD,
    // A refusal is looked for this long; on two busy cores the server may take over a second.
    timing: { settleMs: 3000 },
  };
});

describe('vehicle check', () => {
  it('finds every sample stored or refused as DESIGN.md says', async () => {
    const report = await runVehicleCheck(check);
    expect(report.results.map((r) => [r.name, r.puback, r.verdict, r.reason])).toEqual([
      ['telemetry without seq', true, 'ACCEPTED', null],
      ['telemetry with seq', true, 'ACCEPTED', null],
      ["alert in the product's words", true, 'ACCEPTED', null],
      ["alert in another vendor's words", true, 'ACCEPTED', null],
      ['alert with string ids of its own', true, 'ACCEPTED', null],
      ['alert with numeric ids', true, 'ACCEPTED', null],
      ['mission event', true, 'ACCEPTED', null],
      ['not JSON (wrong)', true, 'REFUSED', 'JSON'],
      ['another vehicle id in the body (wrong)', true, 'REFUSED', 'OWNER'],
      ['telemetry without dt_canbus (wrong)', true, 'REFUSED', 'SCHEMA'],
      ['command ack without a nonce (wrong)', true, 'REFUSED', 'NONCE'],
      ['command ack with a made-up nonce (wrong)', true, 'REFUSED', 'NONCE'],
    ]);
    expect(report.results[0]?.detail).toBe('seen in the live state');
    expect(report.results[3]?.detail).toBe('seen in the live state');
    expect(report.results[4]?.detail).toBe('seen in the live state');
    expect(report.results[5]?.detail).toBe('seen in the live state');
    expect(report.results[9]?.detail).toMatch(/dt_canbus/);
    expect(report.results[10]?.detail).toMatch(/no nonce/);
    expect(report.results[11]?.detail).toMatch(/not the nonce/);
    expect(report.ok).toBe(true);
  });

  it("judges an integrator's own payload, over WebSocket too", async () => {
    const file = path.join(tmpdir(), `vehicle-check-${process.pid}.json`);
    writeFileSync(
      file,
      JSON.stringify({
        vehicle_id: check.vehicleId,
        customer_id: check.customerId,
        dt_canbus: '2026-03-02 09:15:00',
        measure_values_list: [{ measure_name: 'SPEED', measure_value: '12.5' }],
      }),
    );
    const report = await runVehicleCheck({
      ...check,
      mqttUrl: wsUrl,
      samples: [await fileSample(file, 'telemetry')],
    });
    expect(report.ok).toBe(false);
    expect(report.results).toEqual([
      expect.objectContaining({
        verdict: 'REFUSED',
        reason: 'SCHEMA',
        detail: expect.stringMatching(/dt_canbus/) as unknown,
        pass: false,
      }),
    ]);
  });

  it('stops before sending when the user may not read refusals', async () => {
    await expect(runVehicleCheck({ ...check, user: 'campus-operator' })).rejects.toThrow(/403/);
  });
});
