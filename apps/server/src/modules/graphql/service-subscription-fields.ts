import { toPublicService, type Service } from '@shuttle-ops/domain';
import type { BusEvent } from '../../events/bus-event.ts';
import type { ServiceEventType } from '../services/index.ts';
import { idArg } from './arguments.ts';
import type { Audience, EventSelector, SubscriptionField } from './subscription-fields.ts';

type Args = Readonly<Record<string, unknown>>;
type Filter = (service: Service) => boolean;

/**
 * What the public may see of a service event: active services, and the update that ends one so
 * that a page can drop it; never a scheduled one, never whose it is.
 */
function forAudience(service: Service, type: ServiceEventType, audience: Audience) {
  if (audience.kind !== 'public') return [service];
  const ended = service.serviceStatus === 'completed' || service.serviceStatus === 'cancelled';
  const visible = service.serviceStatus === 'active' || (type === 'service.update' && ended);
  return visible ? [toPublicService(service)] : [];
}

function serviceField(type: ServiceEventType, filterOf: (args: Args) => Filter): SubscriptionField {
  return {
    event: type,
    permission: 'readReference',
    public: true,
    select(args): EventSelector {
      const wanted = filterOf(args);
      return (event: BusEvent, audience) =>
        event.type === type && wanted(event.payload)
          ? forAudience(event.payload, type, audience)
          : [];
    },
  };
}

const byIds =
  (names: readonly ('Service_ID' | 'Vehicle_ID' | 'Route_ID')[]) =>
  (args: Args): Filter => {
    const wanted = names.map((name) => [name, idArg(name, args[name])] as const);
    return (service) => wanted.every(([name, id]) => id === null || service[name] === id);
  };

/** onCreateService, onUpdateService and onETAUpdateService: the service bus events. */
export const SERVICE_SUBSCRIPTION_FIELDS: Readonly<Record<string, SubscriptionField>> = {
  onCreateService: serviceField('service.create', byIds(['Vehicle_ID', 'Route_ID'])),
  onUpdateService: serviceField('service.update', byIds(['Service_ID', 'Vehicle_ID'])),
  onETAUpdateService: serviceField('service.eta', byIds(['Service_ID', 'Route_ID'])),
};
