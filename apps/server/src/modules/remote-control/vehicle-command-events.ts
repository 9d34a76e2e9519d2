import type { VehicleCommandRecord } from '@shuttle-ops/domain';
import type { BusEventOf } from '../../events/bus-event.ts';

/** A remote command changed state (`onVehicleCommand`). */
export type VehicleCommandEvent = BusEventOf<'vehicleCommand', VehicleCommandRecord>;

declare module '../../events/bus-event.ts' {
  interface BusEvents {
    vehicleCommands: VehicleCommandEvent;
  }
}
