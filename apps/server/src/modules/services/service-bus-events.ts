import type { Service } from '@shuttle-ops/domain';
import type { BusEventOf } from '../../events/bus-event.ts';

/**
 * Service events on the bus, one per change, for the service's customer; the payload is the
 * full Service wire object (spec §3) with its stops.
 * - `service.create`: a service was created (`onCreateService`).
 * - `service.update`: its status, operator or occupancy changed (`onUpdateService`).
 * - `service.eta`: the ETA engine wrote new predictions or arrivals (`onETAUpdateService`).
 */
export type ServiceEventType = 'service.create' | 'service.update' | 'service.eta';

export type ServiceEvent = BusEventOf<ServiceEventType, Service>;

declare module '../../events/bus-event.ts' {
  interface BusEvents {
    services: ServiceEvent;
  }
}
