import type { AnnouncementEvent } from '../modules/announcements/index.ts';
import type { VehicleMessageEvent } from '../modules/fleet/index.ts';
import type { VehicleCommandEvent } from '../modules/remote-control/index.ts';
import type { ServiceEvent } from '../modules/services/index.ts';

/**
 * One event on the bus: always for one customer, about one vehicle (or none: `vehicleId` empty).
 * Payloads are plain JSON in the wire's shapes (spec §3), so the in-process and the Redis bus
 * deliver the same objects and GraphQL subscriptions can send them as they are.
 */
export interface BusEventOf<T extends string, P> {
  type: T;
  customerId: string;
  vehicleId: string;
  payload: P;
}

/** What the bus carries: the events each module declares next to the code that publishes them. */
export type BusEvent = VehicleMessageEvent | VehicleCommandEvent | AnnouncementEvent | ServiceEvent;

export type BusEventType = BusEvent['type'];

/** A customer id, or `*` for every customer's events (server-side consumers only). */
export type CustomerSelector = string;

export type BusEventHandler = (event: BusEvent) => void;
