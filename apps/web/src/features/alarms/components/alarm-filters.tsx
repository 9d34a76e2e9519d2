import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { ALERT_LEVELS } from '@shuttle-ops/domain';
import type { KnownAlertLevel, Vehicle } from '@shuttle-ops/domain';
import { IconSearch } from '@tabler/icons-react';
import { STATE_FILTERS, TIME_RANGES } from '../model/alarm-filter.ts';
import type { AlarmFilter, StateFilter, TimeRange } from '../model/alarm-filter.ts';
import { LEVEL_LABELS, STATE_LABELS } from '../model/alarm-format.ts';

const STATE_FILTER_LABELS: Record<StateFilter, string> = {
  ACTIVE: 'Active (needs attention)',
  ALL: 'Any state',
  ...STATE_LABELS,
};

const RANGE_LABELS: Record<TimeRange, string> = {
  all: 'Any time',
  '1h': 'Last hour',
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
};

export interface AlarmFiltersProps {
  filter: AlarmFilter;
  /** What is typed (the search follows it after a pause). */
  text: string;
  onText: (text: string) => void;
  onFilter: (change: Partial<AlarmFilter>) => void;
  vehicles: readonly Vehicle[];
  /** The stale tab lists active alarms only: no state to choose. */
  showState: boolean;
}

/** State (ACTIVE by default), level, vehicle, time range and search text. */
export function AlarmFilters({
  filter,
  text,
  onText,
  onFilter,
  vehicles,
  showState,
}: AlarmFiltersProps) {
  const changed =
    filter.state !== 'ACTIVE' ||
    filter.level !== null ||
    filter.vehicleId !== null ||
    filter.range !== 'all' ||
    text !== '';
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        type="search"
        label="Search"
        placeholder="Message, code, category or vehicle"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => onText(event.currentTarget.value)}
      />
      {showState && (
        <NativeSelect
          label="State"
          value={filter.state}
          data={STATE_FILTERS.map((value) => ({ value, label: STATE_FILTER_LABELS[value] }))}
          onChange={(event) => onFilter({ state: event.currentTarget.value as StateFilter })}
        />
      )}
      <NativeSelect
        label="Level"
        value={filter.level ?? ''}
        data={[
          { value: '', label: 'Any level' },
          ...[...ALERT_LEVELS].reverse().map((value) => ({ value, label: LEVEL_LABELS[value] })),
        ]}
        onChange={(event) =>
          onFilter({ level: (event.currentTarget.value || null) as KnownAlertLevel | null })
        }
      />
      <NativeSelect
        label="Vehicle"
        value={filter.vehicleId ?? ''}
        data={[
          { value: '', label: 'Any vehicle' },
          ...vehicles.map((vehicle) => ({ value: vehicle.Vehicle_ID, label: vehicle.name })),
          // A vehicle from a link that the registry does not list (yet) stays selectable.
          ...(filter.vehicleId !== null &&
          !vehicles.some((vehicle) => vehicle.Vehicle_ID === filter.vehicleId)
            ? [{ value: filter.vehicleId, label: 'The linked vehicle' }]
            : []),
        ]}
        onChange={(event) => onFilter({ vehicleId: event.currentTarget.value || null })}
      />
      <NativeSelect
        label="Last seen"
        value={filter.range}
        data={(Object.keys(TIME_RANGES) as TimeRange[]).map((value) => ({
          value,
          label: RANGE_LABELS[value],
        }))}
        onChange={(event) => onFilter({ range: event.currentTarget.value as TimeRange })}
      />
      {changed && (
        <Button
          variant="subtle"
          onClick={() => {
            onText('');
            onFilter({ state: 'ACTIVE', level: null, vehicleId: null, range: 'all', query: '' });
          }}
        >
          Clear filters
        </Button>
      )}
    </Group>
  );
}
