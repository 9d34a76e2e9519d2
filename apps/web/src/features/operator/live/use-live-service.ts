import type { Service } from '@shuttle-ops/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type {
  OnEtaUpdateServiceSubscription,
  OnUpdateServiceSubscription,
} from '../../../lib/graphql/generated/graphql.ts';
import { ON_ETA_UPDATE_SERVICE } from '../../../lib/graphql/operations/on-eta-update-service.ts';
import { ON_UPDATE_SERVICE } from '../../../lib/graphql/operations/on-update-service.ts';
import { useSubscription } from '../../../lib/realtime/use-subscription.ts';
import type { SubscriptionState } from '../../../lib/realtime/realtime-types.ts';
import { operatorKeys } from '../api/operator-keys.ts';
import { serviceIn } from '../api/service-graphql.ts';

const parseUpdate = (data: OnUpdateServiceSubscription) => serviceIn(data.onUpdateService);
const parseEta = (data: OnEtaUpdateServiceSubscription) => serviceIn(data.onETAUpdateService);

/**
 * Keeps the operator's service current: status and occupancy changes (`onUpdateService`) and
 * new predictions (`onETAUpdateService`) replace the cached service, newest first.
 */
export function useLiveService(operatorId: string, serviceId: string | null): SubscriptionState {
  const queryClient = useQueryClient();
  const variables = useMemo(() => ({ id: serviceId }), [serviceId]);
  const apply = useCallback(
    (next: Service) => {
      queryClient.setQueryData<Service | null>(operatorKeys.myService(operatorId), (current) => {
        if (!current || current.Service_ID !== next.Service_ID) return current;
        if (next.serviceStatus !== 'active') return null;
        return Date.parse(next.update_dt) >= Date.parse(current.update_dt) ? next : current;
      });
    },
    [queryClient, operatorId],
  );
  const enabled = serviceId !== null;
  const updates = useSubscription(ON_UPDATE_SERVICE, variables, {
    enabled,
    parse: parseUpdate,
    onData: apply,
  });
  const etas = useSubscription(ON_ETA_UPDATE_SERVICE, variables, {
    enabled,
    parse: parseEta,
    onData: apply,
  });
  if (updates.state === 'failed' || etas.state === 'failed') return 'failed';
  return updates.state === 'connected' && etas.state === 'connected' ? 'connected' : 'pending';
}
