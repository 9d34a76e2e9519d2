import { describe, expect, it } from 'vitest';
import { reportTable } from './report-table.ts';
import type { VehicleCheckReport } from './run-check.ts';

const report: VehicleCheckReport = {
  mqttUrl: 'mqtt://localhost:1883',
  vehicleId: 'v-1',
  customerId: 'c-1',
  ok: false,
  results: [
    {
      name: 'telemetry without seq',
      kind: 'telemetry',
      topic: 'fleet/c-1/v-1/telemetry',
      expected: { outcome: 'accepted' },
      puback: true,
      verdict: 'ACCEPTED',
      reason: null,
      detail: 'seen in the live state',
      pass: true,
    },
    {
      name: 'not JSON (wrong)',
      kind: 'telemetry',
      topic: 'fleet/c-1/v-1/telemetry',
      expected: { outcome: 'refused', reason: 'JSON' },
      puback: true,
      verdict: 'ACCEPTED',
      reason: null,
      detail: 'no refusal within 2000 ms',
      pass: false,
    },
  ],
};

describe('reportTable', () => {
  it('prints one aligned row per message and a closing count', () => {
    expect(reportTable(report).split('\n')).toEqual([
      'Vehicle v-1 of customer c-1 via mqtt://localhost:1883',
      '',
      '      message                topic      PUBACK  expected        verdict   why',
      'ok    telemetry without seq  telemetry  yes     accepted        ACCEPTED  seen in the live state',
      'FAIL  not JSON (wrong)       telemetry  yes     refused (JSON)  ACCEPTED  no refusal within 2000 ms',
      '',
      '1 of 2 messages did not come out as expected.',
      '',
    ]);
  });
});
