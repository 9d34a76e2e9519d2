import { Group, NativeSelect, TextInput } from '@mantine/core';
import { SERVICE_STATUS_FILTERS } from '@shuttle-ops/domain';
import type { ServiceStatusFilter } from '@shuttle-ops/domain';
import { IconSearch } from '@tabler/icons-react';
import type { HistoryFilter } from '../model/history-filter.ts';

const STATUS_LABELS: Record<ServiceStatusFilter, string> = {
  all: 'Any status',
  scheduled: 'Scheduled',
  active: 'Active',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export interface HistoryFiltersProps {
  /** What is typed (the search follows it after a pause). */
  text: string;
  onText: (text: string) => void;
  filter: HistoryFilter;
  onFilter: (change: Partial<HistoryFilter>) => void;
}

/** Search text, status and the range of days the services were created in (site time). */
export function HistoryFilters({ text, onText, filter, onFilter }: HistoryFiltersProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="Vehicle, route or operator"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => onText(event.currentTarget.value)}
      />
      <NativeSelect
        label="Status"
        value={filter.status}
        data={SERVICE_STATUS_FILTERS.map((value) => ({ value, label: STATUS_LABELS[value] }))}
        onChange={(event) => onFilter({ status: event.currentTarget.value as ServiceStatusFilter })}
      />
      <TextInput
        type="date"
        label="Created from"
        value={filter.fromDay}
        onChange={(event) => onFilter({ fromDay: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label="Created to"
        value={filter.toDay}
        onChange={(event) => onFilter({ toDay: event.currentTarget.value })}
      />
    </Group>
  );
}
