import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useMemo, useState } from 'react';
import { DEFAULT_ADMIN_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from './use-list-state.ts';

/** A list's page: which one and how long, with the list's own order. */
export interface FilteredListPage {
  page: number;
  pageSize: number;
}

/**
 * A list's search text (debounced), its other filters and its page: a new search or filter goes
 * back to the first page; `updatePage` changes the order (and should go back to page 1 too).
 */
export function useFilteredList<F extends { text: string }, P extends FilteredListPage>(
  noChoices: Omit<F, 'text'>,
  order: Omit<P, keyof FilteredListPage>,
) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const [choices, setChoices] = useState<Omit<F, 'text'>>(noChoices);
  const [page, setPageState] = useState<P>(
    () => ({ ...order, page: 1, pageSize: DEFAULT_ADMIN_PAGE_SIZE }) as P,
  );
  const [searched, setSearched] = useState(debounced);
  // A new search starts again at the first page (adjusted while rendering, not in an effect).
  if (searched !== debounced) {
    setSearched(debounced);
    setPageState((current) => ({ ...current, page: 1 }));
  }
  const filter = useMemo(() => ({ ...choices, text: debounced }) as F, [choices, debounced]);
  const changeFilter = useCallback((change: Partial<Omit<F, 'text'>>) => {
    setChoices((current) => ({ ...current, ...change }));
    setPageState((current) => ({ ...current, page: 1 }));
  }, []);
  const setPage = useCallback((n: number) => setPageState((c) => ({ ...c, page: n })), []);
  const setPageSize = useCallback(
    (size: number) => setPageState((c) => ({ ...c, page: 1, pageSize: size })),
    [],
  );
  return {
    text,
    setText,
    filter,
    changeFilter,
    page,
    updatePage: setPageState,
    setPage,
    setPageSize,
  };
}
