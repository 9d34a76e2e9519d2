import type { OccupancyBody, Service } from '@shuttle-ops/domain';
import { occupancyRecord, service } from '@shuttle-ops/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError } from '../../../lib/api/api-error.ts';
import { useApiClient } from '../../../lib/api/use-api-client.ts';
import { CREATE_SERVICE } from '../../../lib/graphql/operations/create-service.ts';
import { UPDATE_SERVICE } from '../../../lib/graphql/operations/update-service.ts';
import { useGraphqlRequest } from '../../../lib/realtime/use-graphql-request.ts';
import { operatorKeys } from './operator-keys.ts';
import { serviceIn } from './service-graphql.ts';

const unexpected = () =>
  new ApiError(200, 'InvalidResponse', 'The server sent an unexpected answer.');

/** Spec §7 `createService`: the vehicle starts running the route now. */
export function useStartService(operatorId: string) {
  const request = useGraphqlRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { Vehicle_ID: string; Route_ID: string }) => {
      const data = await request(CREATE_SERVICE, { input });
      return serviceIn(data.createService) ?? Promise.reject(unexpected());
    },
    onSuccess: (started) => queryClient.setQueryData(operatorKeys.myService(operatorId), started),
    // Whether it started or was refused, which vehicles are busy may have changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorKeys.activeServices() }),
  });
}

/** Spec §7 `updateService`: the service ends (completed) and leaves the operator's screen. */
export function useEndService(operatorId: string) {
  const request = useGraphqlRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (serviceId: string) => {
      const input = { Service_ID: serviceId, serviceStatus: 'completed' };
      const data = await request(UPDATE_SERVICE, { input });
      return serviceIn(data.updateService) ?? Promise.reject(unexpected());
    },
    onSuccess: () => queryClient.setQueryData(operatorKeys.myService(operatorId), null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorKeys.activeServices() }),
  });
}

const occupancyAnswer = z.object({ record: occupancyRecord, service });
export type OccupancyChange = Partial<Omit<OccupancyBody, 'Customer_ID'>>;

/** `POST services/{id}/occupancies`: people getting on and off; answers the service after it. */
export function useRecordOccupancy(operatorId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ serviceId, change }: { serviceId: string; change: OccupancyChange }) =>
      (await client.send('POST', `services/${serviceId}/occupancies`, occupancyAnswer, change))
        .service,
    onSuccess: (next: Service) =>
      queryClient.setQueryData(operatorKeys.myService(operatorId), next),
  });
}
