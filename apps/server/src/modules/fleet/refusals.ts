import type { VehicleRefusalReason } from '@shuttle-ops/domain';
import { rateLimitedLog } from '../../lib/rate-limited-log.ts';
import type { FleetMetrics, RefusalReason } from './fleet-metrics.ts';
import type { RefusalLog } from './refusal-log.ts';

export interface RefusalDetails {
  topic: string;
  vehicle_id?: string;
  /** With `vehicle_id`: the refusal is stored with the vehicle (if it is this customer's). */
  customer_id?: string;
  message: string;
}

export interface Refusals {
  /**
   * Counts a refused message, logs it (at most once per 10 s per reason and vehicle) and, when
   * it names a vehicle and its customer, keeps it with the vehicle for its operators.
   */
  refuse(reason: RefusalReason, details: RefusalDetails): void;
}

// Every reason the metrics know is one the stored refusals and their API may show.
const sameReasons: VehicleRefusalReason extends RefusalReason
  ? RefusalReason extends VehicleRefusalReason
    ? true
    : never
  : never = true;
void sameReasons;

export function refusals(
  metrics: FleetMetrics,
  logger: { warn(fields: object, message: string): void },
  log?: Pick<RefusalLog, 'record'>,
  now: () => Date = () => new Date(),
): Refusals {
  const limited = rateLimitedLog(10_000);
  return {
    refuse(reason, details) {
      metrics.rejected.inc({ reason });
      if (log && details.vehicle_id && details.customer_id) {
        log.record({
          vehicleId: details.vehicle_id,
          customerId: details.customer_id,
          reason,
          topic: details.topic,
          message: details.message,
          receivedAt: now(),
        });
      }
      limited(`${reason}/${details.vehicle_id ?? details.topic}`, (suppressed) =>
        logger.warn(
          {
            reason,
            topic: details.topic,
            vehicle_id: details.vehicle_id,
            suppressed,
            err: details.message,
          },
          'vehicle message refused',
        ),
      );
    },
  };
}
