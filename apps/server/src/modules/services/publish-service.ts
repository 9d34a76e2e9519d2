import type { Service } from '@shuttle-ops/domain';
import type { EventBus } from '../../events/event-bus.ts';
import type { ServiceEventType } from './service-bus-events.ts';

/**
 * Publishes a service on the event bus for its customer: `service.create` (onCreateService),
 * `service.update` (onUpdateService) or `service.eta` (onETAUpdateService). The payload is the
 * full wire object with its stops.
 */
export function publishService(bus: EventBus, type: ServiceEventType, service: Service): void {
  bus.publish({
    type,
    customerId: service.Customer_ID,
    vehicleId: service.Vehicle_ID,
    payload: service,
  });
}
