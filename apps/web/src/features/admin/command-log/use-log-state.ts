import type { SortOrder } from '@shuttle-ops/domain';
import { useState } from 'react';
import { DEFAULT_ADMIN_PAGE_SIZE } from '../../../lib/hooks/use-list-state.ts';
import type { Paging } from './paged-log-table.tsx';

/** A log's filters, sort and page; changing a filter returns to the first page. */
export function useLogState<F extends object, S extends string>(
  noFilters: F,
  initialSort: { sort: S; order: SortOrder },
) {
  const [filters, setFilters] = useState<F>(noFilters);
  const [sort, setSort] = useState(initialSort);
  const [paging, setPaging] = useState<Paging>({ page: 1, pageSize: DEFAULT_ADMIN_PAGE_SIZE });
  const filter = (change: Partial<F>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPaging((current) => ({ ...current, page: 1 }));
  };
  return { filters, filter, sort, setSort, paging, setPaging };
}
