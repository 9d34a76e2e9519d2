import type { MiReport } from '@shuttle-ops/domain';

const ROUTE = '60000000-0000-4000-8000-000000000001';
const VEHICLE = '40000000-0000-4000-8000-000000000001';

const figures = {
  services: 2,
  service_hours: 2.5,
  vehicle_km: 2.45,
  passengers: 17,
  wheelchair_passengers: 1,
  incidents: 1,
};

/** A week's report of one route and one vehicle, for the tests. */
export const miReport: MiReport = {
  period: 'week',
  first_day: '2026-06-01',
  last_day: '2026-06-07',
  from: '2026-05-31T23:00:00.000Z',
  to: '2026-06-07T23:00:00.000Z',
  totals: {
    ...figures,
    alarms: 4,
    alarms_per_1000_km: 1632.7,
    remote_interventions: 1,
    remote_interventions_per_1000_km: 408.2,
    checklists: 2,
    checklists_passed: 1,
    checklist_pass_rate: 0.5,
  },
  alarm_levels: [
    { level: 'INFO', alarms: 0, ack_median_s: null, resolve_median_s: null },
    { level: 'WARNING', alarms: 1, ack_median_s: null, resolve_median_s: null },
    { level: 'ERROR', alarms: 1, ack_median_s: null, resolve_median_s: null },
    { level: 'CRITICAL', alarms: 2, ack_median_s: 20, resolve_median_s: 200 },
  ],
  routes: [{ Route_ID: ROUTE, route_name: 'Campus Loop', ...figures, headway_cv: 0.27 }],
  vehicles: [
    {
      Vehicle_ID: VEHICLE,
      vehicle_name: 'Alpha',
      ...figures,
      alarms: 4,
      alarms_per_1000_km: 1632.7,
      remote_interventions: 1,
      remote_interventions_per_1000_km: 408.2,
      checklists: 2,
      checklists_passed: 1,
    },
  ],
};
