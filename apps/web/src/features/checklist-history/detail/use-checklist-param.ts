import { useOpenParam } from '../../../lib/hooks/use-open-param.ts';

/** The search parameter naming the checklist whose detail is open: `?checklist=<id>`. */
export const CHECKLIST_PARAM = 'checklist';

/** The link that opens a checklist's detail over the history (a reload or a shared link keeps it). */
export function checklistDetailHref(current: URLSearchParams, id: string): string {
  const next = new URLSearchParams(current);
  next.set(CHECKLIST_PARAM, id);
  return `?${next.toString()}`;
}

/** The open checklist's id (or null) and a way to close it, kept in the address. */
export const useChecklistParam = () => useOpenParam(CHECKLIST_PARAM);
