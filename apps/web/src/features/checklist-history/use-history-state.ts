import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useMemo, useState } from 'react';
import { DEFAULT_ADMIN_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '../../lib/hooks/use-list-state.ts';
import type { HistoryPage } from './api/search-checklists.ts';
import { EMPTY_FILTER, type ChecklistFilter } from './model/checklist-filter.ts';

/** Filter, order (newest first) and paging of the history; a change goes back to page 1. */
export function useHistoryState() {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const [rest, setRest] = useState<Omit<ChecklistFilter, 'text'>>(EMPTY_FILTER);
  const [page, setPageState] = useState<HistoryPage>({
    order: 'desc',
    page: 1,
    pageSize: DEFAULT_ADMIN_PAGE_SIZE,
  });
  const [searched, setSearched] = useState(debounced);
  if (searched !== debounced) {
    setSearched(debounced);
    setPageState((current) => ({ ...current, page: 1 }));
  }
  const filter = useMemo(() => ({ ...rest, text: debounced }), [rest, debounced]);
  const changeFilter = useCallback((change: Partial<Omit<ChecklistFilter, 'text'>>) => {
    setRest((current) => ({ ...current, ...change }));
    setPageState((current) => ({ ...current, page: 1 }));
  }, []);
  const toggleOrder = useCallback(() => {
    setPageState((c) => ({ ...c, page: 1, order: c.order === 'desc' ? 'asc' : 'desc' }));
  }, []);
  const setPage = useCallback((n: number) => setPageState((c) => ({ ...c, page: n })), []);
  const setPageSize = useCallback(
    (size: number) => setPageState((c) => ({ ...c, page: 1, pageSize: size })),
    [],
  );
  return { text, setText, filter, changeFilter, page, toggleOrder, setPage, setPageSize };
}
