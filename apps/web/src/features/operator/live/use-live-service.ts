import type { Service } from '@shuttle-ops/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSubscription } from '../../../lib/realtime/use-subscription.ts';
import type { SubscriptionState } from '../../../lib/realtime/realtime-types.ts';
import { operatorKeys } from '../api/operator-keys.ts';
import { SERVICE_FIELDS } from '../../../lib/realtime/service-fields.ts';
import { serviceIn } from '../api/service-graphql.ts';

const ON_UPDATE = /* GraphQL */ `
  subscription OnUpdateService($id: ID) {
    onUpdateService(Service_ID: $id) { ${SERVICE_FIELDS} }
  }
`;
const ON_ETA = /* GraphQL */ `
  subscription OnETAUpdateService($id: ID) {
    onETAUpdateService(Service_ID: $id) { ${SERVICE_FIELDS} }
  }
`;

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
  const parseUpdate = useCallback((data: unknown) => serviceIn(data, 'onUpdateService'), []);
  const parseEta = useCallback((data: unknown) => serviceIn(data, 'onETAUpdateService'), []);
  const enabled = serviceId !== null;
  const updates = useSubscription(ON_UPDATE, variables, {
    enabled,
    parse: parseUpdate,
    onData: apply,
  });
  const etas = useSubscription(ON_ETA, variables, { enabled, parse: parseEta, onData: apply });
  if (updates.state === 'failed' || etas.state === 'failed') return 'failed';
  return updates.state === 'connected' && etas.state === 'connected' ? 'connected' : 'pending';
}
