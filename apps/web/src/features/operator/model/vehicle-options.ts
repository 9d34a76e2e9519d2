import { SERVICE_VEHICLE_REFUSALS, serviceVehicleRefusal } from '@shuttle-ops/domain';

export interface VehicleOption {
  value: string;
  label: string;
  disabled: boolean;
}

/**
 * The vehicle picker's options: a vehicle already in service, or one that has never reported, is
 * offered disabled with the reason in its label, so that it is never chosen only to be refused.
 * While either list is still loading nothing is offered as free.
 */
export function vehicleOptions(
  vehicles: readonly { Vehicle_ID: string; name: string }[],
  busy: ReadonlySet<string> | undefined,
  reported: ReadonlySet<string> | undefined,
): VehicleOption[] {
  if (busy === undefined || reported === undefined) return [];
  return vehicles.map((vehicle) => {
    const refusal = serviceVehicleRefusal({
      busy: busy.has(vehicle.Vehicle_ID),
      reported: reported.has(vehicle.Vehicle_ID),
    });
    return {
      value: vehicle.Vehicle_ID,
      label:
        refusal === null
          ? vehicle.name
          : `${vehicle.name} (${SERVICE_VEHICLE_REFUSALS[refusal].reason.toLowerCase()})`,
      disabled: refusal !== null,
    };
  });
}
