import { Group, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import {
  CATEGORY_OPTIONS,
  SEVERITY_OPTIONS,
  STATUS_OPTIONS,
} from '../../../components/incidents/incident-choices.ts';
import { isInvertedDays } from '../../../lib/time/site-days.ts';
import type { Option } from '../api/get-options.ts';
import type { IncidentFilter } from '../model/incident-filter.ts';

type Choices = Omit<IncidentFilter, 'text'>;

export interface IncidentFiltersProps {
  /** What is typed (the search follows it after a pause). */
  text: string;
  onText: (text: string) => void;
  filter: IncidentFilter;
  onFilter: (change: Partial<Choices>) => void;
  vehicles: readonly Option[];
}

const any = (label: string, options: readonly Option[]) => [{ value: '', label }, ...options];

/** Search, status, category, severity, vehicle and the days it occurred (Europe/London). */
export function IncidentFilters({
  text,
  onText,
  filter,
  onFilter,
  vehicles,
}: IncidentFiltersProps) {
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <TextInput
        type="search"
        label="Search"
        placeholder="Reference, title or description"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => onText(event.currentTarget.value)}
      />
      <NativeSelect
        label="Status"
        value={filter.status}
        data={any('Any status', STATUS_OPTIONS)}
        onChange={(event) => onFilter({ status: event.currentTarget.value as Choices['status'] })}
      />
      <NativeSelect
        label="Category"
        value={filter.category}
        data={any('Any category', CATEGORY_OPTIONS)}
        onChange={(event) =>
          onFilter({ category: event.currentTarget.value as Choices['category'] })
        }
      />
      <NativeSelect
        label="Severity"
        value={filter.severity}
        data={any('Any severity', SEVERITY_OPTIONS)}
        onChange={(event) =>
          onFilter({ severity: event.currentTarget.value as Choices['severity'] })
        }
      />
      <NativeSelect
        label="Vehicle"
        value={filter.vehicleId}
        data={any('Every vehicle', vehicles)}
        onChange={(event) => onFilter({ vehicleId: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label="Occurred from"
        value={filter.fromDay}
        onChange={(event) => onFilter({ fromDay: event.currentTarget.value })}
        w={170}
      />
      <TextInput
        type="date"
        label="Occurred to"
        value={filter.toDay}
        onChange={(event) => onFilter({ toDay: event.currentTarget.value })}
        error={
          isInvertedDays(filter.fromDay, filter.toDay) ? 'On or after the first day' : undefined
        }
        w={170}
      />
    </Group>
  );
}
