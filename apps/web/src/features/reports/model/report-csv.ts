import type { MiReport } from '@shuttle-ops/domain';
import { csvDocument } from '../../../lib/csv/csv.ts';

const text = (n: number | null) => (n === null ? '' : String(n));

const FIGURES = [
  'Services',
  'Service hours',
  'Vehicle-km',
  'Passengers',
  'Wheelchair passengers',
  'Incidents',
] as const;

/** The report's per-route and per-vehicle tables as one CSV: a section column tells them apart. */
export function reportCsv(report: MiReport): string {
  const header = [
    'Section',
    'Name',
    ...FIGURES,
    'Alarms',
    'Alarms per 1000 km',
    'Remote interventions',
    'Remote interventions per 1000 km',
    'Checklists',
    'Checklists passed',
    'Headway CV',
    'First day',
    'Last day',
  ];
  const period = [report.first_day, report.last_day];
  const rows = [
    ...report.routes.map((r) => [
      'Route',
      r.route_name,
      ...[
        r.services,
        r.service_hours,
        r.vehicle_km,
        r.passengers,
        r.wheelchair_passengers,
        r.incidents,
      ].map(text),
      '',
      '',
      '',
      '',
      '',
      '',
      text(r.headway_cv),
      ...period,
    ]),
    ...report.vehicles.map((v) => [
      'Vehicle',
      v.vehicle_name,
      ...[
        v.services,
        v.service_hours,
        v.vehicle_km,
        v.passengers,
        v.wheelchair_passengers,
        v.incidents,
        v.alarms,
        v.alarms_per_1000_km,
        v.remote_interventions,
        v.remote_interventions_per_1000_km,
        v.checklists,
        v.checklists_passed,
      ].map(text),
      '',
      ...period,
    ]),
  ];
  return csvDocument(header, rows);
}
