import type { MiAlarmLevel, MiReport, MiRouteFigures, MiVehicleFigures } from '@shuttle-ops/domain';

/**
 * How a figure reads: a name, a count, a measured amount (hours, km), seconds, a share 0…1, or a
 * ratio read to two decimals (a coefficient of variation).
 */
export type FigureKind = 'name' | 'count' | 'amount' | 'seconds' | 'share' | 'ratio';

/** One figure of the report: its heading and its value, shown on screen and written to a sheet. */
export interface ReportColumn<T> {
  header: string;
  kind: FigureKind;
  value: (row: T) => string | number | null;
}

export const TOTAL_FIGURES: readonly ReportColumn<MiReport['totals']>[] = [
  { header: 'Services run', kind: 'count', value: (t) => t.services },
  { header: 'Service hours', kind: 'amount', value: (t) => t.service_hours },
  { header: 'Vehicle-km', kind: 'amount', value: (t) => t.vehicle_km },
  { header: 'Passengers carried', kind: 'count', value: (t) => t.passengers },
  { header: 'Wheelchair journeys', kind: 'count', value: (t) => t.wheelchair_passengers },
  { header: 'Alarms', kind: 'count', value: (t) => t.alarms },
  { header: 'Alarms per 1,000 km', kind: 'amount', value: (t) => t.alarms_per_1000_km },
  { header: 'Remote interventions', kind: 'count', value: (t) => t.remote_interventions },
  {
    header: 'Interventions per 1,000 km',
    kind: 'amount',
    value: (t) => t.remote_interventions_per_1000_km,
  },
  { header: 'Incidents', kind: 'count', value: (t) => t.incidents },
  { header: 'Checklist pass rate', kind: 'share', value: (t) => t.checklist_pass_rate },
];

export const ROUTE_COLUMNS: readonly ReportColumn<MiRouteFigures>[] = [
  { header: 'Route', kind: 'name', value: (r) => r.route_name },
  { header: 'Services', kind: 'count', value: (r) => r.services },
  { header: 'Service hours', kind: 'amount', value: (r) => r.service_hours },
  { header: 'Vehicle-km', kind: 'amount', value: (r) => r.vehicle_km },
  { header: 'Passengers', kind: 'count', value: (r) => r.passengers },
  { header: 'Wheelchair', kind: 'count', value: (r) => r.wheelchair_passengers },
  { header: 'Incidents', kind: 'count', value: (r) => r.incidents },
  // The coefficient of variation of the gaps between a loop's shuttles (0: evenly spaced).
  { header: 'Headway CV', kind: 'ratio', value: (r) => r.headway_cv },
];

export const VEHICLE_COLUMNS: readonly ReportColumn<MiVehicleFigures>[] = [
  { header: 'Vehicle', kind: 'name', value: (v) => v.vehicle_name },
  { header: 'Services', kind: 'count', value: (v) => v.services },
  { header: 'Service hours', kind: 'amount', value: (v) => v.service_hours },
  { header: 'Vehicle-km', kind: 'amount', value: (v) => v.vehicle_km },
  { header: 'Passengers', kind: 'count', value: (v) => v.passengers },
  { header: 'Alarms', kind: 'count', value: (v) => v.alarms },
  { header: 'Alarms / 1,000 km', kind: 'amount', value: (v) => v.alarms_per_1000_km },
  { header: 'Remote interventions', kind: 'count', value: (v) => v.remote_interventions },
  { header: 'Incidents', kind: 'count', value: (v) => v.incidents },
  { header: 'Checklists', kind: 'count', value: (v) => v.checklists },
  { header: 'Checklists passed', kind: 'count', value: (v) => v.checklists_passed },
];

export const ALARM_COLUMNS: readonly ReportColumn<MiAlarmLevel>[] = [
  { header: 'Level', kind: 'name', value: (l) => l.level },
  { header: 'Alarms', kind: 'count', value: (l) => l.alarms },
  { header: 'Median time to acknowledge', kind: 'seconds', value: (l) => l.ack_median_s },
  { header: 'Median time to resolve', kind: 'seconds', value: (l) => l.resolve_median_s },
];
