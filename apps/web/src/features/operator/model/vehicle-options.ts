import {
  SERVICE_VEHICLE_REFUSALS,
  serviceVehicleRefusal,
  type DepartureGateState,
} from '@shuttle-ops/domain';

export interface VehicleOption {
  value: string;
  label: string;
  disabled: boolean;
}

/** What the picker says of a free vehicle's departure gate; nothing where no checklist applies. */
const GATE_NOTES: Readonly<Record<DepartureGateState, string | null>> = {
  not_required: null,
  ready: 'checked today',
  override: 'checklist waived today',
  checklist_required: 'checklist needed',
  checklist_failed: 'last checklist failed',
  out_of_service: 'out of service',
};

/**
 * The vehicle picker's options: a vehicle already in service, or one that has never reported, is
 * offered disabled with the reason in its label, so that it is never chosen only to be refused.
 * A free vehicle's label says where its departure gate stands (today's checklist), once known; it
 * stays choosable, so that the operator is led to its checklist. While either list is still
 * loading nothing is offered as free.
 */
export function vehicleOptions(
  vehicles: readonly { Vehicle_ID: string; name: string }[],
  busy: ReadonlySet<string> | undefined,
  reported: ReadonlySet<string> | undefined,
  gates: ReadonlyMap<string, { state: DepartureGateState }> = new Map(),
): VehicleOption[] {
  if (busy === undefined || reported === undefined) return [];
  return vehicles.map((vehicle) => {
    const refusal = serviceVehicleRefusal({
      busy: busy.has(vehicle.Vehicle_ID),
      reported: reported.has(vehicle.Vehicle_ID),
    });
    const gate = gates.get(vehicle.Vehicle_ID);
    const note =
      refusal !== null
        ? SERVICE_VEHICLE_REFUSALS[refusal].reason.toLowerCase()
        : gate
          ? GATE_NOTES[gate.state]
          : null;
    return {
      value: vehicle.Vehicle_ID,
      label: note === null ? vehicle.name : `${vehicle.name} (${note})`,
      disabled: refusal !== null,
    };
  });
}
