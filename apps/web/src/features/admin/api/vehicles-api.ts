import { useMutation } from '@tanstack/react-query';
import { mqttCredentialsRotated, vehicle, vehicleCreated, vehicleList } from '@shuttle-ops/domain';
import type { MqttCredentials, Vehicle, VehicleCreate, VEHICLE_SORT } from '@shuttle-ops/domain';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { listQueryParams } from '../../../lib/api/list-params.ts';
import type { ListParams } from '../../../lib/api/list-params.ts';
import { scopeParams } from '../../../lib/api/customer-scope.ts';
import { useAdminList, useAdminRefresh, useScopedApi } from '../../../lib/api/scoped-api.ts';
import { ignoredAnswer } from '../../../lib/api/ignored-answer.ts';
import { applyImageChange } from '../../../lib/api/image-change.ts';
import type { ImageChange } from '../../../lib/api/image-change.ts';

export type VehicleSort = (typeof VEHICLE_SORT)[number];
/** The fields a form edits (the CREATE body without its operation and customer). */
export type VehicleFields = Omit<VehicleCreate, 'operation' | 'Customer_ID'>;

/** Spec §7 vehicles: one POST with an operation, PUT with UPDATE, DELETE with a body. */
export function vehiclesApi(client: ApiClient, customerId: string | undefined) {
  const scope = scopeParams(customerId);
  return {
    list: (params: ListParams<VehicleSort>, signal?: AbortSignal) =>
      client.get('vehicles', vehicleList, { ...listQueryParams(params), ...scope }, signal),
    create: (fields: VehicleFields) =>
      client.send('POST', 'vehicles', vehicleCreated, { operation: 'CREATE', ...scope, ...fields }),
    update: (id: string, fields: VehicleFields) =>
      client.send('PUT', 'vehicles', vehicle, {
        operation: 'UPDATE',
        Vehicle_ID: id,
        ...scope,
        ...fields,
      }),
    remove: (id: string) =>
      client.send('DELETE', 'vehicles', ignoredAnswer, { Vehicle_ID: id, ...scope }),
    anonymize: (id: string) =>
      client.send('POST', 'vehicles/anonymize', vehicle, { Vehicle_ID: id, ...scope }),
    rotateCredentials: (id: string) =>
      client.send(
        'POST',
        `vehicles/${id}/mqtt-credentials`,
        mqttCredentialsRotated,
        undefined,
        scope,
      ),
    uploadIcon: (id: string, file: File) =>
      client.upload(`vehicles/${id}/icon`, vehicle, file, scope),
    removeIcon: (id: string) =>
      client.send('DELETE', `vehicles/${id}/icon`, vehicle, undefined, scope),
  };
}

const useVehiclesApi = () => useScopedApi(vehiclesApi);

export function useVehicleList(params: ListParams<VehicleSort>) {
  return useAdminList('vehicles', useVehiclesApi(), params);
}

export interface SaveVehicleInput {
  /** Absent for a new vehicle. */
  id?: string;
  fields: VehicleFields;
  icon: ImageChange;
}

export interface SavedVehicle {
  vehicle: Vehicle;
  /** Only when the vehicle was created: its credentials, shown once. */
  mqtt: MqttCredentials | null;
  /** The icon could not be stored, though the vehicle was. */
  iconError: unknown;
}

/** Every change to vehicles; each success refreshes the vehicle lists. */
export function useVehicleMutations() {
  const { api } = useVehiclesApi();
  const onSuccess = useAdminRefresh('vehicles');

  const save = useMutation({
    mutationFn: async ({ id, fields, icon }: SaveVehicleInput): Promise<SavedVehicle> => {
      let saved: Vehicle;
      let mqtt: MqttCredentials | null = null;
      if (id === undefined) {
        const created = await api.create(fields);
        saved = created;
        mqtt = created.mqtt;
      } else {
        saved = await api.update(id, fields);
      }
      const vehicleId = saved.Vehicle_ID;
      const iconError = await applyImageChange(
        icon,
        (file) => api.uploadIcon(vehicleId, file),
        () => api.removeIcon(vehicleId),
      );
      return { vehicle: saved, mqtt, iconError };
    },
    onSuccess,
  });
  const remove = useMutation({ mutationFn: (id: string) => api.remove(id), onSuccess });
  const anonymize = useMutation({ mutationFn: (id: string) => api.anonymize(id), onSuccess });
  const rotateCredentials = useMutation({
    mutationFn: (id: string) => api.rotateCredentials(id),
    onSuccess,
  });
  return { save, remove, anonymize, rotateCredentials };
}
