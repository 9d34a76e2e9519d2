import { useOpenParam } from '../../../lib/hooks/use-open-param.ts';

/** The search parameter naming the service whose detail is open: `?service=<Service_ID>`. */
export const SERVICE_PARAM = 'service';

/** The link that opens a service's detail over the history (a reload or a shared link keeps it). */
export const serviceDetailHref = (serviceId: string) =>
  `?${new URLSearchParams({ [SERVICE_PARAM]: serviceId }).toString()}`;

/** The open service's id (or null) and a way to close it, kept in the address. */
export const useDetailParam = () => useOpenParam(SERVICE_PARAM);
