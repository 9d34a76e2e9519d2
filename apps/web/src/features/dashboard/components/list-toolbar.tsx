import { ActionIcon, Group, SegmentedControl, Select, Tooltip } from '@mantine/core';
import { IconLayoutSidebarRightCollapse } from '@tabler/icons-react';
import {
  FILTER_LABELS,
  ROW_FILTERS,
  ROW_SORTS,
  SORT_LABELS,
  type RowFilter,
  type RowSort,
} from '../model/dashboard-rows.ts';

export interface ListToolbarProps {
  filter: RowFilter;
  onFilterChange: (filter: RowFilter) => void;
  counts: Readonly<Record<RowFilter, number>>;
  sort: RowSort;
  onSortChange: (sort: RowSort) => void;
  onHide: () => void;
}

/** Filters (with how many each keeps), the sort order and the button that hides the list. */
export function ListToolbar({
  filter,
  onFilterChange,
  counts,
  sort,
  onSortChange,
  onHide,
}: ListToolbarProps) {
  return (
    <Group gap="xs" wrap="wrap" justify="space-between" mb={6}>
      <SegmentedControl
        size="xs"
        aria-label="Show"
        value={filter}
        onChange={onFilterChange}
        data={ROW_FILTERS.map((value) => ({
          value,
          label: `${FILTER_LABELS[value]} ${counts[value]}`,
        }))}
        data-testid="vehicle-filter"
      />
      <Group gap="xs" wrap="nowrap">
        <Select
          size="xs"
          w={110}
          aria-label="Sort by"
          value={sort}
          allowDeselect={false}
          onChange={(value) => onSortChange(value ?? 'name')}
          data={ROW_SORTS.map((value) => ({ value, label: `Sort: ${SORT_LABELS[value]}` }))}
          data-testid="vehicle-sort"
        />
        <Tooltip label="Hide the list (the map fills the screen)">
          <ActionIcon
            variant="default"
            size="md"
            onClick={onHide}
            aria-label="Hide the list"
            data-testid="hide-list"
          >
            <IconLayoutSidebarRightCollapse size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
