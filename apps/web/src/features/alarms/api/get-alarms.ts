import { alarmDetailSchema, MAX_PAGE_SIZE, vehicleList } from '@shuttle-ops/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { isListTab, listQueryOf } from '../model/alarm-filter.ts';
import type { AlarmFilter } from '../model/alarm-filter.ts';
import { alarmKeys } from './alarm-keys.ts';
import {
  alarmAssigneesSchema as alarmAssignees,
  alarmListSchema as alarmList,
} from '@shuttle-ops/domain';

/** One page of alarms with the counts per state and level: `GET realtimealerts`. */
export function useAlarms(filter: AlarmFilter, page: number, pageSize: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: alarmKeys.list(filter, page, pageSize),
    queryFn: ({ signal }) =>
      client.get(
        'realtimealerts',
        alarmList,
        listQueryOf(filter, page, pageSize, Date.now()),
        signal,
      ),
    enabled: isListTab(filter.tab),
    placeholderData: keepPreviousData,
    // Live changes keep it current (use-live-alarms); a refetch brings the server's order.
    staleTime: 60_000,
  });
}

/** One alarm with its history: `GET realtimealerts/{id}`. */
export function useAlarmDetail(id: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: alarmKeys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      client.get(
        `realtimealerts/${encodeURIComponent(id ?? '')}`,
        alarmDetailSchema,
        undefined,
        signal,
      ),
    enabled: id !== null,
  });
}

/** Who an alarm may be assigned to: `GET realtimealerts/assignees`. */
export function useAssignees(enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: alarmKeys.assignees(),
    queryFn: ({ signal }) =>
      client.get('realtimealerts/assignees', alarmAssignees, undefined, signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** The customer's vehicles, for the vehicle filter and the report: `GET vehicles`. */
export function useAlarmVehicles() {
  const client = useApiClient();
  return useQuery({
    queryKey: alarmKeys.vehicles(),
    queryFn: async ({ signal }) =>
      (
        await client.get(
          'vehicles',
          vehicleList,
          { limit: MAX_PAGE_SIZE, sort_attributes: 'name', sort_order: 'asc' },
          signal,
        )
      ).Items,
    staleTime: 5 * 60_000,
  });
}
