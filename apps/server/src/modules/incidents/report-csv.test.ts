import { describe, expect, it } from 'vitest';
import type { IncidentSummary } from '@shuttle-ops/domain';
import { parseCsv } from '../../test/csv-reader.ts';
import { INCIDENT_CSV_HEADER, incidentReportCsv } from './report-csv.ts';

const row: IncidentSummary = {
  Incident_ID: '7d0c3e0e-7c8e-4a44-9a52-2c7f1f0b6d11',
  Customer_ID: '0b9f3a2e-5c1d-4e8f-9a7b-2c3d4e5f6a7b',
  reference: 'INC-2026-0042',
  title: 'Line one\nline two, with "quotes"',
  description: '+44 called',
  category: 'collision',
  severity: 'critical',
  status: 'under-investigation',
  occurred_at: '2026-01-15T08:00:00.000Z',
  location: { lat: 51.5, lon: -1.3 },
  BS_ID: null,
  bus_stop_name: null,
  Vehicle_ID: null,
  vehicle_name: 'Shuttle 1',
  Service_ID: null,
  Route_ID: null,
  route_name: null,
  Operator_ID: null,
  operatorName: null,
  people_involved: [
    { name: 'A', role: 'passenger', injured: true, notes: null },
    { name: 'B', role: 'witness', injured: false, notes: null },
  ],
  actions_taken: null,
  root_cause: null,
  follow_ups: [],
  attachments: [],
  created_at: '2026-01-15T08:05:00.000Z',
  created_by: 'operator',
  updated_at: '2026-01-15T08:05:00.000Z',
  closed_at: null,
  version: 1,
};

describe('incidentReportCsv', () => {
  it('writes a header and one RFC 4180 row per incident, winter London time = UTC', () => {
    const [header, line, ...rest] = parseCsv(incidentReportCsv([row]));
    expect(header).toEqual(INCIDENT_CSV_HEADER);
    expect(rest).toEqual([]);
    const cell = (name: string) => line![INCIDENT_CSV_HEADER.indexOf(name)];
    expect(cell('title')).toBe('Line one\nline two, with "quotes"');
    expect(cell('description')).toBe("'+44 called");
    expect(cell('occurred_at_europe_london')).toBe('2026-01-15 08:00:00');
    expect(cell('category')).toBe('Collision');
    expect(cell('status')).toBe('Under investigation');
    expect(cell('people_involved')).toBe('2');
    expect(cell('injured')).toBe('1');
    expect(cell('closed_at_utc')).toBe('');
  });

  it('writes only the header for no incidents', () => {
    expect(incidentReportCsv([])).toBe(`${INCIDENT_CSV_HEADER.join(',')}\r\n`);
  });
});
