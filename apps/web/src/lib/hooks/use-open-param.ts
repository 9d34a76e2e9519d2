import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The id of the record open over a list, kept in the address as `?<name>=<id>` (a reload or a
 * shared link keeps it), or null; and a way to close it.
 */
export function useOpenParam(name: string): [string | null, () => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(name);
  const close = useCallback(
    () =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete(name);
          return updated;
        },
        // Closing replaces the record's entry: Back does not open it again.
        { replace: true },
      ),
    [setParams, name],
  );
  return [value === null || value === '' ? null : value, close];
}
