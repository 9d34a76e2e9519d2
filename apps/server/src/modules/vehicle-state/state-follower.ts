import { storedSnapshotOf } from '@shuttle-ops/domain';
import type { EventBus } from '../../events/event-bus.ts';
import type { BusEvent } from '../../events/bus-event.ts';
import type { StateVehicle, VehicleStateStore } from './vehicle-state.ts';

/**
 * Keeps this process's latest state in step with messages another process stored. With the
 * Redis bus, several servers share the ingest (an external broker's shared subscription), and each
 * one answers "current state" reads and checks command interlocks against its own memory.
 * Applying a snapshot twice changes nothing (the state keeps the newer one), so the process that
 * stored it may hear it again. Answers the function that stops following.
 */
export async function followStateOnBus(
  bus: EventBus,
  state: VehicleStateStore,
): Promise<() => void> {
  const vehicleOf = (event: BusEvent, name?: string): StateVehicle => ({
    customerId: event.customerId,
    vehicleId: event.vehicleId,
    name: name ?? state.get(event.customerId, event.vehicleId)?.name ?? '',
  });
  return bus.subscribe(
    '*',
    (event) => {
      switch (event.type) {
        case 'telemetry': {
          state.applyTelemetry(vehicleOf(event), storedSnapshotOf(event.payload));
          return;
        }
        case 'alert':
          state.applyAlert(vehicleOf(event), event.payload);
          return;
        default:
          return;
      }
    },
    'bus: live state of other copies',
  );
}
