import type { ServiceSort } from '@shuttle-ops/domain';
import { useCallback } from 'react';
import { useFilteredList } from '../../lib/hooks/use-filtered-list.ts';
import type { HistoryPage } from './api/search-services.ts';
import { EMPTY_FILTER, type HistoryFilter } from './model/history-filter.ts';

/** Filter, sort (newest first by default) and paging of the history; changes go to page 1. */
export function useHistoryState() {
  const { updatePage, ...list } = useFilteredList<HistoryFilter, HistoryPage>(EMPTY_FILTER, {
    sort: 'create_dt',
    order: 'desc',
  });
  const toggleSort = useCallback(
    (sort: ServiceSort) => {
      updatePage((current) => ({
        ...current,
        page: 1,
        sort,
        order: current.sort === sort && current.order === 'desc' ? 'asc' : 'desc',
      }));
    },
    [updatePage],
  );
  return { ...list, toggleSort };
}
