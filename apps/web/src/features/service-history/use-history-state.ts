import { useDebouncedValue } from '@mantine/hooks';
import type { ServiceSort } from '@shuttle-ops/domain';
import { useCallback, useMemo, useState } from 'react';
import { DEFAULT_ADMIN_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '../../lib/hooks/use-list-state.ts';
import type { HistoryPage } from './api/search-services.ts';
import { EMPTY_FILTER, type HistoryFilter } from './model/history-filter.ts';

/** Filter, sort (newest first by default) and paging of the history; changes go to page 1. */
export function useHistoryState() {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const [rest, setRest] = useState<Omit<HistoryFilter, 'text'>>(EMPTY_FILTER);
  const [page, setPageState] = useState<HistoryPage>({
    sort: 'create_dt',
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
  const changeFilter = useCallback((change: Partial<HistoryFilter>) => {
    setRest((current) => ({ ...current, ...change }));
    setPageState((current) => ({ ...current, page: 1 }));
  }, []);
  const toggleSort = useCallback((sort: ServiceSort) => {
    setPageState((current) => ({
      ...current,
      page: 1,
      sort,
      order: current.sort === sort && current.order === 'desc' ? 'asc' : 'desc',
    }));
  }, []);
  const setPage = useCallback((n: number) => setPageState((c) => ({ ...c, page: n })), []);
  const setPageSize = useCallback(
    (size: number) => setPageState((c) => ({ ...c, page: 1, pageSize: size })),
    [],
  );
  return { text, setText, filter, changeFilter, page, toggleSort, setPage, setPageSize };
}
