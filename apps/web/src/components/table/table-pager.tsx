import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { pageCount, rangeLabel } from '../../lib/api/list-params.ts';
import { PAGE_SIZES } from '../../lib/hooks/use-list-state.ts';

export interface TablePagerProps {
  page: number;
  pageSize: number;
  /** Rows on this page. */
  count: number;
  /** All matching rows. */
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** "21–40 of 53", the page buttons and the page size. */
export function TablePager({ page, pageSize, count, total, onPage, onPageSize }: TablePagerProps) {
  return (
    <Group justify="space-between" gap="sm" mt="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="table-range">
        {rangeLabel(page, pageSize, count, total)}
      </Text>
      <Group gap="sm" wrap="wrap">
        <NativeSelect
          aria-label="Rows per page"
          size="xs"
          value={String(pageSize)}
          data={PAGE_SIZES.map((size) => ({ value: String(size), label: `${size} per page` }))}
          onChange={(event) => onPageSize(Number(event.currentTarget.value))}
        />
        <Pagination
          total={pageCount(total, pageSize)}
          value={page}
          onChange={onPage}
          size="sm"
          withEdges
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        />
      </Group>
    </Group>
  );
}
