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

/**
 * What the bus carries, by publishing module. The bus knows no module: each module adds its
 * events next to the code that publishes them, by declaration merging (as Fastify's decorators):
 *
 *   declare module '../../events/bus-event.ts' {
 *     interface BusEvents { announcements: AnnouncementEvent }
 *   }
 */
export interface BusEvents {}

/** One event of any module. */
export type BusEvent = BusEvents[keyof BusEvents];

export type BusEventType = BusEvent['type'];

/** A customer id, or `*` for every customer's events (server-side consumers only). */
export type CustomerSelector = string;

export type BusEventHandler = (event: BusEvent) => void;
