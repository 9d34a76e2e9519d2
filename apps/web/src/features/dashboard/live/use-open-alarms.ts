import { can } from '@shuttle-ops/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSession } from '../../../lib/auth/session-context.ts';
import { ON_PROCESS_ALERTS } from '../../../lib/graphql/operations/on-process-alerts.ts';
import { useSubscription } from '../../../lib/realtime/use-subscription.ts';
import { useOpenAlarmCounts } from '../api/get-open-alarms.ts';
import { dashboardKeys } from '../api/dashboard-keys.ts';

/** After a burst of alarm changes the counts are read again once. */
const REFETCH_AFTER_MS = 2_000;

/**
 * The open alarms of each vehicle, for the roles that may process alerts (null for the others):
 * read over REST and read again whenever onProcessAlerts says an alarm changed.
 */
export function useOpenAlarms(): Readonly<Record<string, number>> | null {
  const { session } = useSession();
  const allowed = session !== null && can(session, 'processAlerts');
  const counts = useOpenAlarmCounts(allowed);
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  useSubscription(ON_PROCESS_ALERTS, undefined, {
    enabled: allowed,
    parse: (data) => data.onProcessAlerts.id,
    onData: () => {
      if (timer.current !== null) return;
      timer.current = setTimeout(() => {
        timer.current = null;
        void queryClient.invalidateQueries({ queryKey: dashboardKeys.openAlarms() });
      }, REFETCH_AFTER_MS);
    },
  });
  if (!allowed) return null;
  return counts.data ?? null;
}
