import { describe, expect, it } from 'vitest';
import type { AlarmReportRow } from '@shuttle-ops/domain';
import { londonTime } from '../../lib/csv.ts';
import { REPORT_CSV_HEADER, reportCsv } from './alarm-report-csv.ts';
import { parseCsv } from '../../test/csv-reader.ts';

const row = (overrides: Partial<AlarmReportRow> = {}): AlarmReportRow => ({
  id: '6f1c0b8e-0000-4000-8000-000000000001',
  Vehicle_ID: null,
  vehicle_name: null,
  level: 'ERROR',
  category: 'SAFETY',
  code: 'E1',
  message: 'Obstacle',
  state: 'OPEN',
  count: 1,
  first_seen: '2026-01-15T08:00:00.000Z',
  last_seen: '2026-01-15T08:00:00.000Z',
  acknowledged_at: null,
  acknowledged_by: null,
  time_to_ack_s: null,
  assignee: null,
  resolved_at: null,
  resolved_by: null,
  auto_resolved: false,
  time_to_resolve_s: null,
  closed_at: null,
  chattering: false,
  duration_s: 12.5,
  ...overrides,
});

describe('the test’s CSV reader', () => {
  it('reads quoted fields, doubled quotes and line ends, and refuses broken quoting', () => {
    expect(parseCsv('a,"b,c","d""e"\r\n"x\ny",,z\r\n')).toEqual([
      ['a', 'b,c', 'd"e'],
      ['x\ny', '', 'z'],
    ]);
    expect(parseCsv('a,b')).toEqual([['a', 'b']]);
    expect(() => parseCsv('a"b')).toThrow();
    expect(() => parseCsv('"a"b')).toThrow();
    expect(() => parseCsv('"a')).toThrow();
  });
});

describe('reportCsv', () => {
  it('round-trips tricky text through an independent reader', () => {
    const tricky = [
      'Door 2, rear: "stuck" half open',
      'Line one\nline two\r\nline three',
      'Café – “curly” quotes, emoji 🚌, tab\there',
      '"',
      '',
    ];
    const rows = tricky.map((message, i) =>
      row({ message, vehicle_name: `Shuttle, ${i}`, acknowledged_by: 'O"Brien, Pat' }),
    );
    const records = parseCsv(reportCsv(rows));
    expect(records[0]).toEqual(REPORT_CSV_HEADER);
    expect(records).toHaveLength(tricky.length + 1);
    const at = (name: string) => REPORT_CSV_HEADER.indexOf(name);
    tricky.forEach((message, i) => {
      const record = records[i + 1]!;
      expect(record).toHaveLength(REPORT_CSV_HEADER.length);
      expect(record[at('message')]).toBe(message);
      expect(record[at('vehicle_name')]).toBe(`Shuttle, ${i}`);
      expect(record[at('acknowledged_by')]).toBe('O"Brien, Pat');
      expect(record[at('duration_s')]).toBe('12.5');
      expect(record[at('Vehicle_ID')]).toBe('');
    });
  });

  it('writes times in UTC and first seen on the London clock (GMT and BST)', () => {
    expect(londonTime('2026-01-15T08:00:00.000Z')).toBe('2026-01-15 08:00:00');
    expect(londonTime('2026-07-01T08:00:00.000Z')).toBe('2026-07-01 09:00:00');
    expect(londonTime('2026-03-29T00:59:59.000Z')).toBe('2026-03-29 00:59:59');
    expect(londonTime('2026-03-29T01:00:00.000Z')).toBe('2026-03-29 02:00:00');
    const [, record] = parseCsv(reportCsv([row({ first_seen: '2026-07-01T23:30:00.000Z' })]));
    expect(record![REPORT_CSV_HEADER.indexOf('first_seen')]).toBe('2026-07-01T23:30:00.000Z');
    expect(record![REPORT_CSV_HEADER.indexOf('first_seen_europe_london')]).toBe(
      '2026-07-02 00:30:00',
    );
  });
});
