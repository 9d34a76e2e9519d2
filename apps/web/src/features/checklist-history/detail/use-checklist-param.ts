import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The search parameter naming the checklist whose detail is open: `?checklist=<id>`. */
export const CHECKLIST_PARAM = 'checklist';

/** The link that opens a checklist's detail over the history (a reload or a shared link keeps it). */
export function checklistDetailHref(current: URLSearchParams, id: string): string {
  const next = new URLSearchParams(current);
  next.set(CHECKLIST_PARAM, id);
  return `?${next.toString()}`;
}

/** The open checklist's id (or null) and a way to close it, kept in the address. */
export function useChecklistParam(): [string | null, () => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(CHECKLIST_PARAM);
  const close = useCallback(
    () =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete(CHECKLIST_PARAM);
          return updated;
        },
        // Closing replaces the detail's entry: Back does not open it again.
        { replace: true },
      ),
    [setParams],
  );
  return [value === null || value === '' ? null : value, close];
}
