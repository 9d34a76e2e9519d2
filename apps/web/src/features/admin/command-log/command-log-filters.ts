import type { CommandState, RemoteCommandName, SortOrder } from '@shuttle-ops/domain';
import type { QueryParams } from '../../../lib/api/http.ts';
import { dayRangeQuery } from './day-range.ts';

export type CommandSort = 'issued_at' | 'command' | 'state' | 'updated_at';

export interface CommandLogFilters {
  vehicleId: string | null;
  command: RemoteCommandName | null;
  state: CommandState | null;
  /** Days at the site (YYYY-MM-DD), both included. */
  fromDay: string;
  toDay: string;
}

export const NO_FILTERS: CommandLogFilters = {
  vehicleId: null,
  command: null,
  state: null,
  fromDay: '',
  toDay: '',
};

/** The list query of the command log (ADR 0004 paging and sorting, plus its filters). */
export function commandLogQuery(
  filters: CommandLogFilters,
  sort: { sort: CommandSort; order: SortOrder },
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
    command: filters.command ?? undefined,
    state: filters.state ?? undefined,
    ...dayRangeQuery(filters.fromDay, filters.toDay),
  };
}
