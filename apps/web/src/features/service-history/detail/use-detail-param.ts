import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The search parameter naming the service whose detail is open: `?service=<Service_ID>`. */
export const SERVICE_PARAM = 'service';

/** The link that opens a service's detail over the history (a reload or a shared link keeps it). */
export const serviceDetailHref = (serviceId: string) =>
  `?${new URLSearchParams({ [SERVICE_PARAM]: serviceId }).toString()}`;

/** The open service's id (or null) and a way to close it, kept in the address. */
export function useDetailParam(): [string | null, () => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(SERVICE_PARAM);
  const close = useCallback(
    () =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete(SERVICE_PARAM);
          return updated;
        },
        // Closing replaces the detail's entry: Back does not open it again.
        { replace: true },
      ),
    [setParams],
  );
  return [value === null || value === '' ? null : value, close];
}
