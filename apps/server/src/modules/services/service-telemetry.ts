import type { EventBus } from '../../events/event-bus.ts';
import type { BusEvent } from '../../events/bus-event.ts';
import type { ServicesService } from './services.service.ts';

interface Log {
  error(fields: object, message: string): void;
}

/** A service's LastPoint is written at most this often per vehicle. */
const LAST_POINT_INTERVAL_MS = 5_000;

/**
 * Lets active services follow their vehicles: a new PASSENGERS_COUNT (while the counter reports
 * VALID, not mid-count at an open door) sets the occupancy; positions become the LastPoint.
 * Only a change of the counter's value is applied, so an operator's count stands until the
 * vehicle counts differently. Answers a function that stops listening.
 */
export async function followVehicleTelemetry(
  bus: EventBus,
  services: ServicesService,
  log: Log,
): Promise<() => void> {
  const lastCount = new Map<string, number>();
  const lastPointAt = new Map<string, number>();
  const fail = (err: unknown) => log.error({ err }, 'service telemetry update failed');

  const handle = (event: BusEvent) => {
    if (event.type === 'telemetry') {
      const measures = new Map(
        event.payload.measure_values_list.map((m) => [m.measure_name, m.measure_value]),
      );
      const count = measures.get('PASSENGERS_COUNT');
      const state = measures.get('PASSENGERS_COUNT_STATE');
      if (typeof count !== 'number' || (state !== undefined && state !== 'VALID')) return;
      if (lastCount.get(event.vehicleId) === count) return;
      lastCount.set(event.vehicleId, count);
      services
        .applyPassengerCount(event.vehicleId, count, new Date(event.payload.dt_canbus))
        .catch(fail);
    } else if (event.type === 'busLocation') {
      const now = Date.now();
      if (now - (lastPointAt.get(event.vehicleId) ?? 0) < LAST_POINT_INTERVAL_MS) return;
      lastPointAt.set(event.vehicleId, now);
      const { lat, lon, dt_iot } = event.payload;
      services.applyLocation(event.vehicleId, lat, lon, new Date(dt_iot)).catch(fail);
    }
  };
  return bus.subscribe('*', handle, 'bus: services');
}
