import { describe, expect, it } from 'vitest';
import type { MiReport } from '@shuttle-ops/domain';
import { reportCsv } from './report-csv.ts';

const figures = {
  services: 1,
  service_hours: 2,
  vehicle_km: 2.45,
  passengers: 13,
  wheelchair_passengers: 1,
  incidents: 0,
};

describe('reportCsv', () => {
  it('writes one line per route and per vehicle, with the period', () => {
    const csv = reportCsv({
      first_day: '2026-06-01',
      last_day: '2026-06-07',
      routes: [{ Route_ID: 'r', route_name: 'Loop, north', ...figures, headway_cv: 0.31 }],
      vehicles: [
        {
          Vehicle_ID: 'v',
          vehicle_name: '=Alpha',
          ...figures,
          alarms: 3,
          alarms_per_1000_km: 1224.5,
          remote_interventions: 0,
          remote_interventions_per_1000_km: null,
          checklists: 2,
          checklists_passed: 1,
        },
      ],
    } as unknown as MiReport);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'Section,Name,Services,Service hours,Vehicle-km,Passengers,Wheelchair passengers,Incidents,Alarms,Alarms per 1000 km,Remote interventions,Remote interventions per 1000 km,Checklists,Checklists passed,Headway CV,First day,Last day',
    );
    expect(lines[1]).toBe('Route,"Loop, north",1,2,2.45,13,1,0,,,,,,,0.31,2026-06-01,2026-06-07');
    expect(lines[2]).toBe("Vehicle,'=Alpha,1,2,2.45,13,1,0,3,1224.5,0,,2,1,,2026-06-01,2026-06-07");
    expect(lines).toHaveLength(4);
  });
});
