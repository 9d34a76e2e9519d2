/**
 * Whether a vehicle may start running a service now, and why not: the server's refusal (409 with
 * `code` and `message`) and the console's picker use the same words.
 */
export const SERVICE_VEHICLE_REFUSALS = {
  busy: {
    code: 'VEHICLE_BUSY',
    reason: 'Already in service',
    message: 'This vehicle is already running a service; end that service first.',
  },
  neverSeen: {
    code: 'VEHICLE_NEVER_SEEN',
    reason: 'Never reported',
    message:
      'This vehicle has never reported to the console, so it cannot run a service yet. ' +
      'Switch it on and wait for its first report.',
  },
} as const;

export type ServiceVehicleRefusal = keyof typeof SERVICE_VEHICLE_REFUSALS;

export interface ServiceVehicleFacts {
  /** It runs an active service now. */
  busy: boolean;
  /** It has sent telemetry at least once. */
  reported: boolean;
}

/** Why the vehicle cannot start a service now, or null when it can. Busy is said first. */
export function serviceVehicleRefusal(facts: ServiceVehicleFacts): ServiceVehicleRefusal | null {
  if (facts.busy) return 'busy';
  if (!facts.reported) return 'neverSeen';
  return null;
}
