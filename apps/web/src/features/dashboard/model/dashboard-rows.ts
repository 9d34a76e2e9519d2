import { dataFreshness, type ServiceContext } from '@shuttle-ops/domain';
import type { FleetVehicle } from './fleet-vehicle.ts';
import { STATUS_LOOK, vehicleStatus, type VehicleStatus } from './vehicle-status.ts';

/** One vehicle of the dense list: its live state, its running service and its alarms. */
export interface DashboardRow {
  vehicle: FleetVehicle;
  /** The active service's route, next stop, delay and headway; null when not in service. */
  service: ServiceContext | null;
  status: VehicleStatus;
  /** No telemetry for LIVE_STATE_THRESHOLDS.silentAfterS (or never). */
  silent: boolean;
  /** Open alarms; null when this user is not shown them. */
  openAlarms: number | null;
}

export const ROW_FILTERS = ['all', 'in-service', 'late', 'alarm', 'silent'] as const;
export type RowFilter = (typeof ROW_FILTERS)[number];

export const ROW_SORTS = ['name', 'delay', 'status'] as const;
export type RowSort = (typeof ROW_SORTS)[number];

export const FILTER_LABELS: Readonly<Record<RowFilter, string>> = {
  all: 'All',
  'in-service': 'In service',
  late: 'Late',
  alarm: 'Alarm',
  silent: 'Silent',
};

export const SORT_LABELS: Readonly<Record<RowSort, string>> = {
  name: 'Name',
  delay: 'Delay',
  status: 'Status',
};

const ALARM_STATUSES: ReadonlySet<VehicleStatus> = new Set(['emergency', 'assistance', 'warning']);
/** Worst first, as STATUS_LOOK lists them. */
const STATUS_RANK = new Map(Object.keys(STATUS_LOOK).map((status, index) => [status, index]));

export function dashboardRows(
  vehicles: readonly FleetVehicle[],
  services: ReadonlyMap<string, ServiceContext>,
  openAlarms: Readonly<Record<string, number>> | null,
  now: number,
): DashboardRow[] {
  return vehicles.map((vehicle) => ({
    vehicle,
    service: services.get(vehicle.id) ?? null,
    status: vehicleStatus(vehicle),
    silent: dataFreshness(vehicle.seenAt, now).silent,
    openAlarms: openAlarms === null ? null : (openAlarms[vehicle.id] ?? 0),
  }));
}

/** Whether a row has an alarm: open alarms to process, or an alarming state (emergency, help, warning). */
export const hasAlarm = (row: DashboardRow): boolean =>
  (row.openAlarms ?? 0) > 0 || ALARM_STATUSES.has(row.status);

const MATCHES: Readonly<Record<RowFilter, (row: DashboardRow) => boolean>> = {
  all: () => true,
  'in-service': (row) => row.service !== null,
  late: (row) => row.service?.punctuality === 'late',
  alarm: hasAlarm,
  silent: (row) => row.silent,
};

export const matchesFilter = (row: DashboardRow, filter: RowFilter): boolean =>
  MATCHES[filter](row);

/** How many rows each filter keeps. */
export function filterCounts(rows: readonly DashboardRow[]): Record<RowFilter, number> {
  const counts = { all: 0, 'in-service': 0, late: 0, alarm: 0, silent: 0 };
  for (const row of rows) {
    for (const filter of ROW_FILTERS) if (MATCHES[filter](row)) counts[filter]++;
  }
  return counts;
}

const byName = (a: DashboardRow, b: DashboardRow) =>
  a.vehicle.name.localeCompare(b.vehicle.name) || a.vehicle.id.localeCompare(b.vehicle.id);

/** Latest first; vehicles without a delay (not in service) last. */
const byDelay = (a: DashboardRow, b: DashboardRow) => {
  const da = a.service?.delay_s ?? null;
  const db = b.service?.delay_s ?? null;
  if (da === db) return byName(a, b);
  if (da === null) return 1;
  if (db === null) return -1;
  return db - da;
};

/** Worst state first (alarms before the rest), then silent ones, then by name. */
const byStatus = (a: DashboardRow, b: DashboardRow) =>
  (STATUS_RANK.get(a.status) ?? 99) - (STATUS_RANK.get(b.status) ?? 99) ||
  Number(b.silent) - Number(a.silent) ||
  byName(a, b);

const SORTS: Readonly<Record<RowSort, (a: DashboardRow, b: DashboardRow) => number>> = {
  name: byName,
  delay: byDelay,
  status: byStatus,
};

/** The rows a filter keeps, in the order asked. */
export function visibleRows(
  rows: readonly DashboardRow[],
  filter: RowFilter,
  sort: RowSort,
): DashboardRow[] {
  return rows.filter((row) => matchesFilter(row, filter)).sort(SORTS[sort]);
}

export const parseFilter = (value: string | null): RowFilter =>
  (ROW_FILTERS as readonly string[]).includes(value ?? '') ? (value as RowFilter) : 'all';

export const parseSort = (value: string | null): RowSort =>
  (ROW_SORTS as readonly string[]).includes(value ?? '') ? (value as RowSort) : 'name';
