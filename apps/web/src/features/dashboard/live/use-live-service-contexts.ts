import type { ServiceContext } from '@shuttle-ops/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { z } from 'zod';
import { ON_ETA_UPDATE_SERVICE } from '../../../lib/graphql/operations/on-eta-update-service.ts';
import { ON_UPDATE_SERVICE } from '../../../lib/graphql/operations/on-update-service.ts';
import { useSubscription } from '../../../lib/realtime/use-subscription.ts';
import { dashboardKeys } from '../api/dashboard-keys.ts';
import { useServiceContexts } from '../api/get-service-contexts.ts';

/** The contexts are read again at most this often while service events arrive. */
export const CONTEXT_REFRESH_MS = 2_000;

const anyService = z.object({ Service_ID: z.string() });
const serviceIdOf = (value: unknown): string | null => {
  const parsed = anyService.safeParse(value);
  return parsed.success ? parsed.data.Service_ID : null;
};

export interface LiveServiceContexts {
  /** The running service of each vehicle, by vehicle id. */
  byVehicle: ReadonlyMap<string, ServiceContext>;
  loading: boolean;
  error: Error | null;
}

/**
 * The services' context, kept live: every new prediction (`onETAUpdateService`) or change of a
 * service (`onUpdateService`) of the customer marks it out of date, and it is read again at
 * most every CONTEXT_REFRESH_MS (a delay or a headway moves with the others' predictions too).
 */
export function useLiveServiceContexts(): LiveServiceContexts {
  const queryClient = useQueryClient();
  const contexts = useServiceContexts();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const refresh = useCallback(() => {
    timer.current ??= setTimeout(() => {
      timer.current = undefined;
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.serviceContexts() });
    }, CONTEXT_REFRESH_MS);
  }, [queryClient]);

  useSubscription(ON_ETA_UPDATE_SERVICE, undefined, {
    parse: (data) => serviceIdOf(data.onETAUpdateService),
    onData: refresh,
  });
  useSubscription(ON_UPDATE_SERVICE, undefined, {
    parse: (data) => serviceIdOf(data.onUpdateService),
    onData: refresh,
  });

  const byVehicle = useMemo(
    () => new Map((contexts.data ?? []).map((context) => [context.Vehicle_ID, context])),
    [contexts.data],
  );
  return { byVehicle, loading: contexts.isPending, error: contexts.error };
}
