import {
  HARWELL_SITE,
  type CommandState,
  type RemoteCommandName,
  type SortOrder,
} from '@shuttle-ops/domain';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { QueryParams } from '../../../lib/api/http.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

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

const dayAtSite = (day: string) => dayjs.tz(day, HARWELL_SITE.time_zone);

/** The list query of the command log (ADR 0004 paging and sorting, plus its filters). */
export function commandLogQuery(
  filters: CommandLogFilters,
  sort: { sort: CommandSort; order: SortOrder },
  page: { limit: number; offset: number },
  customerId?: string,
): QueryParams {
  const valid = (day: string) => day !== '' && dayAtSite(day).isValid();
  return {
    Customer_ID: customerId,
    limit: page.limit,
    offset: page.offset,
    sort_attributes: sort.sort,
    sort_order: sort.order,
    vehicle_id: filters.vehicleId ?? undefined,
    command: filters.command ?? undefined,
    state: filters.state ?? undefined,
    from: valid(filters.fromDay)
      ? dayAtSite(filters.fromDay).startOf('day').toISOString()
      : undefined,
    to: valid(filters.toDay) ? dayAtSite(filters.toDay).endOf('day').toISOString() : undefined,
  };
}
