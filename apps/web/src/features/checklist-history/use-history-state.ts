import { useCallback } from 'react';
import { useFilteredList } from '../../lib/hooks/use-filtered-list.ts';
import type { HistoryPage } from './api/search-checklists.ts';
import { EMPTY_FILTER, type ChecklistFilter } from './model/checklist-filter.ts';

/** Filter, order (newest first) and paging of the history; a change goes back to page 1. */
export function useHistoryState() {
  const { updatePage, ...list } = useFilteredList<ChecklistFilter, HistoryPage>(EMPTY_FILTER, {
    order: 'desc',
  });
  const toggleOrder = useCallback(() => {
    updatePage((c) => ({ ...c, page: 1, order: c.order === 'desc' ? 'asc' : 'desc' }));
  }, [updatePage]);
  return { ...list, toggleOrder };
}
