import type { AlarmFilter } from '../model/alarm-filter.ts';

/** React Query keys of the alarm screen's reads. */
export const alarmKeys = {
  all: ['alarms'] as const,
  lists: () => [...alarmKeys.all, 'list'] as const,
  list: (filter: AlarmFilter, page: number, pageSize: number) =>
    [...alarmKeys.lists(), filter, page, pageSize] as const,
  details: () => [...alarmKeys.all, 'detail'] as const,
  detail: (id: string) => [...alarmKeys.details(), id] as const,
  assignees: () => [...alarmKeys.all, 'assignees'] as const,
  vehicles: () => [...alarmKeys.all, 'vehicles'] as const,
  measures: (period: string) => [...alarmKeys.all, 'measures', period] as const,
  flood: () => [...alarmKeys.all, 'flood'] as const,
  telemetry: (vehicleId: string, at: string) =>
    [...alarmKeys.all, 'telemetry', vehicleId, at] as const,
  report: (id: string) => [...alarmKeys.all, 'report', id] as const,
  settings: () => [...alarmKeys.all, 'settings'] as const,
};
