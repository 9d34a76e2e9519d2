import type { Service } from '@shuttle-ops/domain';
import { describe, expect, it } from 'vitest';
import { searchBody } from './history-filter.ts';
import { servicesCsv } from './services-csv.ts';

const service: Service = {
  Service_ID: '6f1c2f4e-8a34-4a8c-9d0e-1b2c3d4e5f60',
  Customer_ID: '7f1c2f4e-8a34-4a8c-9d0e-1b2c3d4e5f60',
  Vehicle_ID: '8f1c2f4e-8a34-4a8c-9d0e-1b2c3d4e5f60',
  vehicleName: 'Shuttle "A", north',
  Operator_ID: null,
  operatorName: '=cmd',
  Route_ID: '9f1c2f4e-8a34-4a8c-9d0e-1b2c3d4e5f60',
  routeName: 'Loop',
  routeType: 'loop',
  siteName: 'Harwell',
  LastPoint: null,
  occupancy: 3,
  maxOccupancy: 15,
  wheelchair_occupancy: 0,
  max_wheelchair_occupancy: 1,
  wheelchairSpace: true,
  serviceStatus: 'completed',
  start_dt: '2026-07-01T13:05:00.000Z',
  end_dt: null,
  create_dt: '2026-07-01T13:05:00.000Z',
  update_dt: '2026-07-01T13:05:00.000Z',
};

describe('servicesCsv', () => {
  it('quotes, defuses formulas and shows London times', () => {
    const [header, row] = servicesCsv([service]).split('\r\n');
    expect(header).toContain('Created (Europe/London)');
    expect(row).toBe(
      `${service.Service_ID},"Shuttle ""A"", north",Loop,'=cmd,completed,` +
        '"1 Jul 2026, 14:05","1 Jul 2026, 14:05",,3,15,0',
    );
  });
});

describe('searchBody', () => {
  it('turns site-local days into instants, the end day included', () => {
    expect(
      searchBody({
        text: ' loop ',
        status: 'completed',
        fromDay: '2026-07-01',
        toDay: '2026-07-01',
      }),
    ).toEqual({
      serviceStatus: 'completed',
      query: 'loop',
      from: '2026-06-30T23:00:00.000Z',
      to: '2026-07-01T23:00:00.000Z',
    });
    expect(searchBody({ text: '', status: 'all', fromDay: 'x', toDay: '' })).toEqual({
      serviceStatus: 'all',
    });
  });
});
