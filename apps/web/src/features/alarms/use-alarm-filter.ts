import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLatest } from '../../lib/hooks/use-latest.ts';
import { SEARCH_DEBOUNCE_MS } from '../../lib/hooks/use-list-state.ts';
import { filterFromParams, paramsOfFilter } from './model/alarm-filter.ts';
import type { AlarmFilter } from './model/alarm-filter.ts';

/** The filter in the address (so links and reloads keep it); the search text follows after a pause. */
export function useAlarmFilter() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const filter = useMemo(() => filterFromParams(new URLSearchParams(search)), [search]);
  const [text, setText] = useState(filter.query);
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);

  const change = useCallback(
    (update: Partial<AlarmFilter>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const merged = { ...filterFromParams(current), ...update };
          for (const [key, value] of Object.entries(paramsOfFilter(merged))) {
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // Only a change of what was typed moves the address (not a filter cleared meanwhile).
  const sent = useLatest(filter.query);
  useEffect(() => {
    if (debounced.trim() !== sent.current) change({ query: debounced.trim() });
  }, [debounced, change, sent]);

  return { filter, search, text, setText, change };
}
