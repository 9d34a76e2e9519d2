import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The search parameter naming the log shown: `?view=missions`; commands without it. */
export const VIEW_PARAM = 'view';

export const LOG_VIEWS = ['commands', 'missions'] as const;
export type LogView = (typeof LOG_VIEWS)[number];

/** The view a `?view=` value asks for; missions only when the session may read them. */
export function parseLogView(value: string | null, missionsAllowed: boolean): LogView {
  return value === 'missions' && missionsAllowed ? 'missions' : 'commands';
}

/** The log shown, kept in the address so a reload or a shared link keeps it. */
export function useLogView(missionsAllowed: boolean): [LogView, (view: LogView) => void] {
  const [params, setParams] = useSearchParams();
  const view = parseLogView(params.get(VIEW_PARAM), missionsAllowed);
  const choose = useCallback(
    (next: LogView) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === 'commands') updated.delete(VIEW_PARAM);
          else updated.set(VIEW_PARAM, next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [view, choose];
}
