import { useCallback } from 'react';
import { useFilteredList } from '../../../lib/hooks/use-filtered-list.ts';
import { nextSort } from '../../../lib/hooks/use-list-state.ts';
import { EMPTY_INCIDENT_FILTER } from '../model/incident-filter.ts';
import type { IncidentFilter, IncidentPage, IncidentSort } from '../model/incident-filter.ts';

/** Filter, sort (newest first) and paging of the list; any change but paging returns to page 1. */
export function useIncidentListState() {
  const { updatePage, ...list } = useFilteredList<IncidentFilter, IncidentPage>(
    EMPTY_INCIDENT_FILTER,
    { sort: 'occurred_at', order: 'desc' },
  );
  const toggleSort = useCallback(
    (clicked: IncidentSort) => {
      updatePage((current) => {
        // The time and the last change read newest first on the first click.
        const first = clicked === 'occurred_at' || clicked === 'updated_at' ? 'desc' : 'asc';
        const next =
          current.sort === clicked ? nextSort(current, clicked) : { sort: clicked, order: first };
        return { ...current, ...next, page: 1 } as IncidentPage;
      });
    },
    [updatePage],
  );
  return { ...list, toggleSort };
}
