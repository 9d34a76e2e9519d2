import { Group, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { FilterOption } from '../api/get-filter-options.ts';
import { isInvertedRange, type ChecklistFilter } from '../model/checklist-filter.ts';

export interface HistoryFiltersProps {
  /** What is typed (the search follows it after a pause). */
  text: string;
  onText: (text: string) => void;
  filter: ChecklistFilter;
  onFilter: (change: Partial<Omit<ChecklistFilter, 'text'>>) => void;
  vehicles: readonly FilterOption[];
  operators: readonly FilterOption[];
}

const RESULTS = [
  { value: '', label: 'Any result' },
  { value: 'passed', label: 'Passed' },
  { value: 'failed', label: 'Failed' },
];

/** Search, vehicle, operator, result and the days completed (Europe/London). */
export function HistoryFilters({
  text,
  onText,
  filter,
  onFilter,
  vehicles,
  operators,
}: HistoryFiltersProps) {
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <TextInput
        type="search"
        label="Search"
        placeholder="Vehicle, operator or checklist"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => onText(event.currentTarget.value)}
      />
      <NativeSelect
        label="Vehicle"
        value={filter.vehicleId}
        data={[{ value: '', label: 'Every vehicle' }, ...vehicles]}
        onChange={(event) => onFilter({ vehicleId: event.currentTarget.value })}
      />
      <NativeSelect
        label="Operator"
        value={filter.operatorId}
        data={[{ value: '', label: 'Every operator' }, ...operators]}
        onChange={(event) => onFilter({ operatorId: event.currentTarget.value })}
      />
      <NativeSelect
        label="Result"
        value={filter.result}
        data={RESULTS}
        onChange={(event) =>
          onFilter({ result: event.currentTarget.value as ChecklistFilter['result'] })
        }
      />
      <TextInput
        type="date"
        label="Completed from"
        value={filter.fromDay}
        onChange={(event) => onFilter({ fromDay: event.currentTarget.value })}
        w={170}
      />
      <TextInput
        type="date"
        label="Completed to"
        value={filter.toDay}
        onChange={(event) => onFilter({ toDay: event.currentTarget.value })}
        error={isInvertedRange(filter) ? 'On or after the first day' : undefined}
        w={170}
      />
    </Group>
  );
}
