import { useDebouncedValue } from '@mantine/hooks';
import type { SortOrder } from '@shuttle-ops/domain';
import { useCallback, useMemo, useState } from 'react';
import type { ListParams } from '../api/list-params.ts';

/** Typing pauses this long before the list is searched on the server. */
export const SEARCH_DEBOUNCE_MS = 300;
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_ADMIN_PAGE_SIZE = 20;

export interface ListState<S extends string> {
  /** What is typed in the search box (the query follows it after a pause). */
  search: string;
  setSearch: (text: string) => void;
  /** What the server is asked for. */
  params: ListParams<S>;
  /** Clicking a header sorts by it; clicking it again reverses the order. */
  toggleSort: (sort: S) => void;
  setPage: (page: number) => void;
  setPageSize: (size: number) => void;
}

/** The next sort after a header is clicked. */
export function nextSort<S extends string>(
  current: { sort: S; order: SortOrder },
  clicked: S,
): { sort: S; order: SortOrder } {
  if (current.sort !== clicked) return { sort: clicked, order: 'asc' };
  return { sort: clicked, order: current.order === 'asc' ? 'desc' : 'asc' };
}

/** Search, sort and paging of one server-side list; any change but paging returns to page 1. */
export function useListState<S extends string>(defaultSort: S): ListState<S> {
  const [search, setSearchText] = useState('');
  const [query] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [sort, setSortState] = useState<{ sort: S; order: SortOrder }>({
    sort: defaultSort,
    order: 'asc',
  });
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_ADMIN_PAGE_SIZE });
  const [searched, setSearched] = useState(query);

  // A new search starts again at the first page (adjusted while rendering, not in an effect).
  if (searched !== query) {
    setSearched(query);
    setPaging((current) => ({ ...current, page: 1 }));
  }

  const setSearch = useCallback((text: string) => setSearchText(text), []);
  const toggleSort = useCallback((clicked: S) => {
    setSortState((current) => nextSort(current, clicked));
    setPaging((current) => ({ ...current, page: 1 }));
  }, []);
  const setPage = useCallback(
    (next: number) => setPaging((current) => ({ ...current, page: next })),
    [],
  );
  const setPageSize = useCallback(
    (size: number) => setPaging((current) => ({ ...current, page: 1, pageSize: size })),
    [],
  );

  const params = useMemo<ListParams<S>>(
    () => ({
      query: query.trim(),
      sort: sort.sort,
      order: sort.order,
      page: paging.page,
      pageSize: paging.pageSize,
    }),
    [query, sort, paging],
  );

  return { search, setSearch, params, toggleSort, setPage, setPageSize };
}
