import { rateLimitedLog } from '../../lib/rate-limited-log.ts';
import type { FleetMetrics, RefusalReason } from './fleet-metrics.ts';

export interface RefusalDetails {
  topic: string;
  vehicle_id?: string;
  message: string;
}

export interface Refusals {
  /** Counts a refused message and logs it (at most once per 10 s per reason and vehicle). */
  refuse(reason: RefusalReason, details: RefusalDetails): void;
}

export function refusals(
  metrics: FleetMetrics,
  logger: { warn(fields: object, message: string): void },
): Refusals {
  const limited = rateLimitedLog(10_000);
  return {
    refuse(reason, details) {
      metrics.rejected.inc({ reason });
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
