import type { Service } from '@shuttle-ops/domain';

/**
 * An expected arrival that moved by less than this since the service's last frame does not earn a
 * frame of its own: consoles and passengers read ETAs in minutes (docs/decisions/0009).
 */
export const ETA_PUBLISH_STEP_MS = 15_000;

interface Sent {
  etaMs: number;
  status: string | null;
  arrivedAt: string | null;
}

/**
 * Which `service.eta` frames are worth sending: the predictions are written every few seconds,
 * but a frame (the whole service, to every console and passenger subscribed) goes out only when
 * a stop's expected arrival moved by ETA_PUBLISH_STEP_MS or more since the last frame, its status
 * changed (held, silent, arriving, ...), or the shuttle arrived somewhere.
 */
export function createEtaPublishGate(stepMs = ETA_PUBLISH_STEP_MS) {
  const sent = new Map<string, Map<number, Sent>>();
  return {
    /** Whether to publish this service now; when so, it is remembered as the last frame. */
    admit(service: Service): boolean {
      const before = sent.get(service.Service_ID);
      const now = new Map<number, Sent>(
        (service.stops ?? []).map((stop) => [
          stop.No,
          {
            etaMs: Date.parse(stop.etaExpected),
            status: stop.etaStatus ?? null,
            arrivedAt: stop.arrived_at,
          },
        ]),
      );
      const moved =
        before === undefined ||
        before.size !== now.size ||
        [...now].some(([no, stop]) => {
          const last = before.get(no);
          return (
            last === undefined ||
            last.status !== stop.status ||
            last.arrivedAt !== stop.arrivedAt ||
            Math.abs(last.etaMs - stop.etaMs) >= stepMs
          );
        });
      if (moved) sent.set(service.Service_ID, now);
      return moved;
    },
    /** The service ended or left this writer: its next frame goes out whatever it holds. */
    forget(serviceId: string): void {
      sent.delete(serviceId);
    },
  };
}
