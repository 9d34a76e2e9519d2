import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useMemo, useState } from 'react';
import { nextSort } from '../../../lib/hooks/use-list-state.ts';
import { DEFAULT_ADMIN_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '../../../lib/hooks/use-list-state.ts';
import { EMPTY_INCIDENT_FILTER } from '../model/incident-filter.ts';
import type { IncidentFilter, IncidentPage, IncidentSort } from '../model/incident-filter.ts';

type Choices = Omit<IncidentFilter, 'text'>;

/** Filter, sort (newest first) and paging of the list; any change but paging returns to page 1. */
export function useIncidentListState() {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const [choices, setChoices] = useState<Choices>(EMPTY_INCIDENT_FILTER);
  const [page, setPageState] = useState<IncidentPage>({
    sort: 'occurred_at',
    order: 'desc',
    page: 1,
    pageSize: DEFAULT_ADMIN_PAGE_SIZE,
  });
  const [searched, setSearched] = useState(debounced);
  // A new search starts again at the first page (adjusted while rendering, not in an effect).
  if (searched !== debounced) {
    setSearched(debounced);
    setPageState((current) => ({ ...current, page: 1 }));
  }
  const filter = useMemo(() => ({ ...choices, text: debounced }), [choices, debounced]);
  const changeFilter = useCallback((change: Partial<Choices>) => {
    setChoices((current) => ({ ...current, ...change }));
    setPageState((current) => ({ ...current, page: 1 }));
  }, []);
  const toggleSort = useCallback((clicked: IncidentSort) => {
    setPageState((current) => {
      // The time and the last change read newest first on the first click.
      const first = clicked === 'occurred_at' || clicked === 'updated_at' ? 'desc' : 'asc';
      const next =
        current.sort === clicked ? nextSort(current, clicked) : { sort: clicked, order: first };
      return { ...current, ...next, page: 1 } as IncidentPage;
    });
  }, []);
  const setPage = useCallback((n: number) => setPageState((c) => ({ ...c, page: n })), []);
  const setPageSize = useCallback(
    (size: number) => setPageState((c) => ({ ...c, page: 1, pageSize: size })),
    [],
  );
  return { text, setText, filter, changeFilter, page, toggleSort, setPage, setPageSize };
}
