import {
  alarmSettings,
  canAccess,
  DEFAULT_GAP_THRESHOLDS,
  gapThresholdsOf,
  paths,
  type GapThresholds,
} from '@shuttle-ops/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { useSession } from '../../../lib/auth/session-context.ts';
import { dashboardKeys } from './dashboard-keys.ts';

/**
 * The shares of the planned headway that make a gap bunched or too wide, from the customer's
 * alarm rules (`GET realtimealerts/settings`) for those who may read them; the rules' defaults
 * for everyone else and until they are read.
 */
export function useHeadwayThresholds(): GapThresholds {
  const client = useApiClient();
  const { session } = useSession();
  const allowed = canAccess(session, paths.realtimeAlerts);
  const settings = useQuery({
    queryKey: dashboardKeys.headwayThresholds(),
    queryFn: ({ signal }) =>
      client.get('realtimealerts/settings', alarmSettings, undefined, signal),
    enabled: allowed,
    staleTime: 60_000,
  });
  const { data } = settings;
  return useMemo(() => (data ? gapThresholdsOf(data) : DEFAULT_GAP_THRESHOLDS), [data]);
}
