import type { BusEvent } from '../../events/bus-event.ts';

/** The vehicle's answers that are not final while the request waits for more. */
export type Progress = 'acknowledged' | 'executed';

/** What ends a request besides `rejected` and `expired`, which always do. */
export type FinishOn =
  /** `executed` (remote control); an `acknowledged` only stops the answer timeout. */
  | 'executed'
  /** The first `acknowledged` or `executed` (a mission start: the mission itself takes long). */
  | 'acknowledged'
  /** Only an event the caller matches (a cancel: the mission's final lifecycle event). */
  | 'matched';

/** How a request to a vehicle ended. */
export type RequestOutcome =
  /** The vehicle's answer (`acknowledged` only for requests that finish on it). */
  | { state: 'acknowledged' | 'executed' | 'rejected' | 'expired'; reason: string | null }
  /** An event the caller matched, e.g. the mission's final lifecycle event. */
  | { state: 'matched'; event: BusEvent }
  /** No final answer in time; `heard` is the last progress the vehicle reported, if any. */
  | { state: 'timed_out'; heard: Progress | null }
  /** Nothing reached the vehicle: the broker refused or is away, or the server is closing. */
  | { state: 'not_sent'; reason: string };
