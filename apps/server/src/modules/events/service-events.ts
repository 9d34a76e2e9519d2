import type { Service } from '@shuttle-ops/domain';

/**
 * Service events on the bus, one per change, for the service's customer; the payload is the
 * full Service wire object (spec §3) with its stops.
 * - `service.create`: a service was created (`onCreateService`).
 * - `service.update`: its status, operator or occupancy changed (`onUpdateService`).
 * - `service.eta`: the ETA engine wrote new predictions or arrivals (`onETAUpdateService`).
 */
export const SERVICE_EVENT_TYPES = ['service.create', 'service.update', 'service.eta'] as const;
export type ServiceEventType = (typeof SERVICE_EVENT_TYPES)[number];

export interface ServiceEvent {
  type: ServiceEventType;
  customerId: string;
  vehicleId: string;
  payload: Service;
}
