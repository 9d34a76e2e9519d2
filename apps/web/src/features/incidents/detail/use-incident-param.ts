import { useOpenParam } from '../../../lib/hooks/use-open-param.ts';

/** The search parameter naming the incident whose detail is open: `?incident=<id>`. */
export const INCIDENT_PARAM = 'incident';

/** The link that opens an incident over the list (a reload or a shared link keeps it). */
export function incidentDetailHref(current: URLSearchParams, id: string): string {
  const next = new URLSearchParams(current);
  next.set(INCIDENT_PARAM, id);
  return `?${next.toString()}`;
}

/** The open incident's id (or null) and a way to close it, kept in the address. */
export const useIncidentParam = () => useOpenParam(INCIDENT_PARAM);
