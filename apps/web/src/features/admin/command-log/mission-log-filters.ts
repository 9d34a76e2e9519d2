import type {
  MissionLifecycle,
  MissionStackStatus,
  SortOrder,
  MISSION_SORTABLE,
} from '@shuttle-ops/domain';
import type { QueryParams } from '../../../lib/api/http.ts';
import { dayRangeQuery } from './day-range.ts';

export type MissionSort = (typeof MISSION_SORTABLE)[number];

export interface MissionLogFilters {
  vehicleId: string | null;
  stationId: string | null;
  lifecycle: MissionLifecycle | null;
  status: MissionStackStatus | null;
  /** Days at the site (YYYY-MM-DD) the missions were created on, both included. */
  fromDay: string;
  toDay: string;
}

export const NO_MISSION_FILTERS: MissionLogFilters = {
  vehicleId: null,
  stationId: null,
  lifecycle: null,
  status: null,
  fromDay: '',
  toDay: '',
};

/** The list query of `GET missionapi/missions/{site}` (ADR 0004 paging and sorting, filters). */
export function missionLogQuery(
  filters: MissionLogFilters,
  sort: { sort: MissionSort; order: SortOrder },
  page: { limit: number; offset: number },
  customerId?: string,
): QueryParams {
  return {
    Customer_ID: customerId,
    limit: page.limit,
    offset: page.offset,
    sort_attributes: sort.sort,
    sort_order: sort.order,
    vehicle_id: filters.vehicleId ?? undefined,
    station_id: filters.stationId ?? undefined,
    lifecycle: filters.lifecycle ?? undefined,
    status: filters.status ?? undefined,
    ...dayRangeQuery(filters.fromDay, filters.toDay),
  };
}
